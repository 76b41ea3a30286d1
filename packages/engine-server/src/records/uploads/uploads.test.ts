// Record uploads through the server, over the heritage example: the news image (an image field,
// 1 MB) and the application attachment (a file field: .pdf/.doc/.docx, 10 MB, up to 5 files).

import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyPluginAsyncTypebox, TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import Fastify from 'fastify'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { datasourceListSource } from '../../analytics/datasourceListSource.ts'
import { BODY_LIMIT } from '../../app.ts'
import { authPlugin } from '../../auth/index.ts'
import type { TamgaDatabase } from '../../db/database.ts'
import { testBackends, useMigratedDatabase } from '../../db/testing.ts'
import { createFolderStore } from '../../documents/folderStore.ts'
import type { DocumentStore } from '../../documents/store.ts'
import { errorHandler } from '../../http/errorHandler.ts'
import { apiNotFoundHandler } from '../../http/notFound.ts'
import { signInHeaders } from '../../http/testing.ts'
import { createValidatorCompiler } from '../../http/validation.ts'
import { permissionsPlugin } from '../../permissions/index.ts'
import { createLocalFileStorage } from '../../storage/fileStorage.ts'
import { createCatalogueReader } from '../catalogue.ts'
import { recordsPlugin } from '../plugin.ts'
import { HERITAGE_DIR, seedHeritage } from '../testing.ts'
import { fileFieldValue } from './fileFieldValue.ts'
import { recordUploadsPlugin } from './plugin.ts'
import { CFB, type FilePart, multipartBody, PDF, PNG } from './testing.ts'

const heritage = HERITAGE_DIR

/** The API part of the test server, as buildApp's apiPlugin has it, with the records and uploads plugins. */
const testApiPlugin: FastifyPluginAsyncTypebox<{
  database: TamgaDatabase
  store: DocumentStore
  uploadsDir: string
}> = async (api, { database, store, uploadsDir }) => {
  api.setNotFoundHandler(apiNotFoundHandler)
  await api.register(authPlugin, { store, database })
  await api.register(permissionsPlugin, { store, database })
  const catalogue = createCatalogueReader(store)
  await api.register(recordsPlugin, { store, database, catalogue, datasources: datasourceListSource })
  await api.register(recordUploadsPlugin, {
    config: { dataDir: uploadsDir },
    store,
    database,
    catalogue,
    storage: createLocalFileStorage(uploadsDir),
  })
}

/** The server as buildApp assembles it, files kept in `uploadsDir`. */
async function uploadsTestApp(database: TamgaDatabase, store: DocumentStore, uploadsDir: string) {
  const app = Fastify({ logger: false, bodyLimit: BODY_LIMIT }).withTypeProvider<TypeBoxTypeProvider>()
  app.setValidatorCompiler(createValidatorCompiler())
  app.setErrorHandler(errorHandler)
  await app.register(testApiPlugin, { prefix: '/api', database, store, uploadsDir })
  await app.ready()
  return app
}

interface UploadAnswer {
  status: boolean
  code?: string
  msg?: string
  enMsg?: string
  issues?: Array<{ path: string; code: string }>
  files: Array<{ id: string; name: string; mediaType: string; size: number; url: string }>
}

