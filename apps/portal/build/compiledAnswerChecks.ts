import { execFileSync } from 'node:child_process'
import { createRequire } from 'node:module'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { TSchema } from 'typebox'
import { Build } from 'typebox/schema'
import type { Plugin } from 'vite'

/** The module the production build compiles: src/startup/startAnswers.ts, inside the portal. */
const START_ANSWERS_MODULE = join('src', 'startup', 'startAnswers.ts')

/** How a value a check needs is written into the module: regular expressions, else JSON. */
function constant(value: unknown): string {
  if (value instanceof RegExp) return `new RegExp(${JSON.stringify(value.source)}, ${JSON.stringify(value.flags)})`
  if (value === undefined) return 'undefined'
  return JSON.stringify(value)
}

/**
 * The source of a module that reads answers as src/startup/startAnswers.ts does, with each
 * schema compiled ahead of time by typebox (the code its `Compile` would evaluate at run time,
 * with the regular expressions it refers to), so the browser needs only typebox's small
 * `Guard` helpers. `guardModule` is where those come from.
 */
export function compileAnswerChecks(schemas: Record<string, TSchema>, guardModule = 'typebox/guard'): string {
  const checks = Object.entries(schemas).map(([name, schema]) => {
    const build = Build(schema)
    const code = build.Evaluate().Code()
    // Schemas with unevaluated properties or unique items need typebox's context and hashing too.
    if (/\b(CheckContext|Hashing)\b/.test(code))
      throw new Error(`the answer "${name}" needs more of typebox than Guard`)
    const external = build.External()
    const constants = external.variables.map(constant).join(', ')
    return `  ${JSON.stringify(name)}: ((Guard, ${external.identifier}) => { ${code} })(Guard, [${constants}]),`
  })
  return [
    `import { Guard } from ${JSON.stringify(guardModule)}`,
    'const checks = {',
    ...checks,
    '}',
    'export function readStartAnswer(name, value) {',
    '  return checks[name](value) ? value : undefined',
    '}',
    '',
  ].join('\n')
}

/**
 * The production build's src/startup/startAnswers.ts: its `START_ANSWERS` compiled by
 * {@link compileAnswerChecks}. The schemas are TypeScript of the workspace, read through the
 * `@tamga/source` condition, so a Node.js of their own with tsx loads them.
 */
export function compiledAnswerChecks(): Plugin {
  let portal = ''
  return {
    name: 'tamga-compiled-answer-checks',
    apply: 'build',
    configResolved(config) {
      portal = config.root
    },
    load(id) {
      if (resolve(id) !== resolve(portal, START_ANSWERS_MODULE)) return null
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
