import { PROFILE_IMAGE_MAX_BYTES } from '@tamga/schema'
import { describe, expect, it } from 'vitest'
import { testBackends, useMigratedDatabase } from '../db/testing.ts'
import { multipartBody, pngOfSize, TINY_PNG, usersTestServer, useTemporaryStorage } from './testing.ts'

const wizard = (email: string): Record<string, string> => ({
  first_name: 'Нарантуяа',
  last_name: 'Bold',
  birthday: '1999-11-22',
  gender: 'women',
  register_no: 'уб99112233',
  email,
  phone: '99112233',
  password: 'Strong#Pass1',
  password_confirmation: 'Strong#Pass1',
})

const png = (bytes: Uint8Array, fileName = 'me.png') => [{ field: 'image', fileName, type: 'image/png', bytes }]

describe.each(testBackends())('POST /auth/register on $name', (backend) => {
  const database = useMigratedDatabase(backend)
  const folder = useTemporaryStorage()
  const server = () => usersTestServer({ database: database(), storage: folder().storage })

  it('creates an unconfirmed applicant whose login is the e-mail address, with the image stored', async () => {
    const app = await server()
    const response = await app.inject({
      method: 'POST',
      url: '/auth/register',
      ...multipartBody(wizard('naraa@example.mn'), png(TINY_PNG)),
    })
    expect(response.statusCode).toBe(201)
    const body = response.json()
    expect(body).toMatchObject({
      status: true,
      user: { login: 'naraa@example.mn', role_id: 5, confirmed: false, register_no: 'УБ99112233', gender: 'women' },
    })
    expect(JSON.stringify(body)).not.toContain('password')
    const upload = await database()
      .db.selectFrom('tamga_upload')
      .selectAll()
      .where('id', '=', body.user.image)
      .executeTakeFirstOrThrow()
    expect(upload).toMatchObject({ owner_id: body.user.id, media_type: 'image/png', size: TINY_PNG.byteLength })
    expect(await folder().storage.get(upload.storage_key)).toEqual(TINY_PNG)
    await app.close()
  })

  it('accepts the fields as JSON without an image', async () => {
    const app = await server()
    const response = await app.inject({
      method: 'POST',
      url: '/auth/register',
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      payload: wizard('json@example.mn'),
    })
    expect(response.statusCode).toBe(201)
    expect(response.json().user.image).toBeNull()
    await app.close()
  })

  it('answers every broken rule with its own message at its field', async () => {
    const app = await server()
    const response = await app.inject({
      method: 'POST',
      url: '/auth/register',
      ...multipartBody({
        ...wizard('Bad Mail@example.mn'),
        first_name: 'Нар1',
        register_no: 'UB99112233',
        phone: '9911-2233',
        password: 'weakpass',
        password_confirmation: 'other',
      }),
    })
    expect(response.statusCode).toBe(400)
    const body = response.json()
    expect(body).toMatchObject({ status: false, code: 'VALIDATION_FAILED', in: 'body' })
    const byPath = new Map<string, string[]>()
    for (const found of body.issues as Array<{ path: string; message: { en_US: string } }>) {
      byPath.set(found.path, [...(byPath.get(found.path) ?? []), found.message.en_US])
    }
    expect(byPath.get('/first_name')).toEqual(['Use Latin or Mongolian letters only'])
    expect(byPath.get('/register_no')?.[0]).toContain('two Mongolian Cyrillic letters followed by eight digits')
    expect(byPath.get('/email')).toEqual(['Spaces are included'])
    expect(byPath.get('/phone')).toEqual(['A phone number has digits only'])
    expect(byPath.get('/password')).toContain('The password must contain an upper-case Latin letter')
    expect(byPath.get('/password_confirmation')).toEqual(['Password authentication did not match !!!'])
    await app.close()
  })

  it('refuses unknown fields rather than ignoring them', async () => {
    const app = await server()
    const response = await app.inject({
      method: 'POST',
      url: '/auth/register',
      ...multipartBody({ ...wizard('extra@example.mn'), role_id: '1' }),
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().issues).toEqual([expect.objectContaining({ path: '/role_id', code: 'unknown-field' })])
    await app.close()
  })

  it('refuses a text file renamed .png, by its content', async () => {
    const app = await server()
    const response = await app.inject({
      method: 'POST',
      url: '/auth/register',
      ...multipartBody(wizard('text@example.mn'), png(Buffer.from('just some text, not a picture'))),
    })
    expect(response.statusCode).toBe(415)
    expect(response.json()).toMatchObject({ code: 'NOT_AN_IMAGE', msg: 'зөвхөн зураг оруулна уу!' })
    const users = await database()
      .db.selectFrom('tamga_user')
      .select('id')
      .where('email', '=', 'text@example.mn')
      .execute()
    expect(users).toEqual([])
    await app.close()
  })

  it('accepts an image of exactly 1 MiB and refuses one byte more', async () => {
    const app = await server()
    const fits = await app.inject({
      method: 'POST',
      url: '/auth/register',
      ...multipartBody(wizard('fits@example.mn'), png(pngOfSize(PROFILE_IMAGE_MAX_BYTES))),
    })
    expect(fits.statusCode).toBe(201)
    const tooLarge = await app.inject({
      method: 'POST',
      url: '/auth/register',
      ...multipartBody(wizard('large@example.mn'), png(pngOfSize(PROFILE_IMAGE_MAX_BYTES + 1))),
    })
    expect(tooLarge.statusCode).toBe(413)
    expect(tooLarge.json()).toMatchObject({ code: 'IMAGE_TOO_LARGE', enMsg: 'The image must be at most 1 MB' })
    await app.close()
  })

  it('answers 409 when the e-mail address (the login) is taken, in any case', async () => {
    const app = await server()
    const first = await app.inject({
      method: 'POST',
      url: '/auth/register',
      ...multipartBody(wizard('twice@example.mn')),
    })
    expect(first.statusCode).toBe(201)
    await database()
      .db.updateTable('tamga_user')
      .set({ email: 'TWICE@example.mn' })
      .where('id', '=', first.json().user.id)
      .execute()
    const second = await app.inject({
      method: 'POST',
      url: '/auth/register',
      ...multipartBody(wizard('twice@example.mn')),
    })
    expect(second.statusCode).toBe(409)
    expect(second.json()).toMatchObject({ status: false, code: 'USER_EXISTS' })
    await app.close()
  })

  it('refuses a registration without X-Requested-With', async () => {
    const app = await server()
    const { payload, headers } = multipartBody(wizard('csrf@example.mn'))
    const response = await app.inject({
      method: 'POST',
      url: '/auth/register',
      payload,
      headers: { 'content-type': headers['content-type'] ?? '' },
    })
    expect(response.statusCode).toBe(403)
    expect(response.json().code).toBe('CSRF_HEADER_MISSING')
    await app.close()
  })

  it('limits registrations per address, counted in the database', async () => {
    const app = await usersTestServer({
      database: database(),
      storage: folder().storage,
      registration: { limitPerAddress: 2, windowMinutes: 60 },
    })
    const register = (email: string) =>
      app.inject({
        method: 'POST',
        url: '/auth/register',
        remoteAddress: '203.0.113.9',
        ...multipartBody(wizard(email)),
      })
    expect((await register('rate1@example.mn')).statusCode).toBe(201)
    expect((await register('rate2@example.mn')).statusCode).toBe(201)
    const third = await register('rate3@example.mn')
    expect(third.statusCode).toBe(429)
    expect(third.json().code).toBe('REGISTRATION_LIMITED')
    // Another address is not affected.
    const other = await app.inject({
      method: 'POST',
      url: '/auth/register',
      remoteAddress: '203.0.113.10',
      ...multipartBody(wizard('rate4@example.mn')),
    })
    expect(other.statusCode).toBe(201)
    await app.close()
  })
})
