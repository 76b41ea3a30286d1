/**
 * A short message for the person: a success or an error as antd's toast, a warning as its
 * notification, with a description under the title and a key that replaces an earlier one.
 */
export type Notice =
  | { type: 'success' | 'error'; text: string }
  | { type: 'warning'; text: string; description: string; key: string }

type Show = (notice: Notice) => void

let show: Show | undefined
let waiting: Notice[] = []

/**
 * Shows a toast, or keeps it until one can be shown. The sign-in page is drawn without antd (it
 * must be light on a slow link), so "signed in" is said by the themed shell the person arrives
 * in, once it is drawn.
 */
export function notify(notice: Notice): void {
  if (show === undefined) waiting.push(notice)
  else show(notice)
}

/**
 * Installs the function that shows toasts and shows what waited for it. Returns the function
 * that uninstalls it again (the themed root unmounted).
 */
export function showNoticesWith(shower: Show): () => void {
  show = shower
  const pending = waiting
  waiting = []
  for (const notice of pending) shower(notice)
  return () => {
    if (show === shower) show = undefined
  }
}
