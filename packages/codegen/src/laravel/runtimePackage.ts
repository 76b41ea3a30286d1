// The runtime every generated Laravel project shares, as its own Composer package under
// `packages/<name>-api/` (namespace `Tamga\Api`): the contract's error answers, the JSON body
// checks, the list reading, the session lookup, the row conditions, the passwords and the
// sign-in lockout, from the PHP files in templates/laravel/runtime. It holds no project
// knowledge, so the project's own code (app/) stays the part that differs between projects.
import {
  DEFAULT_LOCKOUT_POLICY,
  LABEL_SUFFIX,
  lockedMessage,
  MAX_FILTER_VALUES,
  MAX_SEARCH_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_PROBLEM_MESSAGES,
  PROCESS_ID_FIELD,
  STANDARD_PASSWORD_HASH_COST,
  VERSION_FIELD,
} from '@tamga/schema'
import type { ProjectPlan } from '../plan/types.ts'
import { ERRORS } from '../sql/index.ts'
import type { FileTree } from '../tree/fileTree.ts'
import { addFile } from '../tree/fileTree.ts'
import { templateFiles } from '../tree/templates.ts'
import { phpValue } from './php.ts'
import { spellingTables } from './spelling.ts'

/** The namespace of the runtime package's classes. */
export const RUNTIME_NAMESPACE = 'Tamga\\Api'

/** Where the runtime package lives, relative to the project root. */
export function runtimeDirectory(plan: ProjectPlan): string {
  return `packages/${plan.name}-api`
}

/** The runtime package's Composer name. */
export function runtimePackageName(plan: ProjectPlan): string {
  return `tamga/${plan.name}-api`
}

/** The version the root project requires; a path package without VCS needs one written down. */
export const RUNTIME_VERSION = '1.0.0'

function runtimeComposerJson(plan: ProjectPlan): string {
  const composer = {
    name: runtimePackageName(plan),
    description: `The Tamga REST contract runtime of ${plan.name}: errors, validation answers, lists, sessions.`,
    type: 'library',
    version: RUNTIME_VERSION,
    license: 'proprietary',
    require: { php: '^8.2', 'laravel/framework': '^11.0' },
    autoload: { 'psr-4': { 'Tamga\\Api\\': 'src/' } },
  }
  return `${JSON.stringify(composer, null, 4)}\n`
}

function catalogue(): string {
  const entries = Object.fromEntries(
    ERRORS.map((error) => [error.code, [error.status, error.msg, error.enMsg, error.koMsg]]),
  )
  return phpValue(entries, '    ')
}

/** The password rule's words by problem code, from the one definition Tamga's server checks with. */
function passwordProblems(): string {
  const entries = Object.entries(PASSWORD_PROBLEM_MESSAGES).map(([code, message]) => [
    code,
    { mn_MN: message.mn_MN, en_US: message.en_US },
  ])
  return phpValue(Object.fromEntries(entries), '    ')
}

/** Tamga's argon2id cost as password_hash's options. */
function passwordHashCost(): string {
  const cost = STANDARD_PASSWORD_HASH_COST
  return phpValue({ memory_cost: cost.memoryCost, time_cost: cost.timeCost, threads: cost.parallelism }, '    ')
}

/** The sign-in lockout rule's numbers; an address is allowed as many failures as a login. */
function lockoutPolicy(): string {
  const policy = DEFAULT_LOCKOUT_POLICY
  return phpValue({ ...policy, maxFailuresPerAddress: policy.maxFailures }, '    ')
}

/** A number no text of the rule holds, standing for the minutes while a format is made. */
const MINUTES_MARKER = 97_531

/** LOGIN_LOCKED's words as sprintf formats (minutes as %d), from the schema's own lockedMessage. */
function lockedTexts(): string {
  const format = (minutes: number, language: 'mn_MN' | 'en_US' | 'ko_KR') =>
    minutes === 1
      ? lockedMessage(1)[language].replaceAll('%', '%%').replace(' 1 ', ' %d ')
      : lockedMessage(minutes)[language].replaceAll('%', '%%').replaceAll(String(minutes), '%d')
  return phpValue(
    [
      format(MINUTES_MARKER, 'mn_MN'),
      format(MINUTES_MARKER, 'en_US'),
      format(1, 'en_US'),
      format(MINUTES_MARKER, 'ko_KR'),
    ],
    '    ',
  )
}

/** Adds the runtime package: its composer.json and classes. */
export function addRuntimePackage(tree: FileTree, plan: ProjectPlan): void {
  const directory = runtimeDirectory(plan)
  addFile(tree, `${directory}/composer.json`, runtimeComposerJson(plan))
  // The classes are templates/laravel/runtime, as real PHP files; the contracts are filled in.
  for (const [name, contents] of templateFiles('laravel/runtime')) {
    // Replaced by functions: a `$` in the catalogue's texts is no replacement pattern.
    const filled = contents
      .replace('__CATALOGUE__', catalogue)
      .replace('__MAX_TEXT__', () => String(MAX_SEARCH_LENGTH))
      .replace('__MAX_VALUES__', () => String(MAX_FILTER_VALUES))
      .replace('__LABEL_SUFFIX__', () => LABEL_SUFFIX)
      .replace('__PROCESS_ID_FIELD__', () => PROCESS_ID_FIELD)
      .replace('__VERSION_FIELD__', () => VERSION_FIELD)
      .replace('__PASSWORD_MIN_LENGTH__', () => String(PASSWORD_MIN_LENGTH))
      .replace('__PASSWORD_MAX_LENGTH__', () => String(PASSWORD_MAX_LENGTH))
      .replace('__PASSWORD_PROBLEMS__', passwordProblems)
      .replace('__PASSWORD_HASH_COST__', passwordHashCost)
      .replace('__LOCKOUT_POLICY__', lockoutPolicy)
      .replace('__LOCKED_TEXTS__', lockedTexts)
      .replace('__SPELLING_TABLES__', spellingTables)
    addFile(tree, `${directory}/src/${name}`, filled)
  }
}

/** `Tamga\Api\X` for a `use` line. */
export function runtimeClass(name: string): string {
  return `${RUNTIME_NAMESPACE}\\${name}`
}
