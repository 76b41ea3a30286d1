// The conformance suite's runner: one list of HTTP cases (data files beside this one), run in
// order against a server that speaks Tamga's REST contract, Tamga's own or a generated one.
// A case names who calls (a signed-in login or a visitor), the request, the status and the
// answer's shape it expects, and values to keep for later cases (a created record's id).
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { isDeepStrictEqual } from 'node:util'

/** A server under test: where its REST contract is served (`http://…/api` for Tamga). */
export interface Target {
  name: string
  base: string
  /** The password of every login the cases sign in as. */
  password: string
}

/** One request and what its answer must be. */
export interface Case {
  name: string
  /** The login the request is made as (signed in once, then by bearer token); absent: a visitor. */
  as?: string
  /** A token kept from an earlier answer to call with instead (`${token}`). */
  bearer?: string
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'OPTIONS'
  /** The path after the contract's base, `${name}` replaced by a kept value. */
  path: string
  body?: unknown
  /** The status, the answer's shape, and headers by name (a value, `"$absent"` or `"$present"`). */
  expect: { status: number; body?: unknown; headers?: Record<string, string> }
  /** Headers the request carries besides the client's own (an `Origin`, a preflight's). */
  headers?: Record<string, string>
  /** Values of the answer to keep, by JSON pointer: `{ "id": "/record/id" }`. */
  keep?: Record<string, string>
  /** The answer must be the same on every target (after the run's own names are taken out). */
  same?: boolean
  /** Keys whose values a `same` answer may differ in, wherever they are: the times its entries were written. */
  masked?: string[]
}

/** What one case gave on one target. */
export interface CaseResult {
  name: string
  status: number
  body: unknown
  /** Why it failed, or undefined when it passed. */
  failure?: string
}

/**
 * What every request carries: Tamga's REST door refuses a state-changing request without
 * `X-Requested-With` (its guard against cross-site forms, which a cookie session needs); a
 * generated server, which takes bearer tokens only, ignores it.
 */
const CLIENT_HEADERS = { 'x-requested-with': 'XMLHttpRequest' }

/**
 * The case files of this folder (`*.cases.json`), in file-name order. Each file stands alone:
 * what it keeps and who it signs in as do not carry over to the next, so the targets can take
 * the files in turns and a file's reads of shared rows come before any other file's writes.
 */
export function readCaseFiles(folder = import.meta.dirname): Array<{ file: string; cases: Case[] }> {
  return readdirSync(folder)
    .filter((file) => file.endsWith('.cases.json'))
    .sort()
    .map((file) => ({ file, cases: (JSON.parse(readFileSync(join(folder, file), 'utf8')) as { cases: Case[] }).cases }))
}

/** The value at a JSON pointer, or undefined. */
export function at(value: unknown, pointer: string): unknown {
  let current = value
  for (const part of pointer.split('/').slice(1)) {
    const key = part.replaceAll('~1', '/').replaceAll('~0', '~')
    if (current === null || typeof current !== 'object') return undefined
    current = (current as Record<string, unknown>)[key]
  }
  return current
}

/** `text` with each `${name}` replaced by the kept value of that name. */
function substitute(text: string, kept: ReadonlyMap<string, unknown>): string {
  return text.replace(/\$\{(\w+)\}/g, (_whole, name: string) => {
    if (!kept.has(name)) throw new Error(`no value kept as ${name}`)
    return String(kept.get(name))
  })
}

/** A body or an expectation with every `${name}` replaced; a string that is only `${name}` takes the value's type. */
function substituteIn(value: unknown, kept: ReadonlyMap<string, unknown>): unknown {
  if (typeof value === 'string') {
    const whole = /^\$\{(\w+)\}$/.exec(value)
    if (whole?.[1] !== undefined && kept.has(whole[1])) return kept.get(whole[1])
    return substitute(value, kept)
  }
  if (Array.isArray(value)) return value.map((item) => substituteIn(item, kept))
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, substituteIn(item, kept)]))
  return value
}

const KINDS: Record<string, (value: unknown) => boolean> = {
  $number: (value) => typeof value === 'number',
  $string: (value) => typeof value === 'string',
  $boolean: (value) => typeof value === 'boolean',
  $null: (value) => value === null,
  $array: (value) => Array.isArray(value),
  $object: (value) => value !== null && typeof value === 'object' && !Array.isArray(value),
  $present: (value) => value !== undefined,
  $absent: (value) => value === undefined,
  $nonEmpty: (value) => Array.isArray(value) && value.length > 0,
  $empty: (value) => Array.isArray(value) && value.length === 0,
}

/**
 * Where `actual` differs from `expected`, or undefined when it matches. Objects match in part
 * (keys not named are not looked at); `"$number"`, `"$absent"`… match by kind; an object with
 * `$each`, `$some`, `$none` or `$length` matches an array's elements; `$sortedBy` an array's order.
 */
