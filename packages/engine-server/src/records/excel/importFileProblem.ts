import type { BilingualMessage, DocumentIssue } from '@tamga/schema'

/** Thrown (as a value) when a workbook cannot be read at all; the caller answers it as issues. */
export class ImportFileProblem extends Error {
  readonly issue: DocumentIssue
  constructor(code: string, message: BilingualMessage) {
    super(message.en_US)
    this.issue = { path: '/file', code, message }
  }
}
