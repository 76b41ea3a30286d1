// The map field's checks on save, on every backend: a shape overlapping one stored in another
// live row is refused at the field, touching is allowed, a malformed shape is refused; through
// the row operations with tables of their own, and through the records API over the heritage
// example's provinces (a jsonb column).
import {
  type FormDocument,
  formKind,
  GEOGRAPHIC_MESSAGES,
  type GeographicPosition,
  type GridDocument,
  type ModelDocument,
} from '@tamga/schema'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp, type TamgaApp } from '../app.ts'
import type { TamgaDatabase } from '../db/database.ts'
import { rejection, testBackends, useMigratedDatabase } from '../db/testing.ts'
import { createFolderStore } from '../documents/folderStore.ts'
import { signInHeaders, testConfig } from '../http/testing.ts'
import { applyModelChanges } from '../models/apply.ts'
import { planModelChanges } from '../models/plan.ts'
import { validModel } from '../models/testing.ts'
import { geographicValueIssues } from './geoOverlap.ts'
import { createRow, deleteRow, insertRows, prepareInsert, type RowTarget, updateRow } from './rowOperations.ts'
import { HERITAGE_DIR, seedHeritage } from './testing.ts'

type Ring = GeographicPosition[]

/** An anticlockwise square ring from its south-west corner. */
function square(west: number, south: number, size: number): Ring {
  return [
    [west, south],
    [west + size, south],
    [west + size, south + size],
    [west, south + size],
    [west, south],
  ]
}

const polygonOf = (ring: Ring) => ({ type: 'Polygon', coordinates: [ring] })

const parcel = validModel({
  kind: 'model',
  version: 1,
  name: 'geo_parcel',
  table: 'geo_parcel',
  softDelete: true,
  columns: [
    { name: 'id', type: 'integer', default: { named: 'identity' } },
    { name: 'title', type: 'text' },
    { name: 'shape', type: 'jsonb', nullable: true },
    { name: 'deleted_at', type: 'timestamptz', nullable: true },
  ],
  primaryKey: ['id'],
})

// A text column holds the shape as JSON text.
const route = validModel({
  kind: 'model',
  version: 1,
  name: 'geo_route',
  table: 'geo_route',
  columns: [
    { name: 'id', type: 'integer', default: { named: 'identity' } },
    { name: 'path', type: 'text', nullable: true },
  ],
  primaryKey: ['id'],
})

function formOf(
  model: string,
  field: string,
  geographic: Record<string, unknown>,
  others: Array<Record<string, unknown>> = [],
): FormDocument {
  return {
    ...formKind.example,
    name: `${model}_form`,
    model,
    identity: 'id',
    triggers: undefined,
    layout: undefined,
    fields: [
      ...others,
      {
        name: field,
        widget: 'geographic',
        geographic: { center: { longitude: 103.8, latitude: 46.8 }, zoom: 5, ...geographic },
      },
    ],
  } as unknown as FormDocument
}

const parcelForm = formOf('geo_parcel', 'shape', { geometry: 'polygon', checkOverlap: true }, [
  { name: 'title', widget: 'text', required: true },
])
const routeForm = formOf('geo_route', 'path', { geometry: 'line', checkOverlap: true })
const uncheckedForm = formOf('geo_parcel', 'shape', { geometry: 'polygon' }, [{ name: 'title', widget: 'text' }])

const gridOf = (model: string): GridDocument =>
  ({ kind: 'grid', version: 1, name: model, model, identity: 'id', columns: [{ field: 'id' }] }) as GridDocument

/** The issues of a refused write, as the API would send them. */
async function refusal(promise: Promise<unknown>) {
  const error = (await rejection(promise)) as {
    code?: string
    details?: { issues?: Array<{ path: string; code: string; message: unknown; params?: unknown }> }
  }
  return { code: error.code, issues: error.details?.issues ?? [] }
}

describe('a map field’s value', () => {
  it('is refused at its field when it is not one shape of the field’s type, with the reason', () => {
    expect(
      geographicValueIssues(parcelForm, { shape: { type: 'Point', coordinates: [103.8, 46.8] } }).map(
        ({ path, code, params }) => ({ path, code, params }),
      ),
    ).toEqual([{ path: '/shape', code: 'geometry', params: { problem: 'wrong-type' } }])
    expect(geographicValueIssues(parcelForm, { shape: polygonOf(square(100, 40, 1)) })).toEqual([])
    expect(geographicValueIssues(parcelForm, { shape: null })).toEqual([])
    expect(geographicValueIssues(parcelForm, { title: 'x' })).toEqual([])
  })

  it('is required when the field is, even in a column that takes null', () => {
    const required = formOf('geo_parcel', 'shape', { geometry: 'polygon' })
    required.fields[0] = { ...required.fields[0], required: true } as FormDocument['fields'][number]
    expect(geographicValueIssues(required, { shape: null }).map((found) => found.code)).toEqual(['required'])
  })
})