export function mismatch(expected: unknown, actual: unknown, where = ''): string | undefined {
  if (typeof expected === 'string' && expected in KINDS) {
    return KINDS[expected]?.(actual) === true ? undefined : `${where || '/'}: ${expected} expected, got ${show(actual)}`
  }
  if (expected !== null && typeof expected === 'object' && !Array.isArray(expected)) {
    const spec = expected as Record<string, unknown>
    if ('$each' in spec || '$some' in spec || '$none' in spec || '$length' in spec || '$sortedBy' in spec) {
      if (!Array.isArray(actual)) return `${where || '/'}: an array expected, got ${show(actual)}`
      if (spec.$length !== undefined && actual.length !== spec.$length)
        return `${where}: ${String(spec.$length)} elements expected, got ${actual.length}`
      if (spec.$each !== undefined)
        for (const [index, item] of actual.entries()) {
          const wrong = mismatch(spec.$each, item, `${where}/${index}`)
          if (wrong !== undefined) return wrong
        }
      if (spec.$some !== undefined && !actual.some((item) => mismatch(spec.$some, item) === undefined))
        return `${where}: no element matches ${show(spec.$some)}`
      if (spec.$none !== undefined) {
        const index = actual.findIndex((item) => mismatch(spec.$none, item) === undefined)
        if (index >= 0) return `${where}/${index}: matches ${show(spec.$none)}, which no element may`
      }
      if (spec.$sortedBy !== undefined) {
        const { field, desc } = spec.$sortedBy as { field: string; desc?: boolean }
        for (let index = 1; index < actual.length; index++) {
          const before = (actual[index - 1] as Record<string, unknown>)[field]
          const after = (actual[index] as Record<string, unknown>)[field]
          if (before === null || after === null || before === undefined || after === undefined) continue
          const order = String(before).localeCompare(String(after), undefined, { numeric: typeof before === 'number' })
          if (desc === true ? order < 0 : order > 0)
            return `${where}/${index}: not sorted by ${field}${desc === true ? ' descending' : ''}`
        }
      }
      return undefined
    }
    if (actual === null || typeof actual !== 'object' || Array.isArray(actual))
      return `${where || '/'}: an object expected, got ${show(actual)}`
    for (const [key, value] of Object.entries(spec)) {
      const wrong = mismatch(value, (actual as Record<string, unknown>)[key], `${where}/${key}`)
      if (wrong !== undefined) return wrong
    }
    return undefined
  }
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual) || actual.length !== expected.length)
      return `${where || '/'}: ${show(expected)} expected, got ${show(actual)}`
    for (const [index, item] of expected.entries()) {
      const wrong = mismatch(item, actual[index], `${where}/${index}`)
      if (wrong !== undefined) return wrong
    }
    return undefined
  }
  return isDeepStrictEqual(expected, actual)
    ? undefined
    : `${where || '/'}: ${show(expected)} expected, got ${show(actual)}`
}

function show(value: unknown): string {
  const text = JSON.stringify(value)
  return text === undefined ? 'nothing' : text.length > 200 ? `${text.slice(0, 200)}…` : text
}

/**
 * Runs the cases in order against a target and answers each one's result. `values` are this
 * run's own (`${run}` in a title, `${letters}` in a code), so records a case makes never meet
 * another run's.
 */
export async function runCases(
  target: Target,
  cases: readonly Case[],
  values: Readonly<Record<string, unknown>>,
): Promise<CaseResult[]> {
  const kept = new Map<string, unknown>(Object.entries(values))
  const tokens = new Map<string, string>()
  const signIn = async (login: string): Promise<string> => {
    const known = tokens.get(login)
    if (known !== undefined) return known
    const response = await fetch(`${target.base}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...CLIENT_HEADERS },
      body: JSON.stringify({ login, password: target.password }),
    })
    const body = (await response.json()) as { token?: unknown }
    if (typeof body.token !== 'string') throw new Error(`${target.name}: ${login} cannot sign in: ${show(body)}`)
    tokens.set(login, body.token)
    return body.token
  }

  const results: CaseResult[] = []
  for (const testCase of cases) {
    const result: CaseResult = { name: testCase.name, status: 0, body: undefined }
    try {
      const headers: Record<string, string> = { accept: 'application/json', ...CLIENT_HEADERS }
      if (testCase.as !== undefined) headers.authorization = `Bearer ${await signIn(testCase.as)}`
      if (testCase.bearer !== undefined) headers.authorization = `Bearer ${substitute(testCase.bearer, kept)}`
      Object.assign(headers, testCase.headers ?? {})
      const body = testCase.body === undefined ? undefined : substituteIn(testCase.body, kept)
      if (body !== undefined) headers['content-type'] = 'application/json'
      const response = await fetch(`${target.base}${substitute(testCase.path, kept)}`, {
        method: testCase.method,
        headers,
        body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      })
      result.status = response.status
      const text = await response.text()
      result.body = text === '' ? undefined : JSON.parse(text)
      if (result.status !== testCase.expect.status)
        result.failure = `status ${testCase.expect.status} expected, got ${result.status}: ${show(result.body)}`
      else if (testCase.expect.body !== undefined)
        result.failure = mismatch(substituteIn(testCase.expect.body, kept), result.body)
      for (const [name, expected] of Object.entries(testCase.expect.headers ?? {})) {
        const actual = response.headers.get(name) ?? undefined
        const fits =
          expected === '$absent'
            ? actual === undefined
            : expected === '$present'
              ? actual !== undefined
              : actual === expected
        if (!fits) result.failure ??= `header ${name}: ${expected} expected, got ${actual ?? 'none'}`
      }
      for (const [name, pointer] of Object.entries(testCase.keep ?? {})) {
        const value = at(result.body, pointer)
        if (value === undefined) result.failure ??= `nothing at ${pointer} to keep as ${name}`
        kept.set(name, value)
      }
    } catch (error) {
      result.failure = error instanceof Error ? error.message : String(error)
    }
    results.push(result)
  }
  return results
}
