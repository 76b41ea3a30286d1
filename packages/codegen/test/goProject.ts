// Builds a generated Go project the way its README says to build it offline: vendor/ from
// Debian's Go library packages (scripts/vendor-debian.sh), then `go vet` and `go build` with
// -mod=vendor and no proxy. Shared by the Go server test and anyone checking a Go tree by hand.
import { execFileSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import type { FileTree } from '../src/tree/fileTree.ts'
import { REPOSITORY_ROOT } from './readProject.ts'

/** The Go build cache, kept between runs so a rebuild takes seconds. */
export const GO_CACHE = join(REPOSITORY_ROOT, 'node_modules', '.cache', 'go-build')

/** The environment of an offline build with the vendored Debian libraries. */
export function offlineGoEnv(): NodeJS.ProcessEnv {
  return {
    ...process.env,
    GOCACHE: GO_CACHE,
    GOFLAGS: '-mod=vendor',
    GOPROXY: 'off',
    GOTOOLCHAIN: 'local',
    GO111MODULE: 'on',
  }
}

/** Whether a command runs at all (`go version`, `psql …`). */
export function commandWorks(command: string, args: readonly string[]): boolean {
  try {
    execFileSync(command, args, { stdio: 'ignore', timeout: 20_000 })
    return true
  } catch {
    return false
  }
}

export function writeTreeTo(tree: FileTree, folder: string): void {
  for (const [path, contents] of tree) {
    const target = join(folder, path)
    mkdirSync(dirname(target), { recursive: true })
    writeFileSync(target, contents)
  }
}

/** Runs a command in folder, returning its output; a failure throws with its output. */
export function run(folder: string, command: string, args: readonly string[], env = offlineGoEnv()): string {
  try {
    return execFileSync(command, args, { cwd: folder, env, encoding: 'utf8', stdio: 'pipe', timeout: 600_000 })
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string; message: string }
    throw new Error(`${command} ${args.join(' ')} failed:\n${failed.stdout ?? ''}${failed.stderr ?? failed.message}`)
  }
}