describe.each(testBackends())('the overlap check on save on $name', { timeout: 60_000 }, (backend) => {
  const testDatabase = useMigratedDatabase(backend)
  let database: TamgaDatabase
  let parcels: RowTarget
  let routes: RowTarget

  beforeAll(async () => {
    database = testDatabase()
    await applyModelChanges(database.db, await planModelChanges(database.db, [parcel, route]))
    const user = await database.db
      .insertInto('tamga_user')
      .values({ login: 'geo-writer', password_hash: 'x', role_id: 1 } as never)
      .returning('id')
      .executeTakeFirstOrThrow()
    const targetOf = (model: ModelDocument): RowTarget => ({
      krud: model.name,
      model,
      grid: gridOf(model.name),
      conditions: [],
      userId: user.id,
      log: false,
    })
    parcels = targetOf(parcel)
    routes = targetOf(route)
  })
  afterAll(async () => {
    await database.db.schema.dropTable('geo_parcel').ifExists().execute()
    await database.db.schema.dropTable('geo_route').ifExists().execute()
  })

  const count = async (table: string) =>
    Number((await sql<{ n: string }>`select count(*) as n from ${sql.table(table)}`.execute(database.db)).rows[0]?.n)

  it('stores a shape and refuses one overlapping it at the field, writing nothing', async () => {
    const first = await createRow(database.db, parcels, parcelForm, {
      title: 'A',
      shape: polygonOf(square(100, 40, 2)),
    })
    expect(first.shape).toEqual(polygonOf(square(100, 40, 2)))
    const before = await count('geo_parcel')
    const refused = await refusal(
      createRow(database.db, parcels, parcelForm, { title: 'B', shape: polygonOf(square(101, 41, 2)) }),
    )
    expect(refused.code).toBe('VALIDATION_FAILED')
    expect(refused.issues).toEqual([
      {
        path: '/shape',
        code: 'overlap',
        message: { mn_MN: GEOGRAPHIC_MESSAGES.overlap.mn_MN, en_US: GEOGRAPHIC_MESSAGES.overlap.en_US },
      },
    ])
    expect(await count('geo_parcel')).toBe(before)
  })

  it('accepts a neighbour sharing a border or a corner, and a shape far away', async () => {
    await createRow(database.db, parcels, parcelForm, { title: 'East', shape: polygonOf(square(102, 40, 2)) })
    await createRow(database.db, parcels, parcelForm, { title: 'Corner', shape: polygonOf(square(98, 38, 2)) })
    const far = await createRow(database.db, parcels, parcelForm, { title: 'Far', shape: polygonOf(square(90, 40, 1)) })
    expect(far.id).toBeTypeOf('number')
  })

  it('compares an updated shape with the other rows only, not with the row’s own old shape', async () => {
    const own = await createRow(database.db, parcels, parcelForm, {
      title: 'Own',
      shape: polygonOf(square(110, 40, 2)),
    })
    const moved = await updateRow(database.db, parcels, parcelForm, own.id as number, String(own._version), {
      shape: polygonOf(square(110.5, 40.5, 2)),
    })
    expect(moved.shape).toEqual(polygonOf(square(110.5, 40.5, 2)))
    const refused = await refusal(
      updateRow(database.db, parcels, parcelForm, own.id as number, String(moved._version), {
        shape: polygonOf(square(101, 39.5, 1)),
      }),
    )
    expect(refused.issues.map((found) => [found.path, found.code])).toEqual([['/shape', 'overlap']])
    // An update that leaves the shape alone is not checked again.
    const renamed = await updateRow(database.db, parcels, parcelForm, own.id as number, String(moved._version), {
      title: 'Renamed',
    })
    expect(renamed.title).toBe('Renamed')
  })

  it('frees the land of a deleted row', async () => {
    const gone = await createRow(database.db, parcels, parcelForm, {
      title: 'Gone',
      shape: polygonOf(square(120, 40, 2)),
    })
    await expect(
      refusal(createRow(database.db, parcels, parcelForm, { title: 'Later', shape: polygonOf(square(120, 40, 2)) })),
    ).resolves.toMatchObject({ code: 'VALIDATION_FAILED' })
    await deleteRow(database.db, parcels, gone.id as number)
    const later = await createRow(database.db, parcels, parcelForm, {
      title: 'Later',
      shape: polygonOf(square(120, 40, 2)),
    })
    expect(later.title).toBe('Later')
  })

  it('does not compare shapes when the field does not ask for it, but still checks them', async () => {
    const overlapping = await createRow(database.db, parcels, uncheckedForm, {
      title: 'Unchecked',
      shape: polygonOf(square(100.5, 40.5, 1)),
    })
    expect(overlapping.title).toBe('Unchecked')
    const refused = await refusal(
      createRow(database.db, parcels, uncheckedForm, {
        title: 'Bad',
        shape: {
          type: 'Polygon',
          coordinates: [
            [
              [100, 40],
              [200, 40],
              [100, 41],
              [100, 40],
            ],
          ],
        },
      }),
    )
    expect(refused.issues).toMatchObject([{ path: '/shape', code: 'geometry', params: { problem: 'out-of-range' } }])
  })

  it('checks a shape held as JSON text in a text column, lines crossing but not lines meeting', async () => {
    const path = (...positions: GeographicPosition[]) => JSON.stringify({ type: 'LineString', coordinates: positions })
    const first = await createRow(database.db, routes, routeForm, { path: path([100, 40], [102, 42]) })
    expect(JSON.parse(String(first.path))).toEqual({
      type: 'LineString',
      coordinates: [
        [100, 40],
        [102, 42],
      ],
    })
    await createRow(database.db, routes, routeForm, { path: path([102, 42], [104, 40]) })
    const refused = await refusal(createRow(database.db, routes, routeForm, { path: path([100, 42], [102, 40]) }))
    expect(refused.issues.map((found) => [found.path, found.code])).toEqual([['/path', 'overlap']])
    const notJson = await refusal(createRow(database.db, routes, routeForm, { path: '{"type":"LineString"' }))
    expect(notJson.issues).toMatchObject([{ path: '/path', code: 'geometry', params: { problem: 'not-json' } }])
  })

  it('refuses an import whose rows overlap each other, inserting none of them', async () => {
    const before = await count('geo_parcel')
    const rows = [
      prepareInsert(parcels, parcelForm, { title: 'Import 1', shape: polygonOf(square(130, 40, 2)) }),
      prepareInsert(parcels, parcelForm, { title: 'Import 2', shape: polygonOf(square(131, 41, 2)) }),
    ]
    const refused = await refusal(
      database.db.transaction().execute((trx) => insertRows(trx, parcels, parcelForm, rows)),
    )
    expect(refused.issues.map((found) => found.code)).toEqual(['overlap'])
    expect(await count('geo_parcel')).toBe(before)
  })
})

