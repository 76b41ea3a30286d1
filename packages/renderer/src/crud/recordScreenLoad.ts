// What the record screen shows while it reads: a spinner for a record it has not shown yet, the
// record it shows while the same record is read again after a save or a process action.

/** A load of the record screen: being read, or read for one record (`of` is `krud/id`). */
export type RecordScreenLoad<Ready> = { kind: 'loading' } | { kind: 'failed'; status: number | undefined } | Ready

/**
 * The load to show while `of` is read. The same record read again keeps what is on screen, so
 * the approval below the form is not drawn anew and loses nothing its user was filling in.
 */
export function loadWhileReading<Ready extends { kind: 'ready'; of: string }>(
  current: RecordScreenLoad<Ready>,
  of: string,
): RecordScreenLoad<Ready> {
  return current.kind === 'ready' && current.of === of ? current : { kind: 'loading' }
}
