// The decision letter of a finished process (issue 24): what the approval view's "Дараах файлыг
// татаж авна уу" offers the applicant. This module reads what the letter says, in the reader's
// language, from the record, its history and its latest vote; decisionLetterPdf.ts draws it.
import {
  type DecisionOutcome,
  effectiveColumns,
  evaluateExpression,
  type FormField,
  type FormWidget,
  formatDateTime,
  type LanguageCode,
  localizedText,
  parseExpression,
  parseSignature,
  processStatusWord,
  type Signature,
  truthy,
  uploadIdsIn,
  type WorkflowNode,
} from '@tamga/schema'
import type { FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import type { SystemDatabase } from '../db/tables.ts'
import { tamgaError } from '../http/errors.ts'
import { requirePermission } from '../permissions/requirePermission.ts'
import { compileRead } from '../reads/compileRead.ts'
import { grantAccess } from '../reads/readAccess.ts'
import type { ReadColumn } from '../reads/readQuery.ts'
import type { RecordsCatalogue } from '../records/catalogue.ts'
import { displayText, type TransferColumn, type TransferKind } from '../records/excel/transferColumns.ts'
import { conditionScope } from '../records/readOnlyFields.ts'
import type { FileStorage } from '../storage/fileStorage.ts'
import type { ReadableProcess } from './processAccess.ts'
import { portForDecision } from './voting.ts'

/** A signature as the letter shows it: the typed text, or the image drawn or uploaded (PNG or JPEG). */
export type LetterSignature = { kind: 'text'; text: string } | { kind: 'image'; image: Buffer }

/** One council member's vote in the letter. */
export interface LetterVote {
  /** Last name then first name, as the account has them. */
  name: string
  /** The job they signed as, else the display name of their role. */
  job: string | null
  /** The label of the vote step's port their vote stands for ("Дэмжсэн"), or "did not vote". */
  vote: string
  description: string | null
  signature: LetterSignature | null
  /** When they voted, in Ulaanbaatar time; '' when they did not. */
  at: string
}

/** One step of the history as the letter lists it. */
export interface LetterHistoryEntry {
  step: string
  /** The port's label ("Хянасан"); '' for the step the process ended at. */
  action: string
  by: string
  at: string
  description: string | null
}

/** Everything a decision letter says, in its language. */
export interface DecisionLetter {
  language: LetterLanguage
  /** The project's title: the foundation the letter comes from. */
  organisation: string
  /** The form's title and the record's number: "Өргөдөл №7". */
  subject: string
  /** The form's shown fields with their values as the reader reads them. */
  fields: ReadonlyArray<{ label: string; value: string }>
  decision: {
    /** The type of the step the process ended at: END or CANCEL. */
    statusType: string
    /** The label of the step the process ended at ("Өргөдөл шийдвэрлэгдсэн"). */
    step: string
    /** The status word of that step's type ("Шийдвэрлэгдсэн", "Цуцлагдсан"). */
    status: string
    /** The port taken into it ("Дэмжсэн") and by whom, when, with what reasons. */
    action: string | null
    by: string | null
    description: string | null
    at: string
  }
  /** The members of the latest vote; null when the process had no vote. */
  council: LetterVote[] | null
  history: LetterHistoryEntry[]
  /** When the letter was made, in Ulaanbaatar time. */
  madeAt: string
  /** The file's name without extension, in the letter's language. */
  title: string
  /** An ASCII name for clients that read no UTF-8 name. */
  asciiName: string
}

/**
 * The languages a letter is written in: those its font (DejaVu Sans: Latin and Cyrillic, no
 * Hangul) can draw.
 */
export type LetterLanguage = 'mn_MN' | 'en_US'

/**
 * The language a reader's letter is written in: theirs when the font draws it; a Korean reader
 * reads it in English rather than as empty boxes.
 */
export function letterLanguage(language: LanguageCode): LetterLanguage {
  return language === 'ko_KR' ? 'en_US' : language
}

/** The letter's own words. */
export const LETTER_WORDS: Readonly<
  Record<
    LetterLanguage,
    {
      heading: string
      record: string
      decision: string
      status: string
      action: string
      by: string
      reasons: string
      decidedAt: string
      council: string
      member: string
      vote: string
      description: string
      signature: string
      dateTime: string
      noVote: string
      notVoted: string
      history: string
      step: string
      done: string
      actor: string
      page: string
      made: string
    }
  >
> = {
  mn_MN: {
    heading: 'Шийдвэрийн мэдэгдэл',
    record: 'Бүртгэлийн мэдээлэл',
    decision: 'Шийдвэр',
    status: 'Төлөв',
    action: 'Гаргасан шийдвэр',
    by: 'Шийдвэрлэсэн',
    reasons: 'Үндэслэл, тайлбар',
    decidedAt: 'Шийдвэрлэсэн огноо',
    council: 'Зөвлөлийн гишүүдийн санал',
    member: 'Гишүүн',
    vote: 'Санал',
    description: 'Тайлбар',
    signature: 'Гарын үсэг',
    dateTime: 'Огноо, цаг',
    noVote: 'Энэ шийдвэрт зөвлөлийн санал хураалт явагдаагүй',
    notVoted: 'Санал өгөөгүй',
    history: 'Төлөв шилжилтийн түүх',
    step: 'Алхам',
    done: 'Үйлдэл',
    actor: 'Гүйцэтгэсэн',
    page: 'Хуудас',
    made: 'Үүсгэсэн',
  },
  en_US: {
    heading: 'Decision letter',
    record: 'The record',
    decision: 'Decision',
    status: 'Status',
    action: 'Decision taken',
    by: 'Decided by',
    reasons: 'Reasons',
    decidedAt: 'Decided on',
    council: 'The council members’ votes',
    member: 'Member',
    vote: 'Vote',
    description: 'Description',
    signature: 'Signature',
    dateTime: 'Date and time',
    noVote: 'No council vote was held on this decision',
    notVoted: 'Did not vote',
    history: 'Status transition history',
    step: 'Step',
    done: 'Action',
    actor: 'Done by',
    page: 'Page',
    made: 'Made',
  },
}

/** Widgets whose value is no line of a letter: kept out of sight, secret, or drawn elsewhere. */
const NOT_SHOWN: ReadonlySet<FormWidget> = new Set([
  'hidden',
  'password',
  'sub-form',
  'workflow',
  'process_status_changer',
  'geographic',
])

const KIND_OF_WIDGET: Partial<Record<FormWidget, TransferKind>> = {
  number: 'number',
  money: 'money',
  date: 'date',
  datetime: 'datetime',
  datetimeAutoFill: 'datetime',
  time: 'time',
  checkbox: 'boolean',
  switch: 'boolean',
  'rich-text': 'html',
}

/** The alias of a relation label in the record's read. */
const labelOf = (field: string) => `__letter_label_${field}`

/** Whether a field's `hiddenWhen` holds for the record (one that does not read hides nothing). */
function hiddenFor(field: FormField, scope: Record<string, unknown>): boolean {
  if (field.hiddenWhen === undefined) return false
  const parsed = parseExpression(field.hiddenWhen)
  if (!parsed.ok) return false
  const result = evaluateExpression(parsed.ast, scope)
  return result.ok && truthy(result.value)
}

/** Last name then first name; '' for nobody. */
function fullName(person: { last_name: string | null; first_name: string | null }): string {
  return [person.last_name, person.first_name]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join(' ')
}

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47])
const JPEG = Buffer.from([0xff, 0xd8, 0xff])

