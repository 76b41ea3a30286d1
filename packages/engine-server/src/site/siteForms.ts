// The visitors' forms (feedback; donation, investment and paid-content access requests): each
// one becomes a record of a krud, written through the records write path with the form the
// project names, so it is checked as staff's entries are and appears in the admin area's grid.
// Robots are kept out without a captcha: a honeypot field, a signed time of drawing (a form
// sent within seconds of being drawn is dropped), and a limit per address.
import {
  isJsonObject,
  issue,
  SITE_FORM_KINDS,
  type SiteFormKind,
  type SiteFormRequest,
  type SiteFormTarget,
  type SiteFormValues,
  type SitePage,
} from '@tamga/schema'
import type { FastifyBaseLogger, FastifyRequest } from 'fastify'
import Type from 'typebox'
import type { TamgaDatabase } from '../db/database.ts'
import { addressLimitReached, countForAddress } from '../http/addressLimit.ts'
import { tamgaError } from '../http/errors.ts'
import type { RecordsCatalogue } from '../records/catalogue.ts'
import type { RecordChangeHub } from '../records/changes.ts'
import { createRow } from '../records/rowOperations.ts'
import type { FormTokens } from './formToken.ts'
import { readPublished } from './siteQueries.ts'

/** The most forms one address may send within {@link FORM_WINDOW_MINUTES}. */
export const FORMS_PER_ADDRESS = 5
export const FORM_WINDOW_MINUTES = 10

/** The body of `POST {api}/site/forms/{kind}`, checked before anything else. */
export const SiteFormRequestSchema = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 200 }),
    email: Type.String({ minLength: 3, maxLength: 200 }),
    phone: Type.Optional(Type.String({ maxLength: 50 })),
    message: Type.Optional(Type.String({ maxLength: 4000 })),
    amount: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000_000_000 })),
    itemId: Type.Optional(Type.Integer({ minimum: 1 })),
    website: Type.Optional(Type.String({ maxLength: 500 })),
    token: Type.String({ maxLength: 200 }),
  },
  { additionalProperties: false },
)

export const SiteFormKindSchema = Type.Enum([...SITE_FORM_KINDS])

/** The most a plain form post of a page may weigh: every field at its longest, percent-encoded. */
export const FORM_POST_BODY_LIMIT = 64 * 1024

/** One field of a plain form post as text: '' when absent, the first when repeated. */
export function postedText(body: unknown, name: string): string {
  const value = isJsonObject(body) ? body[name] : undefined
  const text = Array.isArray(value) ? value[0] : value
  return typeof text === 'string' ? text : ''
}

/** What a visitor typed into a page's form, read from its plain post (`application/x-www-form-urlencoded`). */
export function postedFormValues(body: unknown): SiteFormValues {
  return {
    name: postedText(body, 'name'),
    email: postedText(body, 'email'),
    phone: postedText(body, 'phone'),
    message: postedText(body, 'message'),
    amount: postedText(body, 'amount'),
  }
}

/** The form a page holds, if any: a form page's, an information page's, a paid item's access request. */
export function formOfPage(page: SitePage): SiteFormKind | undefined {
  return page.kind === 'form' || page.kind === 'info' || page.kind === 'detail' ? (page.form ?? undefined) : undefined
}

/** What sending a form needs. */
export interface SiteFormContext {
  database: TamgaDatabase
  catalogue: RecordsCatalogue
  tokens: FormTokens
  changes?: RecordChangeHub | undefined
  log: FastifyBaseLogger
}

/** A request a robot sent: answered as if it were stored, so it learns nothing, and dropped. */
function isRobot(body: SiteFormRequest, tokens: FormTokens): boolean {
  if (body.website !== undefined && body.website.trim() !== '') return true
  return tokens.check(body.token) === 'too-soon'
}

/** The values a form's target stores: the fields in their columns and the constant ones. */
function valuesOf(target: SiteFormTarget, body: SiteFormRequest): Record<string, unknown> {
  const values: Record<string, unknown> = { ...target.set }
  const { fields } = target
  values[fields.name] = body.name.trim()
  values[fields.email] = body.email.trim().toLowerCase()
  if (fields.phone !== undefined && body.phone !== undefined && body.phone.trim() !== '')
    values[fields.phone] = body.phone.trim()
  if (fields.message !== undefined && body.message !== undefined) values[fields.message] = body.message.trim()
  if (fields.amount !== undefined && body.amount !== undefined) values[fields.amount] = body.amount
  if (fields.item !== undefined && body.itemId !== undefined) values[fields.item] = body.itemId
  return values
}