describe.each(testBackends())(
  'the provinces’ boundaries through the records API on $name',
  { timeout: 60_000 },
  (backend) => {
    const database = useMigratedDatabase(backend)
    let app: TamgaApp

    beforeAll(async () => {
      await seedHeritage(database().db)
      app = buildApp({
        config: testConfig({ projectDir: HERITAGE_DIR }),
        store: createFolderStore(HERITAGE_DIR),
        database: database(),
        logger: false,
      })
      await app.ready()
    })
    afterAll(async () => {
      await app?.close()
    })

    /** Saves a province's boundary as the form does, with the version it was read at. */
    async function saveBoundary(id: number, boundary: unknown) {
      const headers = await signInHeaders(app, 'admin')
      const read = await app.inject({ url: `/api/records/aimags/${id}`, headers })
      const version = String(read.json().record._version)
      const response = await app.inject({
        method: 'PATCH',
        url: `/api/records/aimags/${id}?version=${encodeURIComponent(version)}`,
        headers,
        payload: { boundary },
      })
      return { status: response.statusCode, body: response.json() }
    }

    it('stores one province’s boundary and refuses another’s overlapping it, at the field', async () => {
      const arkhangai = polygonOf(square(100, 47, 2))
      const saved = await saveBoundary(2, arkhangai)
      expect(saved.status).toBe(200)
      expect(saved.body.record.boundary).toEqual(arkhangai)

      const refused = await saveBoundary(3, polygonOf(square(101, 46, 2)))
      expect(refused.status).toBe(400)
      expect(refused.body).toMatchObject({
        code: 'VALIDATION_FAILED',
        in: 'body',
        issues: [{ path: '/boundary', code: 'overlap', message: { mn_MN: GEOGRAPHIC_MESSAGES.overlap.mn_MN } }],
      })
      const stored = await sql<{ boundary: unknown }>`select boundary from aimag where id = 3`.execute(database().db)
      expect(stored.rows[0]?.boundary).toBeNull()
    })

    it('accepts the neighbour along the common border, and clears a boundary with null', async () => {
      const neighbour = await saveBoundary(3, polygonOf(square(102, 47, 2)))
      expect(neighbour.status).toBe(200)
      const cleared = await saveBoundary(3, null)
      expect(cleared.status).toBe(200)
      expect(cleared.body.record.boundary).toBeNull()
    })

    it('refuses a point where the field draws a polygon', async () => {
      const refused = await saveBoundary(4, { type: 'Point', coordinates: [103.8, 46.8] })
      expect(refused.status).toBe(400)
      expect(refused.body.issues).toMatchObject([
        { path: '/boundary', code: 'geometry', message: { en_US: 'Site or coordinates not selected or not correct' } },
      ])
    })
  },
)
