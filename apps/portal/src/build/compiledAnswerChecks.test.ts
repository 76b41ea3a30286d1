// The build plugin lives in build/ beside vite.config.ts; its test sits here because the
// workspace's test run looks for app tests under src/.
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { compileAnswerChecks } from '../../build/compiledAnswerChecks.ts'
import { readStartAnswer, START_ANSWERS } from '../startup/startAnswers.ts'
import { GRANTED_PERMISSIONS } from '../startup/testing.ts'

type Read = typeof readStartAnswer

const ME = {
  status: true,
  user: { id: 7, login: 'staff1', first_name: 'Болд', last_name: null, email: null, role: 3, roles: [3, 4] },
}

/** Answers of every kind a start-up may get: right ones, and ones each part of a schema refuses. */
const ANSWERS: Array<[keyof typeof START_ANSWERS, string, unknown, boolean]> = [
  ['me', 'a signed-in user', ME, true],
  ['me', 'a user without roles', { ...ME, user: { ...ME.user, roles: undefined } }, false],
  ['me', 'a role id that is not a whole number', { ...ME, user: { ...ME.user, role: 3.5 } }, false],
  ['me', 'a property the contract does not have', { ...ME, extra: 1 }, false],
  ['me', 'a proxy error page', '<html>502</html>', false],
  ['permissions', 'a role with one menu entry', GRANTED_PERMISSIONS, true],
  ['permissions', 'status false', { ...GRANTED_PERMISSIONS, status: false }, false],
  [
    'permissions',
    'a menu id the pattern refuses',
    {
      ...GRANTED_PERMISSIONS,
      permission: { ...GRANTED_PERMISSIONS.permission, menu: [{ id: 'no spaces', title: 'x', link_to: 'crud' }] },
    },
    false,
  ],
  [
    'permissions',
    'a link kind the enum lacks',
    {
      ...GRANTED_PERMISSIONS,
      permission: { ...GRANTED_PERMISSIONS.permission, menu: [{ id: 'news', title: 'x', link_to: 'ftp' }] },
    },
    false,
  ],
  ['permissions', 'nothing', null, false],
]

describe('the start-up answers compiled ahead of time', () => {
  let folder: string
  let compiled: Read

  beforeAll(async () => {
    // The module imports typebox's Guard, resolved here because the module is written elsewhere.
    const guard = pathToFileURL(createRequire(import.meta.url).resolve('typebox/guard')).href
    folder = await mkdtemp(join(tmpdir(), 'tamga-answer-checks-'))
    const file = join(folder, 'startAnswers.mjs')
    await writeFile(file, compileAnswerChecks(START_ANSWERS, guard))
    ;({ readStartAnswer: compiled } = (await import(pathToFileURL(file).href)) as { readStartAnswer: Read })
  })
  afterAll(() => rm(folder, { recursive: true, force: true }))

  it.each(ANSWERS)('reads %s: %s as the schema does', (name, _what, answer, usable) => {
    expect(readStartAnswer(name, answer) !== undefined).toBe(usable)
    expect(compiled(name, answer)).toBe(usable ? answer : undefined)
  })

  it('refuses a schema that needs more of typebox than its Guard helpers', () => {
    expect(() => compileAnswerChecks({ unique: { type: 'array', uniqueItems: true } })).toThrow(/more of typebox/)
  })
})
