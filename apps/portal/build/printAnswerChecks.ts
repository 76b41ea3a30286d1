// Prints the compiled form of the start-answers module named on the command line (see
// compiledAnswerChecks.ts, which runs this in a Node.js of its own).
import { pathToFileURL } from 'node:url'
import type { TSchema } from 'typebox'
import { compileAnswerChecks } from './compiledAnswerChecks.ts'

const module = process.argv[2]
if (module === undefined) throw new Error('usage: printAnswerChecks.ts MODULE')
const { START_ANSWERS } = (await import(pathToFileURL(module).href)) as { START_ANSWERS: Record<string, TSchema> }
process.stdout.write(compileAnswerChecks(START_ANSWERS))
