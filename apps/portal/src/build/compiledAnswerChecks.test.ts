// The build plugin lives in build/ beside vite.config.ts; its test sits here because the
// workspace's test run looks for app tests under src/.
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { TSchema } from 'typebox'
import { Guard } from 'typebox/guard'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { compileAnswerChecks, GUARD_HELPERS } from '../../build/compiledAnswerChecks.ts'
import { GRANTED_PERMISSIONS } from '../startup/testing.ts'

const ME = {
  status: true,
  user: {
    id: 7,
    login: 'staff1',
    first_name: 'Болд',
    last_name: null,
    email: null,
    role: 3,
    roles: [3, 4],
    role_names: [
      { id: 3, display_name: { mn_MN: 'Ажилтан', en_US: 'Staff' } },
      { id: 4, display_name: 'Зөвлөл' },
    ],
  },
}
const LOGIN = { ...ME, msg: 'Амжилттай нэвтэрлээ', enMsg: 'Signed in', token: 'abc', redirect: '/admin' }
const REFUSED = {
  status: false,
  code: 'VALIDATION_FAILED',
  msg: 'Алдаа',
  enMsg: 'Error',
  in: 'body',
  issues: [{ path: '/title', code: 'required', message: { mn_MN: 'Заавал', en_US: 'Required' } }],
}

type Read = (name: string, value: unknown) => unknown

/** Every `…Answers.ts` of the portal and the packages it bundles: the modules the build compiles. */
async function answersModules(): Promise<string[]> {
  const root = join(import.meta.dirname, '..', '..', '..', '..')
  const found: string[] = []
  for (const folder of [
    'apps/portal/src',
    ...(await readdir(join(root, 'packages'))).map((name) => `packages/${name}/src`),
  ])
    for (const file of await readdir(join(root, folder), { recursive: true }).catch(() => []))
      if (/(^|\/)[a-z][A-Za-z]*Answers\.ts$/.test(file)) found.push(join(root, folder, file))
  return found
}

/** Answers of every kind the browser may get: right ones, and ones each part of a schema refuses. */
const ANSWERS: Array<[string, string, string, unknown, boolean]> = [
  ['readStartAnswer', 'me', 'a signed-in user', ME, true],
  ['readStartAnswer', 'me', 'a user without roles', { ...ME, user: { ...ME.user, roles: undefined } }, false],
  ['readStartAnswer', 'me', 'a role id that is not a whole number', { ...ME, user: { ...ME.user, role: 3.5 } }, false],
  ['readStartAnswer', 'me', 'a property the contract does not have', { ...ME, extra: 1 }, false],
  ['readStartAnswer', 'me', 'a proxy error page', '<html>502</html>', false],
  ['readStartAnswer', 'permissions', 'a role with one menu entry', GRANTED_PERMISSIONS, true],
  ['readStartAnswer', 'permissions', 'status false', { ...GRANTED_PERMISSIONS, status: false }, false],
  [
    'readStartAnswer',
    'permissions',
    'a menu id the pattern refuses',
    {
      ...GRANTED_PERMISSIONS,
      permission: { ...GRANTED_PERMISSIONS.permission, menu: [{ id: 'no spaces', title: 'x', link_to: 'crud' }] },
    },
    false,
  ],
  [
    'readStartAnswer',
    'permissions',
    'a link kind the enum lacks',
    {
      ...GRANTED_PERMISSIONS,
      permission: { ...GRANTED_PERMISSIONS.permission, menu: [{ id: 'news', title: 'x', link_to: 'ftp' }] },
    },
    false,
  ],
  ['readStartAnswer', 'permissions', 'nothing', null, false],
  ['readSignInAnswer', 'login', 'a session with its token', LOGIN, true],
  ['readSignInAnswer', 'login', 'a session without a token', { ...LOGIN, token: undefined }, false],
  ['readSignInAnswer', 'selectRole', 'the user in the chosen role', { ...ME, redirect: '/admin' }, true],
  ['readSignInAnswer', 'selectRole', 'a redirect that is not text', { ...ME, redirect: 5 }, false],
  ['readErrorAnswer', 'error', 'a refusal with its issues', REFUSED, true],
  ['readErrorAnswer', 'error', 'a code the catalogue lacks', { ...REFUSED, code: 'NO_SUCH_CODE' }, false],
  ['readErrorAnswer', 'error', 'a request part that is not one', { ...REFUSED, in: 'cookie' }, false],
  [
    'readErrorAnswer',
    'error',
    'an issue without its English',
    { ...REFUSED, issues: [{ path: '', code: 'x', message: { mn_MN: 'x' } }] },
    false,
  ],
  ['readErrorAnswer', 'error', 'a success', ME, false],
]

