import { Drawer, type DrawerProps } from 'antd'
import { useEffect, useId, useLayoutEffect, useRef } from 'react'
import { type EscapeFocus, escapeClosesDrawer, OPEN_POPUP_SELECTOR } from './escapeClosesDrawer.ts'

/** The props of {@link ShellDrawer}: antd's, with a close that needs no event. */
export interface ShellDrawerProps extends Omit<DrawerProps, 'onClose' | 'keyboard'> {
  onClose: () => void
}

function focusSeenFrom(drawerRoot: Element | null, target: EventTarget | null): EscapeFocus {
  if (!(target instanceof Element) || target === document.body || target === document.documentElement) return 'nowhere'
  return drawerRoot?.contains(target) === true ? 'inside' : 'elsewhere'
}

/**
 * antd's Drawer that Escape closes whenever the person is in it ({@link escapeClosesDrawer}),
 * also while a hint is shown, which antd's own Escape would close instead; a list or menu open
 * in it closes first. Once closed, the focus goes back where it was when the drawer opened.
 *
 * @example <ShellDrawer open={open} onClose={() => setOpen(false)} title="…">…</ShellDrawer>
 */
export function ShellDrawer({ onClose, open, afterOpenChange, ...props }: ShellDrawerProps) {
  const id = useId()
  // Where the focus was when the drawer opened: measured before antd moves it into the drawer.
  const opener = useRef<HTMLElement | null>(null)
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement) opener.current = document.activeElement
  }, [open])
  useEffect(() => {
    if (!open) return
    // Seen before any control handles the key: a list it closes still counts as open here.
    const onKeyDown = (event: KeyboardEvent) => {
      // The data attributes sit on the panel's wrapper, whose parent is the drawer's root: the
      // element antd focuses on opening, holding the mask and the panel.
      const root = document.querySelector(`[data-shell-drawer="${CSS.escape(id)}"]`)?.parentElement ?? null
      const close = escapeClosesDrawer({
        key: event.key,
        composing: event.isComposing,
        focus: focusSeenFrom(root, event.target),
        popupOpen: document.querySelector(OPEN_POPUP_SELECTOR) !== null,
      })
      if (close) onClose()
    }
    window.addEventListener('keydown', onKeyDown, true)
    return () => window.removeEventListener('keydown', onKeyDown, true)
  }, [open, onClose, id])
  const restoreFocus = () => {
    const active = document.activeElement
    const root = document.querySelector(`[data-shell-drawer="${CSS.escape(id)}"]`)?.parentElement ?? null
    // Only when nothing else took the focus meanwhile; antd gives it back too, but a drawer
    // that destroys its content when hidden (`destroyOnHidden`) drops it onto the page's body,
    // and on a busy machine the closed drawer may still hold it when this runs.
    const lost = active === null || active === document.body || root?.contains(active) === true
    if (lost && opener.current?.isConnected === true) opener.current.focus({ preventScroll: true })
  }
  return (
    <Drawer
      {...props}
      open={open}
      onClose={onClose}
      afterOpenChange={(visible) => {
        afterOpenChange?.(visible)
        // After antd's own hand-back and the removal of a destroyed drawer's content.
        if (!visible) setTimeout(restoreFocus, 0)
      }}
      keyboard={false}
      data-shell-drawer={id}
    />
  )
}
