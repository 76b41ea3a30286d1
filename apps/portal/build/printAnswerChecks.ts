// Prints the compiled form of the answers module named on the command line (see
// compiledAnswerChecks.ts, which runs this in a Node.js of its own).
import { pathToFileURL } from 'node:url'
import type { TSchema } from 'typebox'
import { compileAnswerChecks } from './compiledAnswerChecks.ts'

const module = process.argv[2]
if (module === undefined) throw new Error('usage: printAnswerChecks.ts MODULE')
const { ANSWERS, ...rest } = (await import(pathToFileURL(module).href)) as Record<string, unknown>
const readers = Object.keys(rest).filter((name) => typeof rest[name] === 'function')
const [reader] = readers
if (
  ANSWERS === undefined ||
  reader === undefined ||
  readers.length !== 1 ||
  readers.length !== Object.keys(rest).length
)
  throw new Error(`${module} must export ANSWERS and one reader made by answerReader, and nothing else`)
process.stdout.write(compileAnswerChecks(ANSWERS as Record<string, TSchema>, reader))
