// Backup and restore round trips on both databases: a heritage server is prepared, written to
// through the API (a record, an upload, a document revision), backed up, restored into an empty
// database and data folder, and a new server on the restored data answers the same.
import { existsSync } from 'node:fs'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { buildApp } from '../app.ts'
import { loadConfig, type TamgaConfig } from '../config.ts'
import { createTestPostgresDatabase, describeOnPostgres, rejection } from '../db/testing.ts'
import { signInHeaders, TEST_RATE_LIMITS } from '../http/testing.ts'
import { multipartBody, PNG } from '../records/uploads/testing.ts'
import { seedDemoAccounts } from '../seed/accounts.ts'
import { prepareInstance, seedProjectRows } from '../server/prepareInstance.ts'
import { createBackup, restoreBackup } from './backup.ts'
import { createTarWriter } from './tarArchive.ts'

const repoRoot = join(import.meta.dirname, '..', '..', '..', '..')
const ADMIN_PASSWORD = 'Adm1n!pass'

/** What a person reads back: the news records, the users, an upload's bytes, a document's history. */
interface Answers {
  news: unknown
  users: unknown
  upload: { status: number; type: string; bytes: Buffer }
  history: unknown
}

async function serve(config: TamgaConfig) {
  const { instance } = await prepareInstance(config)
  const app = buildApp({ config, store: instance.store, database: instance.database, logger: false })
  await app.ready()
  const admin = await signInHeaders(app, 'admin', config.databaseUrl === undefined ? undefined : ADMIN_PASSWORD)
  return {
    app,
    instance,
    admin,
    close: async () => {
      await app.close()
      await instance.close()
    },
  }
}

type Served = Awaited<ReturnType<typeof serve>>

/** Writes through the API and the document store; answers the upload's address. */
async function writeSomething({ app, admin, instance }: Served, config: TamgaConfig): Promise<string> {
  // PostgreSQL starts with one super admin and no rows (the embedded database is seeded): the
  // demo accounts and the project's seed rows, as the embedded database has them.
  await seedDemoAccounts(instance.database.db)
  const models = (await instance.store.list('model')).map((entry) => entry.document)
  await seedProjectRows(instance.database, models, config.projectDir)
  const list = (await app.inject({ url: '/api/records/news?pageSize=1', headers: admin })).json()
  const id = (list.rows[0] as { id: number }).id
  const { _version } = (await app.inject({ url: `/api/records/news/${id}`, headers: admin })).json().record
  const patched = await app.inject({
    method: 'PATCH',
    url: `/api/records/news/${id}?version=${_version}`,
    headers: admin,
    payload: { title: 'Нөөцөөс сэргээсэн мэдээ' },
  })
  expect(patched.statusCode).toBe(200)
  const body = multipartBody([{ name: 'зураг.png', bytes: PNG, type: 'image/png' }])
  const uploaded = await app.inject({
    method: 'POST',
    url: '/api/records/news/uploads/image',
    headers: { ...admin, ...body.headers },
    payload: body.payload,
  })
  expect(uploaded.statusCode).toBe(201)
  const [project] = await instance.store.list('project')
  if (project === undefined) throw new Error('the heritage project has no project document')
  await instance.store.put(
    { ...project.document, description: 'A revision the backup must keep' },
    { by: null, expectedRevision: project.revision },
  )
  return uploaded.json().files[0].url as string
}

async function answersOf({ app, admin, instance }: Served, uploadUrl: string): Promise<Answers> {
  const newsAnswer = await app.inject({ url: '/api/records/news?pageSize=100', headers: admin })
  expect(newsAnswer.statusCode, newsAnswer.body).toBe(200)
  const news = newsAnswer.json() as { rows: unknown[] }
  expect(news.rows.length).toBeGreaterThan(0)
  const usersAnswer = await app.inject({ url: '/api/users', headers: admin })
  expect(usersAnswer.statusCode, usersAnswer.body).toBe(200)
  const users = usersAnswer.json() as { users: Array<Record<string, unknown>> }
  const upload = await app.inject({ url: uploadUrl, headers: admin })
  const [project] = await instance.store.list('project')
  return {
    // A row's `_version` is PostgreSQL's xmin, the transaction that wrote it: pg_restore writes
    // every row anew, so an edit started before the restore is refused as stale, as it should be.
    news: news.rows.map((row) => ({ ...(row as Record<string, unknown>), _version: undefined })),
    // Signing in (as this test just did) changes a user's last sign-in: the rest must be the same.
    users: users.users.map(({ id, login, email, roles, confirmed }) => ({ id, login, email, roles, confirmed })),
    upload: { status: upload.statusCode, type: String(upload.headers['content-type']), bytes: upload.rawPayload },
    history: (await instance.store.history('project', project?.document.name ?? '')).map((revision) => ({
      revision: revision.revision,
      document: revision.document,
    })),
  }
}