/** 400 unless an access request names a published paid content item. */
async function checkAccessItem(context: SiteFormContext, itemId: number | undefined): Promise<void> {
  const content = context.catalogue.project?.site?.content
  const model = content === undefined ? undefined : context.catalogue.models.get(content.items.model)
  if (itemId === undefined || content === undefined || model === undefined || content.paidField === undefined) {
    throw tamgaError('VALIDATION_FAILED', {
      issues: [issue('/itemId', 'required', { en_US: 'names no paid item', mn_MN: 'төлбөртэй контент заагаагүй' })],
    })
  }
  const found = await readPublished(context.database.db, context.catalogue, model, {
    select: [{ column: 'id' }],
    where: [
      { column: 'id', is: 'equal', value: itemId },
      { column: content.paidField, is: 'equal', value: true },
    ],
  })
  if (found.length === 0) {
    throw tamgaError('VALIDATION_FAILED', {
      issues: [
        issue('/itemId', 'unknown', { en_US: 'is no published paid item', mn_MN: 'нийтлэгдсэн төлбөртэй контент биш' }),
      ],
    })
  }
}

/**
 * Stores one visitor's form: 404 `SITE_FORM_UNAVAILABLE` when the project stores no such form,
 * 400 `SITE_FORM_EXPIRED` for a token that is not the server's or is a day old, 429
 * `SITE_FORM_LIMITED` past the address's limit, 400 `VALIDATION_FAILED` with the issues of the
 * krud's form (at the request's own field names). A robot's request is answered the same as a
 * person's, and nothing is stored.
 */
export async function sendSiteForm(
  context: SiteFormContext,
  request: FastifyRequest,
  kind: SiteFormKind,
  body: SiteFormRequest,
): Promise<void> {
  const { catalogue, database } = context
  const target = catalogue.project?.site?.forms?.[kind]
  const krud = target === undefined ? undefined : catalogue.kruds.get(target.krud)
  const form = target?.form === undefined ? krud?.form : catalogue.forms.get(target.form)
  if (target === undefined || krud?.model === undefined || form === undefined) throw tamgaError('SITE_FORM_UNAVAILABLE')
  if (isRobot(body, context.tokens)) {
    context.log.info({ kind, address: request.ip }, 'a public form a robot filled in was dropped')
    return
  }
  if (context.tokens.check(body.token) !== 'ok') throw tamgaError('SITE_FORM_EXPIRED')
  const key = `site-form:${request.ip}`
  if (await addressLimitReached(database.db, key, FORMS_PER_ADDRESS, FORM_WINDOW_MINUTES)) {
    throw tamgaError('SITE_FORM_LIMITED')
  }
  if (kind === 'access') await checkAccessItem(context, body.itemId)
  const column = new Map(
    Object.entries(target.fields).map(([field, name]) => [name, field === 'item' ? 'itemId' : field]),
  )
  try {
    await createRow(
      database.db,
      {
        krud: krud.name,
        model: krud.model,
        grid: krud.grid,
        // A visitor is nobody's user: no row condition, no user id in the record.
        conditions: [],
        userId: 0,
        log: catalogue.project?.withCrudLog === true,
        changes: context.changes,
        writeOnly: catalogue.writeOnlyColumns(krud.model.name),
      },
      form,
      valuesOf(target, body),
    )
  } catch (error) {
    // The krud form's issues name its columns; the visitor's form names its own fields.
    const issues = (error as { issues?: Array<{ path: string }> }).issues
    if (Array.isArray(issues)) {
      for (const found of issues) {
        const name = found.path.split('/')[1] ?? ''
        const field = column.get(name)
        if (field !== undefined) found.path = `/${field}${found.path.slice(name.length + 1)}`
      }
    }
    throw error
  }
  await countForAddress(database.db, key, FORM_WINDOW_MINUTES)
}
