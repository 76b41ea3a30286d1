import { resolve } from 'node:path'
import type { Plugin } from 'vite'

/**
 * The libraries the start runs on. Only these of node_modules are gathered, and no workspace
 * package: a package's index re-exports everything it has, and a group keeps every module it
 * catches, used or not (the validators with ajv and typebox came along through @tamga/schema).
 */
const RUNTIME =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|zustand|use-sync-external-store)[\\/]/

/** A module id of the bundle's graph: its static imports. */
type StaticImports = ReadonlyMap<string, readonly string[]>

/**
 * The modules the entry imports statically, directly or through others: what every page runs
 * before its first paint, whatever page it is. Dynamic imports are not followed; the ids of
 * styles are left out (the bundler writes them as files of their own).
 */
export function staticallyImported(entry: string, imports: StaticImports): Set<string> {
  const found = new Set<string>()
  const waiting = [entry]
  for (let id = waiting.pop(); id !== undefined; id = waiting.pop()) {
    if (found.has(id)) continue
    found.add(id)
    for (const next of imports.get(id) ?? []) if (!found.has(next)) waiting.push(next)
  }
  for (const id of found) if (/\.css(\?|$)/.test(id)) found.delete(id)
  return found
}

/**
 * One chunk for what the entry imports statically. Left to itself the bundler cuts that code
 * into a chunk for each set of lazy screens that also import a part of it: the sign-in page
 * then came in 49 files, 40 of them under 2 KB, each with its own request and headers, which
 * on a slow link cost more than their bytes. Every page loads all of it anyway.
 */
export function startChunk(entry = 'src/main.tsx'): Plugin {
  const imports = new Map<string, readonly string[]>()
  let entryId = ''
  let start: Set<string> | undefined
  return {
    name: 'tamga-start-chunk',
    apply: 'build',
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: 'start',
                  // Below the answers modules' own chunks (compiledAnswerChecks), which stay apart.
                  priority: -1,
                  test: (id: string) => {
                    start ??= staticallyImported(entryId, imports)
                    return (
                      start.has(id) &&
                      !id.includes('/packages/') &&
                      (!id.includes('/node_modules/') || RUNTIME.test(id))
                    )
                  },
                },
              ],
            },
          },
        },
      },
    }),
    configResolved(config) {
      entryId = resolve(config.root, entry)
    },
    buildStart() {
      imports.clear()
      start = undefined
    },
    moduleParsed(info) {
      imports.set(info.id, info.importedIds)
    },
  }
}