/** Whether pdfkit can draw the bytes: a PNG or a JPEG. */
function drawable(bytes: Buffer): boolean {
  return bytes.subarray(0, 4).equals(PNG) || bytes.subarray(0, 3).equals(JPEG)
}

/** What {@link readDecisionLetter} reads through. */
export interface DecisionLetterSources {
  db: Kysely<SystemDatabase>
  catalogue: RecordsCatalogue
  /** Where drawn and uploaded signature images are kept. */
  storage: FileStorage
  /** The process, checked readable by the caller (see `readableProcess`). */
  readable: ReadableProcess
  /** The reader's language; see {@link letterLanguage} for the one the letter is written in. */
  language: LanguageCode
}

/** What the letter's parts read through, in the letter's language. */
type LetterSources = DecisionLetterSources & { language: LetterLanguage }

/**
 * What the decision letter of a finished process says (409 `PROCESS_NOT_FINISHED` before END
 * or CANCEL): the record's fields as its form shows them, read through the records' read rules
 * (404 for a record deleted since); the step it ended at and the port taken into it; each member
 * of the latest vote with their vote, reasons, signature and time; and the history's steps.
 * Step and port labels come from the steps' own diagram nodes in the reader's language.
 */
export async function readDecisionLetter(
  request: FastifyRequest,
  given: DecisionLetterSources,
): Promise<DecisionLetter> {
  const language = letterLanguage(given.language)
  const sources: LetterSources = { ...given, language }
  const { db, catalogue, readable } = sources
  const { process, source } = readable
  if (process.finished_at === null) throw tamgaError('PROCESS_NOT_FINISHED')
  const [fields, history, council] = await Promise.all([
    recordFields(request, sources),
    historyEntries(db, process.id, language),
    councilVotes(request, sources),
  ])
  const terminal = history.findLast((entry) => entry.type === 'END' || entry.type === 'CANCEL')
  const taken = history.findLast((entry) => entry.done && entry !== terminal)
  const form = source.form
  const kind = localizedText(form?.title ?? source.krud.title, language)
  const subject = `${kind} №${process.row_id}`
  const words = LETTER_WORDS[language]
  return {
    language,
    organisation: localizedText(catalogue.project?.title, language) ?? '',
    subject,
    fields,
    decision: {
      statusType: process.status_type,
      step: terminal?.step ?? process.status,
      status: processStatusWord(process.status_type, language) ?? process.status,
      action: taken?.action || null,
      by: taken?.by || null,
      description: taken?.description ?? null,
      at: formatDateTime(process.finished_at),
    },
    council,
    history: history.map(({ step, action, by, at, description }) => ({ step, action, by, at, description })),
    madeAt: formatDateTime(new Date()),
    title: `${words.heading} - ${subject}`,
    asciiName: `decision-${source.name}-${process.row_id.replace(/[^A-Za-z0-9_-]/g, '_')}`,
  }
}

