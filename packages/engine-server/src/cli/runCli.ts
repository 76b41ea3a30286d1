import { backupCommand, restoreCommand } from './commands/backup.ts'
import { generateCommand } from './commands/generate.ts'
import { importLambdaCommand } from './commands/importLambda.ts'
import { migrateCommand } from './commands/migrate.ts'
import { seedCommand } from './commands/seed.ts'
import { startCommand } from './commands/start.ts'
import { storageCommand } from './commands/storage.ts'
import { exportCommand, importCommand } from './commands/transfer.ts'
import { validateCommand } from './commands/validate.ts'
import { type CliContext, type Command, USAGE_ERROR } from './context.ts'

export type { CliContext } from './context.ts'

/**
 * Every `tamga` command, in the order the help lists them. A command's module holds only its
 * name, help and argument parsing; what it works with (the server, the database, the schema's
 * validators, codegen) it loads by `import()` when it runs, so `tamga --help` loads no npm
 * package and each command only its own.
 */
export const COMMANDS: readonly Command[] = [
  startCommand,
  migrateCommand,
  seedCommand,
  exportCommand,
  importCommand,
  storageCommand,
  backupCommand,
  restoreCommand,
  validateCommand,
  importLambdaCommand,
  generateCommand,
]

function usage(): string {
  const width = Math.max(...COMMANDS.map((command) => command.name.length))
  return [
    'usage: tamga <command> [options]',
    '',
    'commands:',
    ...COMMANDS.map((command) => `  ${command.name.padEnd(width)}  ${command.summary}`),
    '',
    'Every command takes --help for its own options and --lang mn_MN|en_US for its messages.',
  ].join('\n')
}

/** Runs one `tamga` command line and returns the process exit code (0 done, 1 failed, 2 bad command line). */
export async function runCli(argv: readonly string[], context: CliContext): Promise<number> {
  const [name, ...rest] = argv
  if (name === undefined) {
    context.err(usage())
    return USAGE_ERROR
  }
  if (name === 'help' || name === '--help' || name === '-h') {
    const topic = COMMANDS.find((command) => command.name === rest[0])
    context.out(topic === undefined ? usage() : `usage: tamga ${topic.help}`)
    return 0
  }
  const command = COMMANDS.find((candidate) => candidate.name === name)
  if (command === undefined) {
    context.err(`tamga: unknown command "${name}"\n\n${usage()}`)
    return USAGE_ERROR
  }
  return command.run(rest, context)
}
