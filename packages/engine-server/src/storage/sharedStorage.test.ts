// Two real `tamga start` processes on one PostgreSQL database, each with its own data folder:
// a file uploaded through one is read through the other, and `tamga storage migrate` moves the
// files a server kept in its data folder into the storage both share.
import { randomBytes, randomUUID } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { runCli } from '../cli/runCli.ts'
import { openDatabase, type TamgaDatabase } from '../db/database.ts'
import { createTestPostgresDatabase, describeOnPostgres } from '../db/testing.ts'
import { serverScratch, spawnTamga, waitUntilReady } from '../server/serverProcess.testing.ts'

const repoRoot = join(import.meta.dirname, '..', '..', '..', '..')
const ADMIN_PASSWORD = 'Adm1n!pass-fleet'
const PDF_HEAD = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n')
const PDF_TAIL = Buffer.from('\ntrailer\n<<>>\n%%EOF\n')
/** A PDF of about 600 KB: three chunks in the database. */
const pdf = () => Buffer.concat([PDF_HEAD, Buffer.from(randomBytes(300_000).toString('hex')), PDF_TAIL])

interface Instance {
  origin: string
  dataDir: string
  stop(): Promise<void>
}

/** `tamga start` in a process of its own; answers once it is ready. */
async function startInstance(env: Record<string, string>): Promise<Instance> {
  const server = await spawnTamga(env)
  await waitUntilReady(server, 150_000)
  const stop = async () => {
    if (server.child.exitCode !== null || server.child.signalCode !== null) return
    server.child.kill('SIGTERM')
    const timer = setTimeout(() => server.kill(), 15_000)
    await server.exited
    clearTimeout(timer)
  }
  return { origin: server.url, dataDir: env.DATA_DIR ?? '', stop }
}

describeOnPostgres(
  'files shared by the instances of a fleet',
  (postgres) => {
    let scratch = ''
    let env: Record<string, string> = {}
    let drop: () => Promise<void> = async () => undefined
    let database: TamgaDatabase | undefined
    const instances: Instance[] = []
    let headers: Record<string, string> = {}

    beforeAll(async () => {
      const made = await serverScratch('tamga-fleet-')
      scratch = made.folder
      const portal = made.portal
      const created = await createTestPostgresDatabase(postgres.url)
      drop = created.drop
      env = {
        DATABASE_URL: created.url,
        TAMGA_ADMIN_PASSWORD: ADMIN_PASSWORD,
        TAMGA_PROJECT: made.project,
        TAMGA_PORTAL_DIR: portal,
        LOG_LEVEL: 'warn',
      }
      // One after the other: the first prepares the new database, the second finds it ready.
      for (const name of ['a', 'b']) instances.push(await startInstance({ ...env, DATA_DIR: join(scratch, name) }))
      database = await openDatabase({ databaseUrl: created.url })
      const signIn = await fetch(`${instances[0]?.origin}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
        body: JSON.stringify({ login: 'admin', password: ADMIN_PASSWORD }),
      })
      expect(signIn.status).toBe(200)
      const { token } = (await signIn.json()) as { token: string }
      headers = { 'x-requested-with': 'XMLHttpRequest', authorization: `Bearer ${token}` }
    }, 360_000)

    afterAll(async () => {
      await Promise.all(instances.map((instance) => instance.stop()))
      await database?.close()
      await drop()
      await rm(scratch, { recursive: true, force: true })
    }, 60_000)

    const read = (instance: Instance | undefined, url: string) =>
      fetch(`${instance?.origin}${url}`, { headers }).then(async (response) => ({
        status: response.status,
        bytes: Buffer.from(await response.arrayBuffer()),
      }))

    it('a file uploaded through one instance is read, the same bytes, through the other', async () => {
      const [a, b] = instances
      const bytes = pdf()
      const form = new FormData()
      form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), 'scan.pdf')
      const uploaded = await fetch(`${a?.origin}/api/records/applications/uploads/attachment`, {
        method: 'POST',
        headers,
        body: form,
      })
      expect(uploaded.status).toBe(201)
      const { files } = (await uploaded.json()) as { files: Array<{ url: string }> }
      const url = files[0]?.url ?? ''
      const throughB = await read(b, url)
      expect(throughB.status).toBe(200)
      expect(throughB.bytes.equals(bytes)).toBe(true)
      expect((await read(a, url)).bytes.equals(bytes)).toBe(true)
      // Neither instance wrote it into its data folder.
      for (const instance of instances) expect(existsSync(join(instance.dataDir, 'uploads'))).toBe(false)
      const chunks = await database?.db
        .selectFrom('tamga_file_chunk')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow()
      expect(Number(chunks?.count)).toBe(3)
    })

    it('storage migrate copies the files a data folder kept, and a second run copies nothing', async () => {
      const [a, b] = instances
      // What a server that kept its files in its data folder left: rows and their bytes there.
      const kept = [pdf(), pdf()]
      const ids: string[] = []
      for (const bytes of kept) {
        const id = randomUUID()
        const key = `2025/12/${id}.pdf`
        await mkdir(dirname(join(a?.dataDir ?? '', 'uploads', key)), { recursive: true })
        await writeFile(join(a?.dataDir ?? '', 'uploads', key), bytes)
        await database?.db
          .insertInto('tamga_upload')
          .values({
            id,
            owner_id: null,
            file_name: 'old.pdf',
            media_type: 'application/pdf',
            size: bytes.byteLength,
            storage_key: key,
            krud: 'applications',
            field: 'attachment',
          })
          .execute()
        ids.push(id)
      }
      const url = (id: string | undefined) => `/api/records/applications/uploads/${id}`
      expect((await read(b, url(ids[0]))).status).toBe(404)

      const migrate = async () => {
        const out: string[] = []
        const err: string[] = []
        const code = await runCli(['storage', 'migrate', '--lang', 'en_US'], {
          cwd: repoRoot,
          env: { ...env, DATA_DIR: a?.dataDir ?? '' },
          out: (line) => out.push(line),
          err: (line) => err.push(line),
        })
        return { code, out: out.join('\n'), err: err.join('\n') }
      }
      const first = await migrate()
      expect(first).toMatchObject({ code: 0, err: '' })
      expect(first.out).toMatch(/copied 2 file\(s\), 1\.\d MB; 1 already in the shared storage; 0 missing/)
      const second = await migrate()
      expect(second.out).toContain('copied 0 file(s), 0.0 MB; 3 already in the shared storage; 0 missing')
      for (const [index, id] of ids.entries()) {
        const served = await read(b, url(id))
        expect(served.status).toBe(200)
        expect(served.bytes.equals(kept[index] ?? Buffer.alloc(0))).toBe(true)
      }
    })
  },
  { timeout: 120_000 },
)