/**
 * The record's shown fields: one read of the record (the caller's row conditions applied, as
 * every read of it is), with the labels of its relation choices in the same statement, and
 * one of its files' names.
 */
async function recordFields(
  request: FastifyRequest,
  { db, catalogue, readable, language }: LetterSources,
): Promise<Array<{ label: string; value: string }>> {
  const { source, record } = readable
  const form = source.form
  const model = source.model
  if (form === undefined || model === undefined) return []
  const conditions = await requirePermission(request, 'read', { kind: 'krud', name: source.name })
  const auth = request.auth
  if (!auth) throw tamgaError('UNAUTHORIZED')
  const writeOnly = catalogue.writeOnlyColumns(model.name)
  const columns = effectiveColumns(model)
    .map((column) => column.name)
    .filter((name) => !writeOnly.has(name))
  const known = new Set(columns)
  const shown = form.fields.filter(
    (field) => !NOT_SHOWN.has(field.widget) && field.hidden !== true && known.has(field.name),
  )
  const labels: ReadColumn[] = []
  for (const field of shown) {
    const options = field.options
    if (options?.source !== 'model' || field.widget === 'multi-select') continue
    const target = catalogue.model(options.model)
    if (target === undefined) continue
    labels.push({
      label: { table: target.table, key: options.valueField, fields: options.labelFields },
      of: field.name,
      as: labelOf(field.name),
    })
  }
  const found = await compileRead(
    {
      model,
      alias: 't',
      select: [...columns.map((name) => ({ column: name })), ...labels],
      where: [{ column: record.identity, is: 'equal', value: record.id }],
    },
    grantAccess(conditions, auth.userId),
  ).execute(db)
  const row = found.rows[0]
  if (row === undefined) throw tamgaError('NOT_FOUND')
  const scope = conditionScope(model, row)
  const visible = shown.filter((field) => !hiddenFor(field, scope))
  const fileNames = await uploadNames(
    db,
    source.name,
    visible
      .filter((field) => field.widget === 'file' || field.widget === 'image')
      .flatMap((field) => uploadIdsIn(row[field.name])),
  )
  return visible.map((field) => {
    const column = model.columns.find((candidate) => candidate.name === field.name)
    const label =
      localizedText(field.label, language) ??
      (column?.label === undefined ? field.name : localizedText(column.label, language))
    return { label, value: fieldText(field, row, language, fileNames) }
  })
}

