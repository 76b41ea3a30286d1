import { execFileSync } from 'node:child_process'
import { createRequire } from 'node:module'
import { basename, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { TSchema } from 'typebox'
import { Build } from 'typebox/schema'
import type { Plugin } from 'vite'

/**
 * The modules the production build compiles: a `…Answers.ts` of the workspace that exports its
 * contracts as `ANSWERS` and one reader made by `answerReader` (see `@tamga/schema`).
 */
const ANSWERS_MODULE = /[\\/][a-z][A-Za-z]*Answers\.ts$/

/** How a value a check needs is written into the module: regular expressions, else JSON. */
function constant(value: unknown): string {
  if (value instanceof RegExp) return `new RegExp(${JSON.stringify(value.source)}, ${JSON.stringify(value.flags)})`
  if (value === undefined) return 'undefined'
  // Formats are checked by functions of typebox's format registry.
  if (typeof value === 'function') throw new Error('the answers need more of typebox than is written here: a format')
  return JSON.stringify(value)
}

/**
 * The helpers of typebox's `Guard` a compiled check may call, written with the language's own
 * means. Importing `Guard` instead would load all of it: the builder's chunks use the whole
 * namespace, so the bundler keeps it as one object (1.7 KB gzip in the first load).
 */
export const GUARD_HELPERS: Readonly<Record<string, string>> = {
  // Code points, as typebox counts them for minLength and maxLength: a surrogate pair is one.
  CodePointCount: '(value) => [...value].length',
}

/**
 * The source of a module that reads answers as a `…Answers.ts` does with its `reader`, with each
 * schema compiled ahead of time by typebox (the code its `Compile` would evaluate at run time,
 * with the regular expressions it refers to), so the browser loads no schema library.
 */
export function compileAnswerChecks(schemas: Record<string, TSchema>, reader: string): string {
  const checks = Object.entries(schemas).map(([name, schema]) => {
    const build = Build(schema)
    const code = build.Evaluate().Code()
    const external = build.External()
    const constants = external.variables.map(constant).join(', ')
    return `  ${JSON.stringify(name)}: ((${external.identifier}) => { ${code} })([${constants}]),`
  })
  const used = [...new Set(checks.join('\n').match(/\b(?:Guard\.\w+|CheckContext|Hashing)\b/g) ?? [])]
  const missing = used.filter((name) => GUARD_HELPERS[name.replace(/^Guard\./, '')] === undefined)
  // Unevaluated properties, unique items and the like need typebox's context, hashing or more helpers.
  if (missing.length > 0)
    throw new Error(`the answers need more of typebox than is written here: ${missing.join(', ')}`)
  const helpers = used.map((name) => name.replace(/^Guard\./, '')).map((name) => `${name}: ${GUARD_HELPERS[name]}`)
  return [
    ...(helpers.length > 0 ? [`const Guard = { ${helpers.join(', ')} }`] : []),
    'const checks = {',
    ...checks,
    '}',
    `export function ${reader}(name, value) {`,
    '  return checks[name](value) ? value : undefined',
    '}',
    '',
  ].join('\n')
}

/**
 * The production build's `…Answers.ts` modules, each compiled by {@link compileAnswerChecks} into
 * a chunk of its own. The schemas are TypeScript of the workspace, read through the
 * `@tamga/source` condition, so a Node.js of their own with tsx loads them.
 */
export function compiledAnswerChecks(): Plugin {
  let portal = ''
  return {
    name: 'tamga-compiled-answer-checks',
    apply: 'build',
    // Left to itself the bundler puts a small module shared by many screens into a chunk with
    // others shared by most of them: the forms then loaded the registration rules with the
    // failure check. Each answers module is its own chunk, loaded by exactly its readers.
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [{ test: ANSWERS_MODULE, name: (id: string) => basename(id, '.ts') }],
            },
          },
        },
      },
    }),
    configResolved(config) {
      portal = config.root
    },
    load(id) {
      if (!ANSWERS_MODULE.test(id) || id.includes('node_modules')) return null
      const tsx = createRequire(join(portal, '..', '..', 'package.json')).resolve('tsx')
      return execFileSync(
        process.execPath,
        [
          '--conditions=@tamga/source',
          '--import',
          pathToFileURL(tsx).href,
          join(portal, 'build', 'printAnswerChecks.ts'),
          id,
        ],
        { encoding: 'utf8' },
      )
    },
  }
}
