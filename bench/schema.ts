// Benchmarks of @tamga/schema: how fast documents validate, a project loads, formulas parse
// and evaluate, and the Lambda fixtures import. Prints its figures; asserts nothing.
//
//   npm run bench
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { importLambda } from '@tamga/lambda-import'
import { evaluateExpression, loadProject, type ProjectFile, parseExpression, validateDocument } from '@tamga/schema'

const root = fileURLToPath(new URL('..', import.meta.url))

function readTree(directory: string, extensions: readonly string[]): ProjectFile[] {
  return readdirSync(directory, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && extensions.some((extension) => entry.name.endsWith(extension)))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort()
    .map((path) => ({ path: relative(directory, path), text: readFileSync(path, 'utf8') }))
}

/** Runs `work` repeatedly for about `milliseconds` after a warm-up; returns operations per second. */
function measure(label: string, unit: string, work: () => number, milliseconds = 1500): void {
  const warmUntil = performance.now() + 300
  while (performance.now() < warmUntil) work()
  const samples: number[] = []
  const end = performance.now() + milliseconds
  while (performance.now() < end) {
    const started = performance.now()
    const done = work()
    samples.push((performance.now() - started) / done)
  }
  samples.sort((a, b) => a - b)
  const median = samples[Math.floor(samples.length / 2)] ?? Number.NaN
  const p95 = samples[Math.floor(samples.length * 0.95)] ?? Number.NaN
  const format = (ms: number) => (ms < 1 ? `${(ms * 1000).toFixed(1)} µs` : `${ms.toFixed(2)} ms`)
  console.log(
    `${label.padEnd(46)} median ${format(median).padStart(10)} per ${unit}, p95 ${format(p95).padStart(10)}, ` +
      `${Math.round(1000 / median).toLocaleString('en-US')} ${unit}/s (${samples.length} samples)`,
  )
}

const heritage = readTree(join(root, 'examples', 'heritage', 'documents'), ['.json'])
const parsed = heritage.map((file) => JSON.parse(file.text) as unknown)
const form = parsed.find((document) => (document as { name?: string }).name === 'application-form')

console.log(`node ${process.version}, ${heritage.length} heritage documents\n`)

measure('validateDocument, every heritage document', 'document', () => {
  for (const document of parsed) if (!validateDocument(document).ok) throw new Error('invalid example')
  return parsed.length
})
measure('validateDocument, the application form', 'form', () => {
  if (!validateDocument(form).ok) throw new Error('invalid example')
  return 1
})
measure('loadProject, the whole heritage project', 'project', () => {
  if (loadProject(heritage).issues.length > 0) throw new Error('the example has issues')
  return 1
})

const formula = 'IF(amount > 1000000, ROUND(amount * 0.1, 0), SUM(items.price) + COALESCE(fee, 0))'
const scope = { amount: 1_250_000, fee: null, items: Array.from({ length: 20 }, (_, i) => ({ price: i * 1000 })) }
measure('parseExpression, a typical formula', 'parse', () => {
  if (!parseExpression(formula).ok) throw new Error('formula does not parse')
  return 1
})
const ast = parseExpression(formula)
if (!ast.ok) throw new Error('formula does not parse')
measure('evaluateExpression, same formula, 20 sub-rows', 'evaluation', () => {
  if (!evaluateExpression(ast.ast, scope).ok) throw new Error('formula does not evaluate')
  return 1
})

const fixtures = join(root, '..', 'shared', 'fixtures', 'lambda')
if (existsSync(fixtures)) {
  const files = readTree(fixtures, ['.json', '.sql'])
  const bytes = files.reduce((sum, file) => sum + file.text.length, 0)
  console.log(`\nLambda fixtures: ${files.length} files, ${(bytes / 1024).toFixed(0)} KiB`)
  measure(
    'importLambda, every fixture file',
    'import',
    () => {
      importLambda(files)
      return 1
    },
    3000,
  )
} else {
  console.log('\nLambda fixtures not found beside the repository: importLambda not measured')
}
