// The runtime every generated Laravel project shares, as its own Composer package under
// `packages/<name>-api/` (namespace `Tamga\Api`): the contract's error answers, the JSON body
// checks, the list reading, the session lookup and the row conditions, from the PHP files in
// templates/laravel/runtime. It holds no project knowledge, so the project's own code (app/)
// stays the part that differs between projects.
import { MAX_FILTER_VALUES, MAX_SEARCH_LENGTH } from '@tamga/schema'
import type { ProjectPlan } from '../plan/types.ts'
import { ERRORS } from '../sql/index.ts'
import type { FileTree } from '../tree/fileTree.ts'
import { addFile } from '../tree/fileTree.ts'
import { templateFiles } from '../tree/templates.ts'
import { phpValue } from './php.ts'

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
  const entries = Object.fromEntries(ERRORS.map((error) => [error.code, [error.status, error.msg, error.enMsg]]))
  return phpValue(entries, '    ')
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
    addFile(tree, `${directory}/src/${name}`, filled)
  }
}

/** `Tamga\Api\X` for a `use` line. */
export function runtimeClass(name: string): string {
  return `${RUNTIME_NAMESPACE}\\${name}`
}
