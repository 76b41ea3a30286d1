// The Go files that are the same for every project but for `__MODULE__` (the generated module
// path) and `__NAME__` (the project's name): real Go files under the package's templates/go/,
// kept gofmt-clean (the Go server test runs gofmt -l over a generated project), read once.
import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, relative, sep } from 'node:path'

// Found through the package's own name, so the server bundle (which inlines this module
// elsewhere) reads them from the package as the sources do.
const TEMPLATES = join(
  dirname(createRequire(import.meta.url).resolve('@tamga/codegen/package.json')),
  'templates',
  'go',
)

let files: ReadonlyArray<readonly [path: string, contents: string]> | undefined

/** Every template as [path in the project, contents], in path order. */
export function goRuntimeFiles(): ReadonlyArray<readonly [path: string, contents: string]> {
  files ??= readdirSync(TEMPLATES, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort()
    .map((file) => [relative(TEMPLATES, file).split(sep).join('/'), readFileSync(file, 'utf8')] as const)
  return files
}
