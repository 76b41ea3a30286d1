export { type CliContext, runCli } from './cli/runCli.ts'
export { readFilesUnder, readProjectDirectory } from './project/readProjectDirectory.ts'