describe('the answers compiled ahead of time', () => {
  let folder: string
  /** By reader: the module's contracts, its reader as the dev server runs it, and compiled. */
  const readers = new Map<string, { answers: Record<string, TSchema>; read: Read; compiled: Read }>()
  /** {@link GUARD_HELPERS} as the compiled modules run them. */
  let helpers: Array<[string, (value: string) => unknown]>

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'tamga-answer-checks-'))
    const helpersFile = join(folder, 'helpers.mjs')
    const written = Object.entries(GUARD_HELPERS).map(([name, helper]) => `${name}: ${helper}`)
    await writeFile(helpersFile, `export default { ${written.join(', ')} }`)
    helpers = Object.entries((await import(pathToFileURL(helpersFile).href)).default)
    for (const path of await answersModules()) {
      const { ANSWERS: answers, ...rest } = (await import(pathToFileURL(path).href)) as Record<string, unknown>
      const [reader, read] = Object.entries(rest)[0] as [string, Read]
      const file = join(folder, `${reader}.mjs`)
      await writeFile(file, compileAnswerChecks(answers as Record<string, TSchema>, reader))
      const compiled = ((await import(pathToFileURL(file).href)) as Record<string, Read>)[reader] as Read
      readers.set(reader, { answers: answers as Record<string, TSchema>, read, compiled })
    }
  })
  afterAll(() => rm(folder, { recursive: true, force: true }))

  it('has answers below for every answers module and every contract in it', () => {
    const covered = new Set(ANSWERS.map(([reader, name]) => `${reader} ${name}`))
    const contracts = [...readers].flatMap(([reader, { answers }]) =>
      Object.keys(answers).map((name) => `${reader} ${name}`),
    )
    expect(contracts.length).toBeGreaterThanOrEqual(5)
    expect(contracts.filter((contract) => !covered.has(contract))).toEqual([])
  })

  it.each(ANSWERS)('%s reads %s: %s as the schema does', (reader, name, _what, answer, usable) => {
    const module = readers.get(reader)
    expect(module?.read(name, answer) !== undefined).toBe(usable)
    expect(module?.compiled(name, answer)).toBe(usable ? answer : undefined)
  })

  it('writes only the helpers the checks call, none for a schema without text lengths', () => {
    expect(compileAnswerChecks(readers.get('readStartAnswer')?.answers ?? {}, 'read')).toMatch(
      /const Guard = \{ CodePointCount: /,
    )
    expect(compileAnswerChecks(readers.get('readErrorAnswer')?.answers ?? {}, 'read')).not.toMatch(/Guard/)
  })

  it.each(['Монгол', 'a😀b', '👩‍👩‍👧', '\ud83d', '\ude00x', ''])(
    'counts the code points of %j as typebox does',
    (text) => {
      for (const [name, helper] of helpers)
        expect(helper(text)).toBe((Guard as unknown as Record<string, (value: string) => unknown>)[name]?.(text))
    },
  )

  it('refuses a schema that needs more of typebox than its Guard helpers', () => {
    const unique = { type: 'array', uniqueItems: true } as unknown as TSchema
    expect(() => compileAnswerChecks({ unique }, 'read')).toThrow(/more of typebox/)
    const graphemes = { type: 'string', format: 'email' } as unknown as TSchema
    expect(() => compileAnswerChecks({ graphemes }, 'read')).toThrow(/more of typebox/)
  })
})
