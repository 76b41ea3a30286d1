import type { KrudAction } from '@tamga/schema'

/** What the form alone lets the caller do with a record: fill a new one, change it, or read it. */
export type RecordScreenMode = 'create' | 'update' | 'view'

/**
 * The form-alone page's mode from the actions the server grants the caller on the krud: a new
 * record needs `create`; a stored one opens for change with `edit`, for reading with `view`.
 * `undefined`: the caller may do neither, and the page says so instead of showing a form whose
 * save the server would refuse.
 */
export function recordScreenMode(actions: readonly KrudAction[], stored: boolean): RecordScreenMode | undefined {
  if (!stored) return actions.includes('create') ? 'create' : undefined
  if (actions.includes('edit')) return 'update'
  return actions.includes('view') ? 'view' : undefined
}
