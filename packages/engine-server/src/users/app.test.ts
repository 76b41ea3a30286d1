// The users domain inside the whole server: real sessions from /auth/login, real CSRF guard.
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { projectKind } from '@tamga/schema'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp, type TamgaApp } from '../app.ts'
import { testBackends, useMigratedDatabase } from '../db/testing.ts'
import { MemoryDocumentStore, signInHeaders, testConfig } from '../http/testing.ts'
import { seedDemoAccounts } from '../seed/accounts.ts'
import { multipartBody, rolesStore, TINY_PNG } from './testing.ts'

describe.each(testBackends())('users through buildApp on $name', { timeout: 60_000 }, (backend) => {
  const database = useMigratedDatabase(backend)
  let app: TamgaApp
  let dataDir = ''

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'tamga-users-app-'))
    await seedDemoAccounts(database().db)
    const roles = await rolesStore().list('role')
    const store = new MemoryDocumentStore([projectKind.example, ...roles.map((stored) => stored.document)])
    app = buildApp({ config: testConfig({ dataDir }), store, database: database(), logger: false })
    await app.ready()
  })
  afterAll(async () => {
    await app?.close()
    await rm(dataDir, { recursive: true, force: true })
  })

  const signIn = (login: string, password?: string) => signInHeaders(app, login, password)
  /** How many files the server's storage holds: in DATA_DIR/uploads on PGlite, in tamga_file on PostgreSQL. */
  const storedFiles = async (): Promise<number> => {
    if (backend.name === 'postgres') {
      const rows = await database().db.selectFrom('tamga_file').select('key').execute()
      return rows.length
    }
    const entries = await readdir(join(dataDir, 'uploads'), { recursive: true, withFileTypes: true })
    return entries.filter((entry) => entry.isFile()).length
  }

  it('registers, stores the image in the file storage, and lets the registrant read it once confirmed', async () => {
    const registered = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      ...multipartBody(
        {
          first_name: 'Болд',
          last_name: 'Дорж',
          birthday: '1990-05-01',
          gender: 'men',
          register_no: 'УБ90050112',
          email: 'bold@example.mn',
          phone: '99001122',
          password: 'Strong#Pass1',
          password_confirmation: 'Strong#Pass1',
        },
        [{ field: 'image', fileName: 'bold.png', type: 'image/png', bytes: TINY_PNG }],
      ),
    })
    expect(registered.statusCode).toBe(201)
    const { user } = registered.json()
    expect(await storedFiles()).toBe(1)

    const admin = await signIn('admin')
    const confirmed = await app.inject({ method: 'POST', url: `/api/users/${user.id}/confirm`, headers: admin })
    expect(confirmed.json().user.confirmed).toBe(true)

    const registrant = await signIn('bold@example.mn', 'Strong#Pass1')
    const image = await app.inject({ method: 'GET', url: `/api/uploads/${user.image}`, headers: registrant })
    expect(image.statusCode).toBe(200)
    expect(image.headers['content-type']).toBe('image/png')
    expect(image.rawPayload).toEqual(TINY_PNG)
    // Another ordinary user may not read it; an administrator may.
    const staff = await signIn('staff')
    expect((await app.inject({ method: 'GET', url: `/api/uploads/${user.image}`, headers: staff })).statusCode).toBe(
      403,
    )
    expect((await app.inject({ method: 'GET', url: `/api/uploads/${user.image}`, headers: admin })).statusCode).toBe(
      200,
    )
  })

  it('answers 401 to an anonymous caller and 403 to a non-administrator with a real session', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/users' })).statusCode).toBe(401)
    const staff = await signIn('staff')
    const response = await app.inject({ method: 'GET', url: '/api/users', headers: staff })
    expect(response.statusCode).toBe(403)
    expect(response.json().code).toBe('FORBIDDEN')
  })

  it('removes the uploads of a user deleted for good, rows and bytes', async () => {
    const admin = await signIn('admin')
    const found = await app.inject({ method: 'GET', url: '/api/users?search=bold@example.mn', headers: admin })
    const { id, image } = found.json().users[0]
    expect(image).toEqual(expect.any(String))
    await app.inject({ method: 'DELETE', url: `/api/users/${id}`, headers: admin })
    const gone = await app.inject({ method: 'DELETE', url: `/api/users/${id}/permanent`, headers: admin })
    expect(gone.statusCode).toBe(200)
    const uploads = await database().db.selectFrom('tamga_upload').select('id').where('id', '=', image).execute()
    expect(uploads).toEqual([])
    expect(await storedFiles()).toBe(0)
  })

  it('describes its routes in the OpenAPI document', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' })
    expect(response.statusCode).toBe(200)
    const paths = Object.keys(response.json().paths)
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/auth/register',
        '/api/users',
        '/api/users/{id}/restore',
        '/api/profile',
        '/api/change-password',
      ]),
    )
  })

  it('ends the sessions of a deleted user at once', async () => {
    const council = await signIn('council2')
    expect((await app.inject({ method: 'GET', url: '/api/profile', headers: council })).statusCode).toBe(200)
    const admin = await signIn('admin')
    const id = (await app.inject({ method: 'GET', url: '/api/profile', headers: council })).json().user.id
    expect((await app.inject({ method: 'DELETE', url: `/api/users/${id}`, headers: admin })).statusCode).toBe(200)
    expect((await app.inject({ method: 'GET', url: '/api/profile', headers: council })).statusCode).toBe(401)
  })
})
