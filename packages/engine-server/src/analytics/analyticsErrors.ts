import { type DocumentIssue, issue } from '@tamga/schema'
import { type TamgaError, tamgaError } from '../http/errors.ts'

/**
 * Where a chart or data source document came from: the store (a saved document naming a model
 * or column that does not exist is the project's mistake, `DOCUMENT_INVALID`) or the request's
 * body (the builder's preview of an unsaved document, `VALIDATION_FAILED` in the body).
 */
export type DocumentOrigin = 'stored' | 'body'

/** The error for problems of a document against the models it names. */
export function documentProblems(issues: readonly DocumentIssue[], origin: DocumentOrigin): TamgaError {
  return origin === 'body'
    ? tamgaError('VALIDATION_FAILED', { issues, in: 'body' })
    : tamgaError('DOCUMENT_INVALID', {
        issues,
        messages: {
          mn_MN: 'Өгөгдлийн эх сурвалж эсвэл графикийн баримт байхгүй модель, баганыг нэрлэсэн байна',
          en_US: 'The data source or chart document names a model or column that does not exist',
        },
      })
}

/** PostgreSQL's `query_canceled`: what `statement_timeout` ends a statement with. */
const QUERY_CANCELED = '57014'

/** Whether a database error is a statement cut short by its time-out. */
export function isStatementTimeout(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === QUERY_CANCELED
}

/**
 * The answer to a statement that ran past its time-out: 400 `VALIDATION_FAILED` with one issue
 * (code `statement-timeout`) and a message saying what to do, rather than a 500.
 */
export function statementTimeoutError(timeoutMs: number, cause: unknown): TamgaError {
  const seconds = Math.round(timeoutMs / 100) / 10
  const message = {
    en_US: `The query ran longer than ${seconds} s and was stopped: add filters or choose fewer rows`,
    mn_MN: `Асуулга ${seconds} секундээс удаан ажилласан тул зогсоолоо: шүүлт нэмэх эсвэл цөөн мөр сонгоно уу`,
  }
  return tamgaError('QUERY_TIMEOUT', {
    issues: [issue('', 'statement-timeout', message, { timeoutMs })],
    messages: message,
    cause,
  })
}
