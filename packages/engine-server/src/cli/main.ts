#!/usr/bin/env node
import { runCli } from './runCli.ts'

// SIGINT/SIGTERM end a running server cleanly (connections closed, database flushed); a second
// signal while it stops ends the process at once.
const stop = new AbortController()
const onSignal = () => {
  if (stop.signal.aborted) process.exit(130)
  stop.abort()
}
process.on('SIGINT', onSignal)
process.on('SIGTERM', onSignal)

process.exitCode = await runCli(process.argv.slice(2), {
  cwd: process.cwd(),
  env: process.env,
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
  signal: stop.signal,
  ...(process.stdout.isTTY ? { progress: (line: string) => process.stdout.write(`\r${line}`) } : {}),
})
process.off('SIGINT', onSignal)
process.off('SIGTERM', onSignal)