/** The names of uploads of a krud's records, by id (one statement, none for no id). */
async function uploadNames(
  db: Kysely<SystemDatabase>,
  krud: string,
  ids: readonly string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .selectFrom('tamga_upload')
    .select(['id', 'file_name'])
    .where('id', 'in', ids)
    .where('krud', '=', krud)
    .execute()
  return new Map(rows.map((row) => [row.id, row.file_name]))
}

/** A field's value as the letter writes it, in the formats printouts use (spec 9). */
function fieldText(
  field: FormField,
  row: Record<string, unknown>,
  language: LanguageCode,
  fileNames: ReadonlyMap<string, string>,
): string {
  const value = row[field.name]
  if (value === null || value === undefined || value === '') return ''
  if (field.widget === 'process_status') return processStatusWord(String(value), language) ?? String(value)
  if (field.widget === 'file' || field.widget === 'image') {
    return uploadIdsIn(value)
      .map((id) => fileNames.get(id) ?? id)
      .join(', ')
  }
  const label = row[labelOf(field.name)]
  if (typeof label === 'string' && label !== '') return label
  const options = field.options
  const staticLabels =
    options?.source === 'static'
      ? new Map(options.items.map((item) => [String(item.value), localizedText(item.label, language)]))
      : undefined
  if (Array.isArray(value)) {
    return value.map((item) => staticLabels?.get(String(item)) ?? String(item)).join(', ')
  }
  const column: TransferColumn = {
    field: field.name,
    header: '',
    kind: KIND_OF_WIDGET[field.widget] ?? 'text',
    precision: field.precision,
    width: 0,
    relation: false,
    labels: staticLabels,
  }
  return displayText(column, row, language)
}

/** A history entry as the letter reads it, with its step type and whether it was done. */
interface HistoryLine extends LetterHistoryEntry {
  type: string
  done: boolean
}

/** A step's diagram node as the engine kept it with the step, if it reads as one. */
function nodeOf(stepData: unknown): WorkflowNode | undefined {
  return typeof stepData === 'object' && stepData !== null && 'label' in stepData
    ? (stepData as WorkflowNode)
    : undefined
}

/**
 * The process's history in order (one statement): each entry's step and port labelled from the
 * step's node in `language`, who acted and when.
 */
async function historyEntries(
  db: Kysely<SystemDatabase>,
  processId: number,
  language: LanguageCode,
): Promise<HistoryLine[]> {
  const rows = await db
    .selectFrom('tamga_status_history as h')
    .leftJoin('tamga_process_step as s', 's.id', 'h.step_id')
    .leftJoin('tamga_user as u', 'u.id', 'h.user_id')
    .select([
      'h.status',
      'h.status_type',
      'h.status_action',
      'h.is_done',
      'h.created_at',
      'h.description',
      'h.signature',
      's.step_data',
      's.port',
      'u.first_name',
      'u.last_name',
    ])
    .where('h.process_id', '=', processId)
    .orderBy('h.id')
    .execute()
  return rows.map((row) => {
    const node = nodeOf(row.step_data)
    const port = node?.ports?.find((candidate) => candidate.id === row.port)
    const signature = signatureOf(row.signature)
    const signer = fullName({ last_name: signature?.lastname ?? null, first_name: signature?.firstname ?? null })
    return {
      type: row.status_type,
      done: row.is_done === 1,
      step: node === undefined ? row.status : localizedText(node.label, language),
      action: port === undefined ? (row.status_action ?? '') : localizedText(port.label, language),
      by: signer !== '' ? signer : fullName(row),
      at: formatDateTime(row.created_at),
      description: row.description?.trim() ? row.description : null,
    }
  })
}