const configFor = (dataDir: string, databaseUrl?: string): TamgaConfig => ({
  ...loadConfig(
    {
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      TAMGA_ADMIN_PASSWORD: ADMIN_PASSWORD,
      ...(databaseUrl === undefined ? {} : { DATABASE_URL: databaseUrl }),
    },
    repoRoot,
  ),
  rateLimits: TEST_RATE_LIMITS,
})

describe('backup and restore on the embedded database', { timeout: 240_000 }, () => {
  const folders: string[] = []
  const folder = async (name: string) => {
    const made = await mkdtemp(join(tmpdir(), `tamga-backup-${name}-`))
    folders.push(made)
    return made
  }
  afterAll(async () => {
    for (const made of folders) await rm(made, { recursive: true, force: true })
  })
  let backupFile = ''
  let restoredDir = ''

  it('restores documents, history, users, records and uploads into an empty data folder, answering the same', async () => {
    const source = configFor(await folder('source'))
    restoredDir = await folder('restored')
    backupFile = join(await folder('file'), 'tamga.backup')
    const first = await serve(source)
    let before: Answers
    let uploadUrl: string
    try {
      uploadUrl = await writeSomething(first, source)
      before = await answersOf(first, uploadUrl)
    } finally {
      await first.close()
    }
    expect(before.upload.bytes).toEqual(PNG)
    expect(JSON.stringify(before.news)).toContain('Нөөцөөс сэргээсэн мэдээ')
    expect(JSON.stringify(before.history)).toContain('A revision the backup must keep')
    const manifest = await createBackup(source, backupFile)
    expect(manifest).toMatchObject({ format: 'tamga-backup', formatVersion: 1, database: 'pglite' })
    expect(manifest.files).toHaveLength(1)

    expect((await restoreBackup(configFor(restoredDir), backupFile)).replaced).toBe(false)
    const second = await serve(configFor(restoredDir))
    try {
      expect(await answersOf(second, uploadUrl)).toEqual(before)
    } finally {
      await second.close()
    }
  })

  it('refuses a data folder that holds a database unless forced, and then replaces it whole', async () => {
    const refused = await rejection(restoreBackup(configFor(restoredDir), backupFile))
    expect(String(refused)).toMatch(/holds a database or uploads already.*--force/)
    await writeFile(join(restoredDir, 'uploads', 'left-over.txt'), 'not in the backup')
    expect((await restoreBackup(configFor(restoredDir), backupFile, { force: true })).replaced).toBe(true)
    expect(existsSync(join(restoredDir, 'uploads', 'left-over.txt'))).toBe(false)
  })

  it('refuses a data folder a server has open', async () => {
    const open = await folder('open')
    const { instance } = await prepareInstance(configFor(open))
    try {
      expect(String(await rejection(createBackup(configFor(open), join(open, 'x.backup'))))).toMatch(
        /is open: a Tamga server/,
      )
      expect(String(await rejection(restoreBackup(configFor(open), backupFile, { force: true })))).toMatch(
        /is open: a Tamga server/,
      )
    } finally {
      await instance.close()
    }
  })

  it('refuses a backup of an unknown format version, or of the other database, saying so', async () => {
    const future = join(await folder('future'), 'future.backup')
    const tar = await createTarWriter(future)
    await tar.addBytes('manifest.json', Buffer.from(JSON.stringify({ format: 'tamga-backup', formatVersion: 99 })))
    await tar.finish()
    const empty = await folder('empty')
    expect(String(await rejection(restoreBackup(configFor(empty), future)))).toMatch(
      /format version 99 .*restores format version 1 only/,
    )
    expect(
      String(await rejection(restoreBackup(configFor(empty, 'postgres://nobody@127.0.0.1:1/none'), backupFile))),
    ).toMatch(/is a backup of the embedded database \(PGlite\), and this server is configured for PostgreSQL/)
    expect(existsSync(join(empty, 'pglite'))).toBe(false)
  })

  it('refuses a backup whose manifest is not the shape it promises, naming what is wrong', async () => {
    const odd = join(await folder('odd'), 'odd.backup')
    const tar = await createTarWriter(odd)
    const manifest = { format: 'tamga-backup', formatVersion: 1, tamgaVersion: '0.1.0', database: 'pglite' }
    await tar.addBytes('manifest.json', Buffer.from(JSON.stringify({ ...manifest, createdAt: 'yesterday', files: [] })))
    await tar.finish()
    const empty = await folder('odd-target')
    const refusal = String(await rejection(restoreBackup(configFor(empty), odd)))
    expect(refusal).toMatch(/has a manifest\.json that is not valid/)
    expect(refusal).toMatch(/databaseEntry/)
    expect(existsSync(join(empty, 'pglite'))).toBe(false)
  })
})

