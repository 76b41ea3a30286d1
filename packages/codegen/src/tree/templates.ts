// The parts of a generated project that are the same for every project, kept as real files
// under the package's templates/ (Go files gofmt-clean, PHP files `php -l`-clean), with
// placeholders (`__MODULE__`, `__NAME__`, `__CATALOGUE__`…) where the generator fills in names
// and contracts. Read once per folder.
import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, relative, sep } from 'node:path'

// Found through the package's own name, so the server bundle (which inlines this module
// elsewhere) reads them from the package as the sources do.
const TEMPLATES = join(dirname(createRequire(import.meta.url).resolve('@tamga/codegen/package.json')), 'templates')

/** A template folder's files as [path within the folder, contents]. */
export type TemplateFiles = ReadonlyArray<readonly [path: string, contents: string]>

const read = new Map<string, TemplateFiles>()

/** Every file of a template folder (`go`, `laravel/runtime`), in path order. */
export function templateFiles(folder: string): TemplateFiles {
  let files = read.get(folder)
  if (files === undefined) {
    const root = join(TEMPLATES, folder)
    files = readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name))
      .sort()
      .map((file) => [relative(root, file).split(sep).join('/'), readFileSync(file, 'utf8')] as const)
    read.set(folder, files)
  }
  return files
}
