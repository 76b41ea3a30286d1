import type { GraphqlDocument, GraphqlSubTable } from '@tamga/schema'
import { emit, type ImportContext, sqlName } from './context.ts'
import { invalidValueMessage, phrase } from './messages.ts'
import type { ImportReporter } from './report.ts'
import { type JsonRecord, SourceObject } from './source.ts'

/** Whether a JSON object is a Lambda GraphQL entry (`table`, `identity`, `checkAuth`/`actions`/`subs`). */
export function isGraphqlEntry(value: JsonRecord): boolean {
  return typeof value.table === 'string' && ('checkAuth' in value || 'subs' in value || 'hidden_columns' in value)
}

/** A GraphQL type name from a table name: `heritage_bearer` → `HeritageBearer`. */
export function graphqlTypeName(table: string): string {
  const name = table
    .split(/[^A-Za-z0-9]+/)
    .filter((part) => part !== '')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('')
  return /^[A-Za-z_]/.test(name) ? name : `T${name}`
}

/**
 * Maps one Lambda GraphQL entry to a Tamga graphql document. `checkAuth.isLoggedIn: false`
 * means anyone may read, which Tamga writes as `access.public`; Lambda's `create`/`update`
 * actions are Tamga's `add`/`edit`.
 */
export function importGraphqlEntry(
  entry: JsonRecord,
  basePath: string,
  context: ImportContext,
  reporter: ImportReporter,
  title?: string,
): GraphqlDocument | undefined {
  const source = new SourceObject(entry, basePath, reporter)
  const table = sqlName(source.raw('table'), reporter, source.at('table'), phrase('the table name', 'хүснэгтийн нэр'))
  if (table === undefined) {
    reporter.unreadable(
      source.at('table'),
      invalidValueMessage(phrase('the GraphQL table', 'GraphQL-ийн хүснэгт'), entry.table),
    )
    source.finish()
    return undefined
  }
  const identity = sqlName(
    source.raw('identity'),
    reporter,
    source.at('identity'),
    phrase('the identity column', 'таних багана'),
  )
  const hidden = (source.array('hidden_columns') ?? [])
    .map((column, index) =>
      sqlName(column, reporter, source.at('hidden_columns', index), phrase('the hidden column', 'далд багана')),
    )
    .filter((column): column is string => column !== undefined && column !== (identity ?? 'id'))
  const document: GraphqlDocument = {
    kind: 'graphql',
    version: 1,
    name: context.names.claim('graphql', [table], 'graphql'),
    ...(title === undefined || title === table ? {} : { title }),
    model: table,
    typeName: graphqlTypeName(table),
  }
  if (identity !== undefined && identity !== 'id') document.idField = identity
  if (hidden.length > 0) document.hiddenFields = [...new Set(hidden)]
  const actions = source.object('actions')
  if (actions !== undefined) {
    const add = actions.boolean('create') === true
    const edit = actions.boolean('update') === true
    const remove = actions.boolean('delete') === true
    if (add || edit || remove)
      document.actions = { ...(add ? { add } : {}), ...(edit ? { edit } : {}), ...(remove ? { delete: remove } : {}) }
  }
  const auth = source.object('checkAuth')
  if (auth !== undefined) {
    const signedIn = auth.boolean('isLoggedIn')
    const roles = (auth.array('roles') ?? []).filter(
      (role): role is number => typeof role === 'number' && Number.isInteger(role) && role >= 1,
    )
    if (signedIn === false && document.actions === undefined) document.access = { public: true }
    else if (signedIn === false) {
      reporter.approximated(auth.at('isLoggedIn'), {
        en_US:
          'the entry is open to visitors but allows changes; Tamga lets only signed-in people change rows, so it was made sign-in only',
        mn_MN:
          'энэ тохиргоо нэвтрээгүй хүнд нээлттэй боловч өөрчлөлт хийхийг зөвшөөрдөг; Tamga-д зөвхөн нэвтэрсэн хүн мөр өөрчилж болох тул нэвтрэх шаардлагатай болгосон',
      })
    }
    if (roles.length > 0 && document.access?.public !== true) document.access = { roles: [...new Set(roles)] }
  }
  const subs = importSubTables(source, 'subs')
  if (subs.length > 0) document.subTables = subs
  const subscription = source.boolean('subscription')
  if (subscription === true) document.subscription = true
  source.finish()
  emit(context, reporter.source, document)
  return document
}

function importSubTables(source: SourceObject, key: string): GraphqlSubTable[] {
  const result: GraphqlSubTable[] = []
  for (const sub of source.objects(key)) {
    const reporter = sub.reporter
    const table = sqlName(sub.raw('table'), reporter, sub.at('table'), phrase('the sub-table', 'дэд хүснэгт'))
    const connection = sqlName(
      sub.raw('connection_field'),
      reporter,
      sub.at('connection_field'),
      phrase('the connection column', 'холбох багана'),
    )
    const parent = sqlName(
      sub.raw('parent_identity'),
      reporter,
      sub.at('parent_identity'),
      phrase('the parent id column', 'эх мөрийн id багана'),
    )
    if (table === undefined || connection === undefined) {
      reporter.notCarried(
        sub.path,
        invalidValueMessage(
          phrase('a sub-table without table or connection field', 'хүснэгт эсвэл холбох талбаргүй дэд хүснэгт'),
          sub.value,
        ),
      )
      continue
    }
    const hidden = (sub.array('hidden_columns') ?? []).filter((c): c is string => typeof c === 'string')
    const nested = importSubTables(sub, 'subs')
    result.push({
      model: table,
      name: table,
      connectionField: connection,
      ...(parent === undefined || parent === 'id' ? {} : { parentIdField: parent }),
      ...(hidden.length > 0 ? { hiddenFields: hidden } : {}),
      ...(nested.length > 0 ? { subTables: nested } : {}),
    })
  }
  return result
}
