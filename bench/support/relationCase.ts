// The GraphQL benchmark's relation case (issue 29): the first 20 applications whose heritage
// bearer lives in Ховд, each with its bearer and the bearer's province, a filter through two
// many-to-one relations and two many-to-one objects. Each bearer of 2,000 lives in one of 22
// provinces; each application points at a bearer by a hash. PostGraphile answers it with the
// connection filter plugin (`connectionFilterRelations`), the floor at `/relations`.
import type { TamgaDocument } from '@tamga/schema'
import type { BenchDatabase } from './benchDatabase.ts'

const BEARERS = 2000
const PROVINCES = 22
const PAGE = 20

/** The GraphQL entry over provinces, so a bearer's `aimag` is an object (the heritage project has the bearers' entry). */
export const RELATION_DOCUMENTS: TamgaDocument[] = [
  {
    kind: 'graphql',
    version: 1,
    name: 'aimag',
    title: { en_US: 'Provinces', mn_MN: 'Аймаг' },
    model: 'aimag',
    typeName: 'Aimag',
    idField: 'id',
    hiddenFields: ['boundary'],
  },
]

/** Tamga's query: the relation filter and objects of issue 29. */
export const TAMGA_RELATION_QUERY = `{ applicationList(limit: ${PAGE}, sort: [{ field: id }],
  filter: { heritage_bearer: { aimag: { name: { contains: "Ховд" } } } }) {
  id title heritage_bearer { id first_name aimag { name } } } }`

/** PostGraphile's: the same, through the connection filter plugin's relation filters. */
export const POSTGRAPHILE_RELATION_QUERY = `{ allApplications(first: ${PAGE}, orderBy: PRIMARY_KEY_ASC,
  filter: { heritageBearerByHeritageBearerId: { aimagByAimagId: { name: { includesInsensitive: "Ховд" } } } }) {
  nodes { id title heritageBearerByHeritageBearerId { id firstName aimagByAimagId { name } } } } }`

/** Provinces, bearers, and a bearer for every application (after the applications are inserted). */
export async function prepareRelationData(database: BenchDatabase): Promise<void> {
  const started = performance.now()
  await database.query(
    `insert into aimag (name, code)
     select case when g = 20 then 'Ховд' else 'Аймаг ' || g end, lpad(g::text, 2, '0') from generate_series(1, $1::int) as g`,
    [PROVINCES],
  )
  await database.query(
    `insert into heritage_bearer (last_name, first_name, aimag_id, is_published)
     select 'Овог ' || g, 'Нэр ' || g, first.id + mod(g, $2), true
     from generate_series(1, $1::int) as g, (select min(id) as id from aimag) as first`,
    [BEARERS, PROVINCES],
  )
  await database.query(
    `update application set heritage_bearer_id = first.id + mod(hashint4(application.id::int)::bigint + 2147483648, $1)
     from (select min(id) as id from heritage_bearer) as first`,
    [BEARERS],
  )
  for (const table of ['aimag', 'heritage_bearer', 'application']) await database.query(`vacuum analyze ${table}`)
  console.log(
    `  ${PROVINCES} provinces and ${BEARERS.toLocaleString('en')} bearers inserted, every application given a bearer, in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  )
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A value's leaves in order, as text: the three answers name their fields differently, not their values. */
function leaves(value: unknown): string[] {
  if (isRecord(value)) return Object.values(value).flatMap(leaves)
  if (Array.isArray(value)) return value.flatMap(leaves)
  return [String(value)]
}

/** The applications of an answer, each as its leaves (id, title, bearer id, first name, province). */
export function summariseRelations(answer: unknown): string[] {
  if (!isRecord(answer) || answer.errors !== undefined || !isRecord(answer.data))
    throw new Error(`the answer has errors: ${JSON.stringify(answer).slice(0, 500)}`)
  let rows: unknown = Object.values(answer.data)[0]
  if (isRecord(rows)) rows = rows.nodes
  if (!Array.isArray(rows)) throw new Error(`the answer has no list: ${JSON.stringify(answer).slice(0, 500)}`)
  return rows.map((row) => leaves(row).join(' | '))
}
