// The GraphQL endpoint as an integrator meets it: two stock clients from npm (graphql-request,
// and Apollo Client's core with graphql-ws for subscriptions) against the whole server started
// on a real port, over the heritage example. Each client does only what its documentation shows:
// a bearer token in `Authorization` (no `X-Requested-With`), the token in the subscription's
// `connection_init`, `Accept-Language` for its messages; the moments it reads are the REST API's.
import { ApolloClient, CombinedGraphQLErrors, gql, HttpLink, InMemoryCache } from '@apollo/client'
import { GraphQLWsLink } from '@apollo/client/link/subscriptions'
import { ERROR_CATALOGUE } from '@tamga/schema'
import { ClientError, GraphQLClient } from 'graphql-request'
import { type Client, createClient } from 'graphql-ws'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { buildApp, type TamgaApp } from '../app.ts'
import { SESSION_COOKIE } from '../auth/authPlugin.ts'
import { testBackends, useMigratedDatabase } from '../db/testing.ts'
import { testConfig } from '../http/testing.ts'
import { DEMO_PASSWORD } from '../seed/accounts.ts'
import { HERITAGE, heritageStore, listenForSockets, seedHeritage } from './testing.ts'

/** A partner's web page the project lets call the API from a browser. */
const PARTNER = 'https://partner.example.mn'

/** The moment format of every answer: JavaScript's toISOString, as the records API writes. */
const MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/

interface Change {
  action: string
  id: string
  row: { id: string; title: string; created_at: string } | null
}

const SUBSCRIPTION = 'subscription { applicationChanged { action id row { id title created_at } } }'

/** The values a subscription delivers, taken one at a time. */
class Deliveries<TValue> {
  readonly #queued: TValue[] = []
  readonly #waiting: Array<(value: TValue) => void> = []
  readonly errors: unknown[] = []

  push = (value: TValue): void => {
    const waiter = this.#waiting.shift()
    if (waiter === undefined) this.#queued.push(value)
    else waiter(value)
  }

  fail = (error: unknown): void => {
    this.errors.push(error)
  }

  /** The next value, or undefined after `ms` milliseconds without one. */
  next(ms = 5000): Promise<TValue | undefined> {
    const queued = this.#queued.shift()
    if (queued !== undefined) return Promise.resolve(queued)
    return new Promise((resolve) => {
      const take = (value: TValue) => {
        clearTimeout(timer)
        resolve(value)
      }
      const timer = setTimeout(() => {
        this.#waiting.splice(this.#waiting.indexOf(take), 1)
        resolve(undefined)
      }, ms)
      this.#waiting.push(take)
    })
  }
}

/** graphql-ws's client in Node: `ws` as the WebSocket, with upgrade headers when given. */
function wsClient(
  url: string,
  connectionParams: Record<string, unknown>,
  headers: Record<string, string> = {},
): Client {
  class HeaderedSocket extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, { headers })
    }
  }
  return createClient({ url, webSocketImpl: HeaderedSocket, connectionParams, lazy: true, retryAttempts: 0 })
}