/** A stored signature, parsed; none for a malformed one (the server never writes one). */
function signatureOf(text: string | null): Signature | null {
  const parsed = parseSignature(text)
  return parsed.ok ? parsed.value : null
}

/**
 * The members of the process's latest vote, in the order they were listed (two statements, and
 * one read per drawn signature): what each voted, as the vote step's port their vote leads
 * through, with their reasons, signature and time. Null when the process had no vote.
 */
async function councilVotes(request: FastifyRequest, sources: LetterSources): Promise<LetterVote[] | null> {
  const { db, language, readable } = sources
  const processId = readable.process.id
  const step = await db
    .selectFrom('tamga_process_step')
    .select(['id', 'step_data'])
    .where('process_id', '=', processId)
    .where('status_type', '=', 'VOTE')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst()
  if (step === undefined) return null
  const node = nodeOf(step.step_data)
  const votes = await db
    .selectFrom('tamga_vote as v')
    .innerJoin('tamga_user as u', 'u.id', 'v.user_id')
    .select([
      'v.approve',
      'v.recreate',
      'v.voted',
      'v.description',
      'v.signature_image',
      'v.signature_date',
      'u.first_name',
      'u.last_name',
      'u.role_id',
    ])
    .where('v.step_id', '=', step.id)
    .orderBy('v.id')
    .execute()
  const roles = await request.server.authorizer.roles(request)
  const words = LETTER_WORDS[language]
  return Promise.all(
    votes.map(async (vote): Promise<LetterVote> => {
      const signature = signatureOf(vote.signature_image)
      const role = roles.get(vote.role_id)
      const decision: DecisionOutcome = vote.approve === 1 ? 'approve' : vote.recreate === 1 ? 'recreate' : 'reject'
      return {
        name: fullName(vote),
        job: signature?.job_name?.trim() || (role === undefined ? null : localizedText(role.display_name, language)),
        vote:
          vote.voted !== 1
            ? words.notVoted
            : node === undefined
              ? decision
              : localizedText(portForDecision(node, decision).label, language),
        description: vote.description?.trim() ? vote.description : null,
        signature: await letterSignature(sources, signature),
        at: vote.voted === 1 ? formatDateTime(vote.signature_date) : '',
      }
    }),
  )
}

/** Where a process's signature images are read: `…/process/{id}/signatures/{uploadId}`. */
const SIGNATURE_PATH = /\/process\/(\d+)\/signatures\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i

/**
 * A signature as the letter draws it: typed text as itself; a drawn or uploaded image as its
 * bytes when they are a PNG or a JPEG signed on this process (a data URL, or an upload its path
 * names); none otherwise.
 */
async function letterSignature(
  { db, storage, readable }: DecisionLetterSources,
  signature: Signature | null,
): Promise<LetterSignature | null> {
  const value = signature?.signature?.trim() ?? ''
  if (signature === null || value === '') return null
  if (signature.type === 'text') return { kind: 'text', text: value }
  let bytes: Buffer | undefined
  const data = /^data:image\/(?:png|jpeg);base64,(.+)$/i.exec(value)
  if (data?.[1] !== undefined) {
    bytes = Buffer.from(data[1], 'base64')
  } else {
    const path = SIGNATURE_PATH.exec(value)
    if (path?.[2] === undefined || Number(path[1]) !== readable.process.id) return null
    const upload = await db
      .selectFrom('tamga_upload')
      .select('storage_key')
      .where('id', '=', path[2].toLowerCase())
      .executeTakeFirst()
    if (upload === undefined) return null
    bytes = await storage.get(upload.storage_key)
  }
  return bytes !== undefined && drawable(bytes) ? { kind: 'image', image: bytes } : null
}