describeOnPostgres(
  'backup and restore',
  (postgres) => {
    const drops: Array<() => Promise<void>> = []
    const folders: string[] = []
    afterAll(async () => {
      for (const drop of drops) await drop()
      for (const made of folders) await rm(made, { recursive: true, force: true })
    })
    const database = async () => {
      const created = await createTestPostgresDatabase(postgres.url)
      drops.push(created.drop)
      return created.url
    }
    const folder = async (name: string) => {
      const made = await mkdtemp(join(tmpdir(), `tamga-backup-${name}-`))
      folders.push(made)
      return made
    }

    it('restores documents, history, users, records and the files kept in the database into an empty database', async () => {
      const source = configFor(await folder('source'), await database())
      const target = configFor(await folder('target'), await database())
      const backupFile = join(await folder('file'), 'tamga.backup')
      const first = await serve(source)
      let before: Answers
      let uploadUrl: string
      try {
        uploadUrl = await writeSomething(first, source)
        before = await answersOf(first, uploadUrl)
      } finally {
        await first.close()
      }
      expect(before.upload.bytes).toEqual(PNG)
      expect(JSON.stringify(before.news)).toContain('Нөөцөөс сэргээсэн мэдээ')
      const manifest = await createBackup(source, backupFile)
      expect(manifest).toMatchObject({ database: 'postgres', files: [] })

      expect((await restoreBackup(target, backupFile)).replaced).toBe(false)
      const second = await serve(target)
      try {
        expect(await answersOf(second, uploadUrl)).toEqual(before)
      } finally {
        await second.close()
      }
      // The restored database holds tables now: a second restore is refused unless forced, and
      // a forced one replaces them in one transaction.
      expect(String(await rejection(restoreBackup(target, backupFile)))).toMatch(/has tables already/)
      expect((await restoreBackup(target, backupFile, { force: true })).replaced).toBe(true)
      const third = await serve(target)
      try {
        expect(await answersOf(third, uploadUrl)).toEqual(before)
      } finally {
        await third.close()
      }
    })
  },
  { timeout: 240_000 },
)

describe('the backup and restore commands', () => {
  const capture = () => {
    const out: string[] = []
    const err: string[] = []
    return {
      out,
      err,
      context: { cwd: tmpdir(), env: {}, out: (line: string) => out.push(line), err: (line: string) => err.push(line) },
    }
  }

  it('print their help and refuse a command line without the file', async () => {
    const { runCli } = await import('../cli/runCli.ts')
    for (const [command, option] of [
      ['backup', '--out FILE'],
      ['restore', '--from FILE'],
    ] as const) {
      const help = capture()
      expect(await runCli([command, '--help'], help.context)).toBe(0)
      expect(help.out.join('\n')).toContain(`usage: tamga ${command} ${option}`)
      const bare = capture()
      expect(await runCli([command], bare.context)).toBe(2)
      expect(bare.err.join('\n')).toContain(option)
    }
    const listed = capture()
    await runCli(['--help'], listed.context)
    expect(listed.out.join('\n')).toMatch(/backup .*\n\s+restore /)
  })
})
