import type { BilingualMessage } from '@tamga/schema'

/**
 * How a piece of a Lambda document fared in the import:
 * - `not-carried-over`: Tamga has no place for it (raw SQL, JavaScript, a microservice id, …), so
 *   it is left behind and the builder has to redo it by hand;
 * - `approximated`: it was carried over, but changed on the way (a schema-qualified table name
 *   shortened, a language code widened, two disagreeing copies of a field reconciled);
 * - `unreadable`: the file or part of it could not be read at all (broken JSON, unknown shape);
 * - `added`: the import made something the files did not have, so that the project is whole (a
 *   model from the fields' database types, the project document, a menu, a role, a workflow's
 *   START and END), or changed a Lambda-only address to Tamga's.
 */
export type LambdaImportNoteKind = 'not-carried-over' | 'approximated' | 'unreadable' | 'added'

/** One entry of the import report: where in which Lambda file, what happened, and why. */
export interface LambdaImportNote {
  /** The file path, plus `#row N (name)` when the document came from a row of a vb_schemas seed. */
  source: string
  /** A JSON Pointer into the Lambda source document (`''` for the whole document). */
  path: string
  kind: LambdaImportNoteKind
  message: BilingualMessage
}

/**
 * Where notes about one Lambda document go. Mappers receive one per source document so that
 * every note carries the right `source` without each call repeating it.
 */
export class ImportReporter {
  /** The file path (and seed row) every note from this reporter names. */
  readonly source: string
  readonly #notes: LambdaImportNote[]

  /** Notes are appended to `notes`, which the caller owns and usually shares between reporters. */
  constructor(source: string, notes: LambdaImportNote[]) {
    this.source = source
    this.#notes = notes
  }

  /** A reporter for a part of the same file (a seed row), sharing the same note list. */
  child(suffix: string): ImportReporter {
    return new ImportReporter(`${this.source}${suffix}`, this.#notes)
  }

  /** Records a note. */
  note(path: string, kind: LambdaImportNoteKind, message: BilingualMessage): void {
    this.#notes.push({ source: this.source, path, kind, message })
  }

  /** Records that the value at `path` has no counterpart in Tamga. */
  notCarried(path: string, message: BilingualMessage): void {
    this.note(path, 'not-carried-over', message)
  }

  /** Records that the value at `path` was carried over in a changed form. */
  approximated(path: string, message: BilingualMessage): void {
    this.note(path, 'approximated', message)
  }

  /** Records that the import made something at `path` the files did not have. */
  added(path: string, message: BilingualMessage): void {
    this.note(path, 'added', message)
  }

  /** Records that the value at `path` could not be read. */
  unreadable(path: string, message: BilingualMessage): void {
    this.note(path, 'unreadable', message)
  }
}

const KIND_LABELS: Record<LambdaImportNoteKind, BilingualMessage> = {
  'not-carried-over': { en_US: 'not carried over', mn_MN: 'шилжүүлээгүй' },
  approximated: { en_US: 'approximated', mn_MN: 'ойролцоогоор шилжүүлсэн' },
  unreadable: { en_US: 'unreadable', mn_MN: 'уншигдсангүй' },
  added: { en_US: 'added', mn_MN: 'нэмж үүсгэсэн' },
}

/**
 * Formats the report for a terminal, one line per note, grouped by source in the order they
 * were found: `source  /path  [kind]  message`. Ends with a count per kind.
 *
 * @example formatImportReport(result.report, 'mn_MN')
 */
export function formatImportReport(report: readonly LambdaImportNote[], language: 'mn_MN' | 'en_US' = 'en_US'): string {
  const lines: string[] = []
  let currentSource: string | undefined
  const counts = new Map<LambdaImportNoteKind, number>()
  for (const note of report) {
    if (note.source !== currentSource) {
      currentSource = note.source
      lines.push(note.source)
    }
    counts.set(note.kind, (counts.get(note.kind) ?? 0) + 1)
    lines.push(
      `  ${note.path === '' ? '/' : note.path}  [${KIND_LABELS[note.kind][language]}]  ${note.message[language]}`,
    )
  }
  const summary = (['not-carried-over', 'approximated', 'unreadable', 'added'] as const)
    .map((kind) => `${KIND_LABELS[kind][language]}: ${counts.get(kind) ?? 0}`)
    .join(', ')
  lines.push(
    language === 'mn_MN' ? `Нийт ${report.length} тэмдэглэл (${summary})` : `${report.length} note(s) (${summary})`,
  )
  return lines.join('\n')
}