describe.each(testBackends())('stock GraphQL clients on $name', { timeout: 90_000 }, (backend) => {
  const database = useMigratedDatabase(backend)
  let app: TamgaApp
  let origin: string
  let endpoint: string
  let socketUrl: string
  const tokens = new Map<string, string>()

  beforeAll(async () => {
    await seedHeritage(database().db)
    const store = await heritageStore()
    const [project] = await store.list('project')
    if (project === undefined) throw new Error('the heritage example has no project document')
    await store.put({ ...project.document, cors_origins: [PARTNER] }, { by: null })
    app = buildApp({ config: testConfig({ projectDir: HERITAGE }), store, database: database(), logger: false })
    await app.ready()
    socketUrl = await listenForSockets(app, '/api/query')
    origin = socketUrl.replace(/^ws:/, 'http:').replace(/\/api\/query$/, '')
    endpoint = `${origin}/api/query`
  }, 90_000)
  afterAll(async () => {
    await app?.close()
  })

  /** Signs in as a stock client does: a login request, the token kept from its answer. */
  async function tokenOf(login: string): Promise<string> {
    let token = tokens.get(login)
    if (token === undefined) {
      const answer = await fetch(`${origin}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
        body: JSON.stringify({ login, password: DEMO_PASSWORD }),
      })
      expect(answer.status, await answer.clone().text()).toBe(200)
      token = ((await answer.json()) as { token: string }).token
      tokens.set(login, token)
    }
    return token
  }

  const bearer = async (login: string) => ({ authorization: `Bearer ${await tokenOf(login)}` })

  /** graphql-request's client as its README shows it: the endpoint and the headers. */
  const requestClient = async (login: string | null, headers: Record<string, string> = {}) =>
    new GraphQLClient(endpoint, { headers: { ...(login === null ? {} : await bearer(login)), ...headers } })

  /** Apollo Client's core in Node, over HTTP, and over graphql-ws for subscriptions. */
  const apolloClient = async (login: string) => {
    const token = await tokenOf(login)
    return new ApolloClient({
      link: new HttpLink({ uri: endpoint, headers: { authorization: `Bearer ${token}` } }),
      cache: new InMemoryCache(),
    })
  }

  /** The code and message a refused request answers, as graphql-request hands them to its caller. */
  async function refusal(run: Promise<unknown>): Promise<{ code: unknown; message: string }> {
    try {
      await run
    } catch (error) {
      if (!(error instanceof ClientError)) throw error
      const first = error.response.errors?.[0]
      return { code: first?.extensions?.code, message: first?.message ?? '' }
    }
    throw new Error('expected the request to be refused')
  }

  it('graphql-request reads with a bearer token and no X-Requested-With, and REST writes the same way', async () => {
    const client = await requestClient('staff')
    const data = await client.request<{ applicationList: Array<{ id: string; title: string }> }>(
      '{ applicationList(limit: 3) { id title } }',
    )
    expect(data.applicationList.length).toBeGreaterThan(0)
    // A REST write with nothing but the token, as an integrator's script sends it.
    const written = await fetch(`${origin}/api/records/applications`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(await bearer('applicant')) },
      body: JSON.stringify({ heritage_bearer_id: 1, title: 'Bearer-ээр бичсэн', amount: 1000 }),
    })
    expect(written.status, await written.clone().text()).toBe(200)
  })

  it('still asks a cookie session for X-Requested-With, and signs a request with a bearer token in by that token alone', async () => {
    const post = (headers: Record<string, string>) =>
      fetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ query: '{ feedbackList(limit: 1) { id } }' }),
      })
    const cookie = `${SESSION_COOKIE}=${await tokenOf('staff')}`
    const cookieOnly = await post({ cookie })
    expect(cookieOnly.status).toBe(403)
    const refused = (await cookieOnly.json()) as { data: null; errors: Array<{ extensions: { code: string } }> }
    expect(refused.data).toBeNull()
    expect(refused.errors[0]?.extensions.code).toBe('CSRF_HEADER_MISSING')
    // A credential that is not a bearer token leaves the cookie to sign in: still refused.
    const basic = await post({ cookie, authorization: 'Basic c3RhZmY6c2VjcmV0' })
    expect(basic.status).toBe(403)
    // With the header, the cookie's staff member reads feedback.
    const withHeader = await post({ cookie, 'x-requested-with': 'XMLHttpRequest' })
    expect(((await withHeader.json()) as { errors?: unknown }).errors).toBeUndefined()
    // The applicant's token beside the staff member's cookie: the applicant, who may not.
    const applicant = await post({ cookie, ...(await bearer('applicant')) })
    expect(applicant.status).toBe(200)
    const asApplicant = (await applicant.json()) as { errors: Array<{ extensions: { code: string } }> }
    expect(asApplicant.errors[0]?.extensions.code).toBe('FORBIDDEN')
    // A token that signs nobody in beside the cookie: nobody, not the cookie's staff member.
    const unknown = await post({ cookie, authorization: `Bearer ${'x'.repeat(43)}` })
    expect(unknown.status).toBe(200)
    const asNobody = (await unknown.json()) as { errors: Array<{ extensions: { code: string } }> }
    expect(asNobody.errors[0]?.extensions.code).toBe('UNAUTHORIZED')
  })

  it('answers a listed origin’s preflight and its JSON request with authorization, so a browser page may call it', async () => {
    const preflight = await fetch(endpoint, {
      method: 'OPTIONS',
      headers: {
        origin: PARTNER,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe(PARTNER)
    const allowed = String(preflight.headers.get('access-control-allow-headers')).toLowerCase()
    expect(allowed).toContain('authorization')
    expect(allowed).toContain('content-type')
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull()
    const answer = await fetch(endpoint, {
      method: 'POST',
      headers: { origin: PARTNER, 'content-type': 'application/json', ...(await bearer('staff')) },
      body: JSON.stringify({ query: '{ newsCount }' }),
    })
    expect(answer.status).toBe(200)
    expect(answer.headers.get('access-control-allow-origin')).toBe(PARTNER)
    expect(((await answer.json()) as { data: { newsCount: number } }).data.newsCount).toBeGreaterThan(0)
    // Any other page gets no header, so its browser keeps the answer from it.
    const other = await fetch(endpoint, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    })
    expect(other.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('answers messages in the language Accept-Language asks for, Mongolian by default', async () => {
    const { FORBIDDEN, UNAUTHORIZED } = ERROR_CATALOGUE
    const query = '{ feedbackList { id } }'
    const asked = async (language: string | undefined, login: string | null) =>
      refusal(
        (await requestClient(login, language === undefined ? {} : { 'accept-language': language })).request(query),
      )
    expect(await asked(undefined, 'applicant')).toEqual({ code: 'FORBIDDEN', message: FORBIDDEN.msg })
    expect(await asked('en-US,en;q=0.9', 'applicant')).toEqual({ code: 'FORBIDDEN', message: FORBIDDEN.enMsg })
    expect(await asked('ko-KR,ko;q=0.9,en;q=0.8', 'applicant')).toEqual({ code: 'FORBIDDEN', message: FORBIDDEN.koMsg })
    expect(await asked('fr-FR, en;q=0.5', null)).toEqual({ code: 'UNAUTHORIZED', message: UNAUTHORIZED.enMsg })
    expect(await asked('de', null)).toEqual({ code: 'UNAUTHORIZED', message: UNAUTHORIZED.msg })
    // GraphQL's own refusals too: a misspelt field and a variable of the wrong type.
    const misspelt = async (language: string | undefined) =>
      refusal(
        (await requestClient('admin', language === undefined ? {} : { 'accept-language': language })).request(
          'query ($n: Int) { newsList(limit: $n) { titel } }',
          { n: 'two' },
        ),
      )
    expect(await misspelt(undefined)).toEqual({
      code: 'VALIDATION_FAILED',
      message: expect.stringMatching(/^"News" төрөлд "titel" талбар байхгүй\. .*"title".* гэсэн үү\?$/),
    })
    expect(await misspelt('en')).toEqual({
      code: 'VALIDATION_FAILED',
      message: expect.stringMatching(/^Cannot query field "titel" on type "News"\. Did you mean .*"title".*\?$/),
    })
    expect(await misspelt('ko')).toEqual({
      code: 'VALIDATION_FAILED',
      message: expect.stringMatching(/^"News" 타입에 "titel" 필드가 없습니다\. .*"title".*을\(를\) 찾으셨나요\?$/),
    })
    const wrongType = async (language: string) =>
      refusal(
        (await requestClient('admin', { 'accept-language': language })).request(
          'query ($n: Int) { newsList(limit: $n) { title } }',
          { n: 'two' },
        ),
      )
    expect(await wrongType('mn')).toEqual({
      code: 'VALIDATION_FAILED',
      message: '"$n" хувьсагчийн утга "two" буруу: Int төрөлд тохирохгүй утга: "two"',
    })
    expect(await wrongType('ko')).toEqual({
      code: 'VALIDATION_FAILED',
      message: '변수 "$n"의 값 "two"이(가) 올바르지 않습니다: Int 타입에 맞지 않는 값: "two"',
    })
    // The engine's own refusals of an argument: where, and what it must be, in each language.
    const badArgument = async (language: string, query: string) =>
      refusal((await requestClient('admin', { 'accept-language': language })).request(query))
    const tooManyGroups = '{ newsAggregate { groups(groupBy: [is_published], limit: 100000) { count } } }'
    expect(await badArgument('mn', tooManyGroups)).toEqual({
      code: 'VALIDATION_FAILED',
      message: '/newsAggregate/groups/limit: 0-ээс 1000 хүртэл байна',
    })
    expect(await badArgument('en', tooManyGroups)).toEqual({
      code: 'VALIDATION_FAILED',
      message: '/newsAggregate/groups/limit: must be 0 to 1000',
    })
    expect(await badArgument('ko', tooManyGroups)).toEqual({
      code: 'VALIDATION_FAILED',
      message: '/newsAggregate/groups/limit: 0에서 1000 사이여야 합니다',
    })
    expect(await badArgument('ko', '{ newsList(filter: { published_at: { from: "yesterday" } }) { id } }')).toEqual({
      code: 'VALIDATION_FAILED',
      message: '/newsList/filter/published_at/from: YYYY-MM-DD 날짜 또는 ISO 날짜와 시간이어야 합니다',
    })
    // Apollo Client gets the same, from a field the engine compiles and from a mutation the executor runs.
    const apollo = new ApolloClient({
      link: new HttpLink({ uri: endpoint, headers: { ...(await bearer('council1')), 'accept-language': 'en' } }),
      cache: new InMemoryCache(),
    })
    const read = await apollo.query({ query: gql`{ feedbackList { id } }`, errorPolicy: 'all' })
    // The council member's schema has editApplication (the subject of an approval step edits);
    // a version the row never had is refused on the write path.
    const written = await apollo.mutate({
      mutation: gql`mutation { editApplication(id: 1, version: "0", input: { title: "x" }) { id } }`,
      errorPolicy: 'all',
    })
    const firstOf = (error: unknown) => (CombinedGraphQLErrors.is(error) ? error.errors[0] : undefined)
    expect(firstOf(read.error)?.extensions?.code).toBe('FORBIDDEN')
    expect(firstOf(read.error)?.message).toBe(FORBIDDEN.enMsg)
    expect(firstOf(written.error)?.extensions?.code).toBe('RECORD_CHANGED')
    expect(firstOf(written.error)?.message).toBe(ERROR_CATALOGUE.RECORD_CHANGED.enMsg)
  })

  it('writes moments as the records API does, through Apollo Client', async () => {
    const client = await apolloClient('admin')
    const { data } = await client.query<{ applicationList: Array<{ id: string; created_at: string | null }> }>({
      query: gql`{ applicationList(limit: 5) { id created_at } }`,
    })
    const rows = data?.applicationList ?? []
    expect(rows.length).toBeGreaterThan(0)
    const admin = await bearer('admin')
    for (const row of rows) {
      expect(row.created_at).toMatch(MOMENT)
      const rest = await fetch(`${origin}/api/records/applications/${row.id}`, { headers: admin })
      const record = ((await rest.json()) as { record: { created_at: string } }).record
      expect(row.created_at).toBe(record.created_at)
    }
  })

  it('takes the subscription’s token from connection_init, with Apollo Client over graphql-ws, and never another’s rows', async () => {
    const token = await tokenOf('applicant')
    // No header on the upgrade: the token travels only in connection_init, as in a browser.
    const client = new ApolloClient({
      link: new GraphQLWsLink(wsClient(socketUrl, { authorization: `Bearer ${token}` })),
      cache: new InMemoryCache(),
    })
    const heard = new Deliveries<Change>()
    const subscription = client
      .subscribe<{ applicationChanged: Change }>({ query: gql(SUBSCRIPTION) })
      .subscribe({ next: (result) => result.data && heard.push(result.data.applicationChanged), error: heard.fail })
    try {
      const write = async (login: string, title: string) => {
        const answer = await fetch(`${origin}/api/records/applications`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(await bearer(login)) },
          body: JSON.stringify({ heritage_bearer_id: 1, title, amount: 1000 }),
        })
        expect(answer.status).toBe(200)
        return String(((await answer.json()) as { record: { id: number } }).record.id)
      }
      // A subscription goes live a moment after it is sent, with no message to say so.
      let live = false
      for (let round = 0; round < 40 && !live; round++) {
        await write('applicant', `probe ${round}`)
        live = (await heard.next(250)) !== undefined
      }
      expect(live, JSON.stringify(heard.errors)).toBe(true)
      while ((await heard.next(300)) !== undefined) {}
      await write('admin', 'Бусдын өргөдөл')
      const id = await write('applicant', 'Миний өргөдөл')
      const change = await heard.next()
      expect(change).toMatchObject({ action: 'INSERT', id, row: { id, title: 'Миний өргөдөл' } })
      expect(change?.row?.created_at).toMatch(MOMENT)
      expect(await heard.next(500)).toBeUndefined()
      expect(heard.errors).toEqual([])
    } finally {
      subscription.unsubscribe()
      client.stop()
    }
  })

  it('takes a bare { token } in connection_init with graphql-ws, and refuses without one in the upgrade’s language', async () => {
    const errorsOf = (client: Client) =>
      new Promise<unknown>((resolve) => {
        client.subscribe(
          { query: SUBSCRIPTION },
          { next: () => resolve('a value'), error: resolve, complete: () => resolve('complete') },
        )
      })
    // Signed in by { token }: the subscription starts (no error) until it is disposed.
    const signedIn = wsClient(socketUrl, { token: await tokenOf('applicant') })
    const outcome = await Promise.race([
      errorsOf(signedIn),
      new Promise((resolve) => setTimeout(resolve, 1500, 'open')),
    ])
    expect(outcome).toBe('open')
    await signedIn.dispose()
    // Nobody: refused, in Korean when the upgrade asks for it, in Mongolian otherwise.
    for (const [headers, message] of [
      [{ 'accept-language': 'ko' }, ERROR_CATALOGUE.UNAUTHORIZED.koMsg],
      [{}, ERROR_CATALOGUE.UNAUTHORIZED.msg],
    ] as const) {
      const anonymous = wsClient(socketUrl, {}, headers)
      const refused = (await errorsOf(anonymous)) as Array<{ message: string; extensions: { code: string } }>
      expect(refused[0]).toMatchObject({ message, extensions: { code: 'UNAUTHORIZED' } })
      await anonymous.dispose()
    }
    // A token that signs nobody in is nobody, whatever the upgrade carried.
    const forged = wsClient(socketUrl, { authorization: `Bearer ${'y'.repeat(43)}` }, await bearer('applicant'))
    const forgedRefusal = (await errorsOf(forged)) as Array<{ extensions: { code: string } }>
    expect(forgedRefusal[0]?.extensions.code).toBe('UNAUTHORIZED')
    await forged.dispose()
  })

  it('lets a page of a listed origin subscribe with the token of its connection_init, never with a cookie, and refuses another site', async () => {
    const outcomeOf = (client: Client) =>
      Promise.race([
        new Promise<unknown>((resolve) => {
          client.subscribe(
            { query: SUBSCRIPTION },
            { next: () => resolve('a value'), error: resolve, complete: () => resolve('complete') },
          )
        }),
        new Promise((resolve) => setTimeout(resolve, 1500, 'open')),
      ])
    const partner = { origin: PARTNER }
    const signedIn = wsClient(socketUrl, { authorization: `Bearer ${await tokenOf('applicant')}` }, partner)
    expect(await outcomeOf(signedIn)).toBe('open')
    await signedIn.dispose()
    // The applicant's cookie beside the partner's Origin, no token: nobody.
    const cookie = `${SESSION_COOKIE}=${await tokenOf('applicant')}`
    const byCookie = wsClient(socketUrl, {}, { ...partner, cookie })
    const refused = (await outcomeOf(byCookie)) as Array<{ extensions: { code: string } }>
    expect(refused[0]?.extensions.code).toBe('UNAUTHORIZED')
    await byCookie.dispose()
    // Any other site: the upgrade itself is refused.
    const status = await new Promise<number>((resolve) => {
      const socket = new WebSocket(socketUrl, 'graphql-transport-ws', { headers: { origin: 'https://evil.example' } })
      socket.once('open', () => {
        socket.close()
        resolve(101)
      })
      socket.once('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0))
    })
    expect(status).toBe(403)
  })

  it('shows each role’s introspection only the entries it may read, and a visitor only the public ones', async () => {
    const fieldsOf = async (login: string | null) => {
      const data = await (await requestClient(login)).request<{
        __schema: { queryType: { fields: Array<{ name: string }> } }
      }>('{ __schema { queryType { fields { name } } } }')
      return data.__schema.queryType.fields.map((field) => field.name)
    }
    const visitor = await fieldsOf(null)
    expect(visitor).toEqual(expect.arrayContaining(['news', 'newsCount', 'newsList']))
    expect(visitor.filter((name) => name !== '_schemaVersion' && !name.startsWith('news'))).toEqual([])
    // feedback and heritage_bearer are for roles 1–3; application for everyone signed in.
    const applicant = await fieldsOf('applicant')
    expect(applicant).toEqual(expect.arrayContaining(['applicationList', 'newsList']))
    expect(applicant.filter((name) => /feedback|heritageBearer/i.test(name))).toEqual([])
    const staff = await fieldsOf('staff')
    expect(staff).toEqual(expect.arrayContaining(['applicationList', 'feedbackList', 'heritageBearerList', 'newsList']))
    // The applicant may not see the type at all.
    const type = await (await requestClient('applicant')).request<{ __type: unknown }>(
      '{ __type(name: "Feedback") { name } }',
    )
    expect(type.__type).toBeNull()
  })
})