describe.each(testBackends())('record uploads on $name', { timeout: 60_000 }, (backend) => {
  const database = useMigratedDatabase(backend)
  let app: Awaited<ReturnType<typeof uploadsTestApp>>
  let uploadsDir: string
  const sessions = new Map<string, Record<string, string>>()

  beforeAll(async () => {
    const db = database().db
    await seedHeritage(db, { allTheApplicants: true })
    uploadsDir = await mkdtemp(join(tmpdir(), 'tamga-record-uploads-'))
    app = await uploadsTestApp(database(), createFolderStore(heritage), uploadsDir)
  })
  afterAll(async () => {
    await app?.close()
    if (uploadsDir !== undefined) await rm(uploadsDir, { recursive: true, force: true })
  })

  const headersOf = async (login: string) => {
    let headers = sessions.get(login)
    if (headers === undefined) {
      headers = await signInHeaders(app, login)
      sessions.set(login, headers)
    }
    return headers
  }
  const upload = async (login: string | null, krud: string, field: string, files: readonly FilePart[]) => {
    const body = multipartBody(files)
    const auth = login === null ? { 'x-requested-with': 'XMLHttpRequest' } : await headersOf(login)
    const response = await app.inject({
      method: 'POST',
      url: `/api/records/${krud}/uploads/${field}`,
      headers: { ...auth, ...body.headers },
      payload: body.payload,
    })
    return { status: response.statusCode, body: response.json() as UploadAnswer }
  }
  const read = async (login: string, url: string) => app.inject({ url, headers: await headersOf(login) })
  const storedFiles = async () =>
    (await readdir(uploadsDir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile()).length
  const uploadRows = async () =>
    Number(
      (await database().db.selectFrom('tamga_upload').select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow())
        .n,
    )
  /** Runs `act` and checks it left no upload row and no file behind. */
  const storesNothing = async (act: () => Promise<void>) => {
    const [rows, files] = [await uploadRows(), await storedFiles()]
    await act()
    expect(await uploadRows()).toBe(rows)
    expect(await storedFiles()).toBe(files)
  }

  it('stores an image for a news record and serves it back byte for byte, inline', async () => {
    const { status, body } = await upload('sysadmin', 'news', 'image', [
      { name: 'зураг.png', bytes: PNG, type: 'image/png' },
    ])
    expect(status).toBe(201)
    expect(body.files).toHaveLength(1)
    const [file] = body.files
    expect(file).toMatchObject({ name: 'зураг.png', mediaType: 'image/png', size: PNG.byteLength })
    expect(file?.url).toBe(`/api/records/news/uploads/${file?.id}`)
    const row = await database()
      .db.selectFrom('tamga_upload')
      .select(['krud', 'field', 'media_type'])
      .where('id', '=', file?.id ?? '')
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ krud: 'news', field: 'image', media_type: 'image/png' })

    const served = await read('staff', file?.url ?? '')
    expect(served.statusCode).toBe(200)
    expect(served.rawPayload.equals(PNG)).toBe(true)
    expect(served.headers['content-type']).toBe('image/png')
    expect(served.headers['x-content-type-options']).toBe('nosniff')
    expect(served.headers['content-disposition']).toBe(
      `inline; filename="_____.png"; filename*=UTF-8''${encodeURIComponent('зураг.png')}`,
    )
    expect(served.headers['cache-control']).toMatch(/^private/)
  })

  it('refuses PDF bytes named .png for an image field, by their content, and stores nothing', async () => {
    await storesNothing(async () => {
      const { status, body } = await upload('sysadmin', 'news', 'image', [
        { name: 'photo.png', bytes: PDF, type: 'image/png' },
      ])
      expect(status).toBe(415)
      expect(body.code).toBe('NOT_AN_IMAGE')
      expect(body.issues?.[0]?.path).toBe('/files/0')
    })
  })

  it('takes a picture for the news body’s rich-text editor, images only and one at a time, and a record keeps its address', async () => {
    const { status, body } = await upload('sysadmin', 'news', 'body', [{ name: 'inline.png', bytes: PNG }])
    expect(status).toBe(201)
    const [file] = body.files
    expect(file).toMatchObject({ name: 'inline.png', mediaType: 'image/png', size: PNG.byteLength })
    expect(file?.url).toBe(`/api/records/news/uploads/${file?.id}`)
    const row = await database()
      .db.selectFrom('tamga_upload')
      .select(['krud', 'field'])
      .where('id', '=', file?.id ?? '')
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ krud: 'news', field: 'body' })
    expect((await read('staff', file?.url ?? '')).rawPayload.equals(PNG)).toBe(true)

    await storesNothing(async () => {
      const pdf = await upload('sysadmin', 'news', 'body', [{ name: 'inline.png', bytes: PDF, type: 'image/png' }])
      expect(pdf.status).toBe(415)
      expect(pdf.body.code).toBe('NOT_AN_IMAGE')
      // SVG is text to the server, never an image a browser would run inside the page.
      const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')
      expect((await upload('sysadmin', 'news', 'body', [{ name: 'x.svg', bytes: svg }])).status).toBe(415)
      const two = await upload('sysadmin', 'news', 'body', [
        { name: 'a.png', bytes: PNG },
        { name: 'b.png', bytes: PNG },
      ])
      expect(two.status).toBe(400)
      expect(two.body.issues?.[0]?.code).toBe('maxItems')
      // Only the create or update right on the krud uploads.
      expect((await upload('applicant', 'news', 'body', [{ name: 'a.png', bytes: PNG }])).status).toBe(403)
    })

    // The text holds the picture's address; the record is saved as any other text.
    const created = await app.inject({
      method: 'POST',
      url: '/api/records/news',
      headers: await headersOf('sysadmin'),
      payload: { title: 'Зурагтай мэдээ', body: `<p>Өв</p><img src="${file?.url}" alt="inline.png">` },
    })
    expect(created.statusCode).toBe(200)
    expect(created.json().record.body).toContain(`src="${file?.url}"`)
  })

  it('refuses a file whose content the field’s accept list does not name', async () => {
    await storesNothing(async () => {
      const { status, body } = await upload('applicant', 'applications', 'attachment', [
        { name: 'scan.pdf', bytes: PNG, type: 'application/pdf' },
      ])
      expect(status).toBe(415)
      expect(body.code).toBe('UNSUPPORTED_MEDIA_TYPE')
      expect(body.enMsg).toContain('.pdf, .doc, .docx')
    })
  })

  it('refuses a file over the field’s maxSizeKb while it streams, and stores nothing', async () => {
    // 1 MiB + 1 byte: just over the news image's 1024 KB, read until the limit cuts it.
    const large = Buffer.concat([PNG, Buffer.alloc(1024 * 1024 + 1 - PNG.byteLength)])
    await storesNothing(async () => {
      const { status, body } = await upload('sysadmin', 'news', 'image', [{ name: 'big.png', bytes: large }])
      expect(status).toBe(413)
      expect(body.code).toBe('BODY_TOO_LARGE')
      expect(body.enMsg).toBe('The file "big.png" must be at most 1 MB')
    })
    // Exactly the limit is taken.
    const exact = Buffer.concat([PNG, Buffer.alloc(1024 * 1024 - PNG.byteLength)])
    expect((await upload('sysadmin', 'news', 'image', [{ name: 'exact.png', bytes: exact }])).status).toBe(201)
  })

  it('refuses a body far larger than the field allows before reading it', async () => {
    const huge = Buffer.concat([PNG, Buffer.alloc(3 * 1024 * 1024)])
    await storesNothing(async () => {
      const { status, body } = await upload('sysadmin', 'news', 'image', [{ name: 'huge.png', bytes: huge }])
      expect(status).toBe(413)
      expect(body.code).toBe('BODY_TOO_LARGE')
    })
  })

  it('takes several files for a multiple field up to its maxCount, and refuses one more with nothing stored', async () => {
    const five = Array.from({ length: 5 }, (_, index) => ({ name: `page-${index + 1}.pdf`, bytes: PDF }))
    const taken = await upload('applicant', 'applications', 'attachment', five)
    expect(taken.status).toBe(201)
    expect(taken.body.files.map((file) => file.name)).toEqual(five.map((file) => file.name))
    expect(new Set(taken.body.files.map((file) => file.id)).size).toBe(5)

    await storesNothing(async () => {
      const six = [...five, { name: 'page-6.pdf', bytes: PDF }]
      const { status, body } = await upload('applicant', 'applications', 'attachment', six)
      expect(status).toBe(400)
      expect(body.code).toBe('VALIDATION_FAILED')
      expect(body.issues?.[0]).toMatchObject({ path: '/files', code: 'maxItems' })
    })
    // One bad file among good ones refuses them all.
    await storesNothing(async () => {
      const mixed = [
        { name: 'a.pdf', bytes: PDF },
        { name: 'b.pdf', bytes: PNG },
      ]
      expect((await upload('applicant', 'applications', 'attachment', mixed)).status).toBe(415)
    })
  })

  it('takes only one file for a single field', async () => {
    await storesNothing(async () => {
      const two = [
        { name: 'a.png', bytes: PNG },
        { name: 'b.png', bytes: PNG },
      ]
      const { status, body } = await upload('sysadmin', 'news', 'image', two)
      expect(status).toBe(400)
      expect(body.issues?.[0]?.code).toBe('maxItems')
    })
  })

  it('refuses callers without the create or update right, anonymous ones, fields that take no files and empty files', async () => {
    await storesNothing(async () => {
      expect((await upload('applicant', 'news', 'image', [{ name: 'a.png', bytes: PNG }])).status).toBe(403)
      // Council members read applications but neither create nor change them.
      expect((await upload('council1', 'applications', 'attachment', [{ name: 'a.pdf', bytes: PDF }])).status).toBe(403)
      expect((await upload(null, 'news', 'image', [{ name: 'a.png', bytes: PNG }])).status).toBe(401)
      const notFile = await upload('sysadmin', 'news', 'title', [{ name: 'a.png', bytes: PNG }])
      expect(notFile.status).toBe(400)
      expect(notFile.body.issues?.[0]?.path).toBe('/field')
      expect((await upload('sysadmin', 'news', 'image', [])).status).toBe(400)
      const empty = await upload('sysadmin', 'news', 'image', [{ name: 'empty.png', bytes: new Uint8Array() }])
      expect(empty.body.issues?.[0]).toMatchObject({ path: '/files/0', code: 'empty' })
    })
  })

  it('serves a .doc as a download and a PDF inline', async () => {
    const { body } = await upload('applicant', 'applications', 'attachment', [
      { name: 'Өргөдөл.doc', bytes: CFB },
      { name: 'scan.pdf', bytes: PDF },
    ])
    const [doc, pdf] = body.files
    expect(doc?.mediaType).toBe('application/msword')
    const served = await read('applicant', doc?.url ?? '')
    expect(served.rawPayload.equals(CFB)).toBe(true)
    expect(served.headers['content-disposition']).toMatch(/^attachment; /)
    expect(served.headers['content-security-policy']).toContain('sandbox')
    const shown = await read('applicant', pdf?.url ?? '')
    expect(shown.headers['content-type']).toBe('application/pdf')
    expect(shown.headers['content-disposition']).toMatch(/^inline; filename="scan.pdf"/)
  })

  it('answers a refused upload over a real connection while the browser is still sending', async () => {
    const address = await app.listen({ port: 0, host: '127.0.0.1' })
    try {
      const send = async (files: ReadonlyArray<{ name: string; bytes: Uint8Array }>) => {
        const form = new FormData()
        for (const file of files) form.append('file', new Blob([new Uint8Array(file.bytes)]), file.name)
        const response = await fetch(`${address}/api/records/news/uploads/image`, {
          method: 'POST',
          headers: await headersOf('sysadmin'),
          body: form,
        })
        return { status: response.status, body: (await response.json()) as UploadAnswer }
      }
      await storesNothing(async () => {
        const tooLarge = await send([{ name: 'big.png', bytes: Buffer.concat([PNG, Buffer.alloc(1024 * 1024)]) }])
        expect(tooLarge.status).toBe(413)
        const far = await send([{ name: 'far.png', bytes: Buffer.concat([PNG, Buffer.alloc(8 * 1024 * 1024)]) }])
        expect(far.status).toBe(413)
        const two = await send([
          { name: 'a.png', bytes: PNG },
          { name: 'b.png', bytes: Buffer.concat([PNG, Buffer.alloc(512 * 1024)]) },
        ])
        expect(two.status).toBe(400)
      })
      const taken = await send([{ name: 'ok.png', bytes: PNG }])
      expect(taken.status).toBe(201)
    } finally {
      await app.server.close()
    }
  })

  it('answers 404 for another krud’s upload, a missing one and a malformed id', async () => {
    const { body } = await upload('sysadmin', 'news', 'image', [{ name: 'a.png', bytes: PNG }])
    const id = body.files[0]?.id ?? ''
    expect((await read('sysadmin', `/api/records/news/uploads/${id}`)).statusCode).toBe(200)
    expect((await read('sysadmin', `/api/records/applications/uploads/${id}`)).statusCode).toBe(404)
    expect((await read('sysadmin', '/api/records/news/uploads/00000000-0000-4000-8000-000000000000')).statusCode).toBe(
      404,
    )
    expect((await read('sysadmin', '/api/records/news/uploads/not-an-id')).statusCode).toBe(404)
    // Reading needs the read right on the krud.
    expect((await read('applicant', `/api/records/news/uploads/${id}`)).statusCode).toBe(403)
  })

  it('lets a role with row conditions read its own uploads and those of its rows, and no one else’s', async () => {
    const db = database().db
    const bearer = await sql<{ id: string }>`select id::text as id from heritage_bearer limit 1`.execute(db)
    const heritageBearerId = Number(bearer.rows[0]?.id)
    // The applicant files an application with two attachments, stored as the form says.
    const mine = await upload('applicant', 'applications', 'attachment', [
      { name: 'a.pdf', bytes: PDF },
      { name: 'b.pdf', bytes: PDF },
    ])
    const ids = mine.body.files.map((file) => file.id)
    const attachment = fileFieldValue(
      { name: 'attachment', widget: 'file', file: { multiple: true, maxCount: 5 } },
      { name: 'attachment', type: 'text' },
      ids,
    )
    const created = await app.inject({
      method: 'POST',
      url: '/api/records/applications',
      headers: await headersOf('applicant'),
      payload: { title: 'Хавсралттай өргөдөл', amount: 1000, heritage_bearer_id: heritageBearerId, attachment },
    })
    expect(created.statusCode).toBe(200)

    // Staff attaches a file to an application of their own; the applicant may not read it.
    const theirs = await upload('staff', 'applications', 'attachment', [{ name: 'staff.pdf', bytes: PDF }])
    const theirId = theirs.body.files[0]?.id ?? ''
    const staff = await db.selectFrom('tamga_user').select('id').where('login', '=', 'staff').executeTakeFirstOrThrow()
    await sql`update application set applicant_id = ${staff.id}, attachment = ${theirId}
      where id = (select min(id) from application)`.execute(db)
    expect((await read('applicant', `/api/records/applications/uploads/${theirId}`)).statusCode).toBe(404)
    expect((await read('council1', `/api/records/applications/uploads/${theirId}`)).statusCode).toBe(200)

    // Staff's file on the applicant's own application becomes readable to the applicant.
    const forThem = await upload('staff', 'applications', 'attachment', [{ name: 'reply.pdf', bytes: PDF }])
    const forThemId = forThem.body.files[0]?.id ?? ''
    expect((await read('applicant', `/api/records/applications/uploads/${forThemId}`)).statusCode).toBe(404)
    const record = created.json().record as { id: number | string }
    await sql`update application set attachment = ${JSON.stringify([...ids, forThemId])} where id = ${record.id}`.execute(
      db,
    )
    const served = await read('applicant', `/api/records/applications/uploads/${forThemId}`)
    expect(served.statusCode).toBe(200)
    expect(served.rawPayload.equals(PDF)).toBe(true)
    for (const id of ids) {
      expect((await read('applicant', `/api/records/applications/uploads/${id}`)).statusCode).toBe(200)
    }
  })

  it('refuses a record naming an upload the caller did not make for that field, or more files than it takes', async () => {
    const db = database().db
    const bearer = await sql<{ id: string }>`select id::text as id from heritage_bearer limit 1`.execute(db)
    const heritageBearerId = Number(bearer.rows[0]?.id)
    const field = { name: 'attachment', widget: 'file', file: { multiple: true, maxCount: 5 } } as const
    const column = { name: 'attachment', type: 'text' } as const
    const theirs = await upload('staff', 'applications', 'attachment', [{ name: 'staff.pdf', bytes: PDF }])
    const mine = await upload('applicant', 'applications', 'attachment', [{ name: 'mine.pdf', bytes: PDF }])
    const file = (ids: string[]) => fileFieldValue(field, column, ids)
    const create = async (attachment: unknown) =>
      app.inject({
        method: 'POST',
        url: '/api/records/applications',
        headers: await headersOf('applicant'),
        payload: { title: 'Бусдын файлтай', amount: 1000, heritage_bearer_id: heritageBearerId, attachment },
      })
    const foreign = await create(file([theirs.body.files[0]?.id ?? '']))
    expect(foreign.statusCode).toBe(400)
    expect(foreign.json().issues[0]).toMatchObject({ path: '/attachment', code: 'upload' })
    const mineId = mine.body.files[0]?.id ?? ''
    const tooMany = await create(JSON.stringify(Array.from({ length: 6 }, () => mineId)))
    expect(tooMany.statusCode).toBe(400)
    expect(tooMany.json().issues[0]).toMatchObject({ path: '/attachment', code: 'maxCount' })
    expect((await create(file([mineId]))).statusCode).toBe(200)
  })
})
