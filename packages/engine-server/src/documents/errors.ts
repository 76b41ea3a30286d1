import { type BilingualMessage, type DocumentIssue, type DocumentKind, formatIssue } from '@tamga/schema'

/** A validation issue, with the file it was found in when the document came from a project folder. */
export interface LocatedIssue extends DocumentIssue {
  /** The file, relative to the project folder (`documents/forms/news-form.json`); absent for a document that has none. */
  file?: string
}

/** What every document-store error carries, so the HTTP layer and the CLI can answer in both languages. */
export interface DocumentStoreFailure {
  /** A stable code a program can switch on. */
  readonly code: string
  /** The message in Mongolian and English (`Error.message` is the English one). */
  readonly messages: BilingualMessage
}

/** A store error in both languages; `name` is given rather than read off the class, which a bundler may rename. */
abstract class BilingualError extends Error implements DocumentStoreFailure {
  abstract readonly code: string
  constructor(
    readonly messages: BilingualMessage,
    name: string,
  ) {
    super(messages.en_US)
    this.name = name
  }
}

const locate = (issue: LocatedIssue, language: 'mn_MN' | 'en_US'): string =>
  issue.file === undefined ? formatIssue(issue, language) : `${issue.file} ${formatIssue(issue, language)}`

/** Lists issues one per line, each with its file and JSON Pointer. */
export function formatLocatedIssues(issues: readonly LocatedIssue[], language: 'mn_MN' | 'en_US' = 'en_US'): string {
  return issues.map((issue) => locate(issue, language)).join('\n')
}

/**
 * A document (or a whole project) that does not validate: every issue with its JSON Pointer,
 * and its file when it came from a folder. Nothing was written. The HTTP layer answers 400.
 */
export class DocumentValidationError extends BilingualError {
  readonly code = 'document-invalid'

  constructor(
    readonly issues: readonly LocatedIssue[],
    /** What was being done, e.g. 'form "news-form" cannot be saved'; starts the message. */
    readonly context: BilingualMessage = { en_US: 'the document is not valid', mn_MN: 'баримт буруу байна' },
  ) {
    const messages = {
      en_US: `${context.en_US}:\n${formatLocatedIssues(issues, 'en_US')}`,
      mn_MN: `${context.mn_MN}:\n${formatLocatedIssues(issues, 'mn_MN')}`,
    }
    super(messages, 'DocumentValidationError')
  }
}

/**
 * A write based on a revision that is no longer the current one: someone else changed (or
 * created, or deleted) the document since the writer read it. Nothing was written; the writer
 * should read the current revision and apply the change again. The HTTP layer answers 409.
 */
export class DocumentConflictError extends BilingualError {
  readonly code = 'document-conflict'

  constructor(
    readonly kind: DocumentKind,
    readonly documentName: string,
    readonly expectedRevision: number,
    /** The revision stored now; 0 when the document does not exist. */
    readonly currentRevision: number,
  ) {
    const now = (language: 'en' | 'mn') =>
      currentRevision === 0
        ? language === 'en'
          ? 'it does not exist now'
          : 'одоо байхгүй байна'
        : language === 'en'
          ? `it is at revision ${currentRevision} now`
          : `одоо ${currentRevision}-р хувилбар дээр байна`
    const messages = {
      en_US: `${kind} "${documentName}" was changed by someone else: your change was based on revision ${expectedRevision}, ${now('en')}. Nothing was saved; reload it and apply your change again.`,
      mn_MN: `${kind} "${documentName}" баримтыг өөр хүн өөрчилсөн байна: таны засвар ${expectedRevision}-р хувилбар дээр үндэслэсэн, ${now('mn')}. Юу ч хадгалагдсангүй; дахин ачаалаад засвараа дахин хийнэ үү.`,
    }
    super(messages, 'DocumentConflictError')
  }
}

/** A document (or one revision of it) that is not there. The HTTP layer answers 404. */
export class DocumentNotFoundError extends BilingualError {
  readonly code = 'document-not-found'

  constructor(
    readonly kind: DocumentKind,
    readonly documentName: string,
    /** The revision asked for, when a revision (not the document) is what is missing. */
    readonly revision?: number,
    /** Why, when there is more to say than "not found". */
    reason?: BilingualMessage,
  ) {
    const messages =
      reason ??
      (revision === undefined
        ? {
            en_US: `${kind} "${documentName}" does not exist`,
            mn_MN: `${kind} "${documentName}" баримт байхгүй байна`,
          }
        : {
            en_US: `${kind} "${documentName}" has no revision ${revision}`,
            mn_MN: `${kind} "${documentName}" баримтад ${revision}-р хувилбар байхгүй`,
          })
    super(messages, 'DocumentNotFoundError')
  }
}

/**
 * Asked a folder store for history or a restore: a project kept in files has its history in
 * git, not in Tamga. The HTTP layer answers 400.
 */
export class HistoryNotKeptError extends BilingualError {
  readonly code = 'document-history-in-git'

  constructor(
    readonly kind: DocumentKind,
    readonly documentName: string,
    /** The file, relative to the project folder. */
    readonly file: string,
  ) {
    const messages = {
      en_US: `${kind} "${documentName}" cannot be restored by Tamga: the project is kept in files (schema_load_mode "files"), so its history is in git. See it with \`git log -p -- ${file}\` and bring a version back with \`git checkout <commit> -- ${file}\`.`,
      mn_MN: `${kind} "${documentName}" баримтыг Tamga сэргээх боломжгүй: төсөл файлд хадгалагддаг (schema_load_mode "files") тул түүх нь git-д байна. \`git log -p -- ${file}\` командаар харж, \`git checkout <commit> -- ${file}\` командаар сэргээнэ үү.`,
    }
    super(messages, 'HistoryNotKeptError')
  }
}
