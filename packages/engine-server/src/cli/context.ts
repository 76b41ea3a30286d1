import { type ParseArgsConfig, parseArgs } from 'node:util'

/** Where a command runs and writes; `main.ts` passes the process's, tests their own. */
export interface CliContext {
  cwd: string
  /** The environment variables configuration is read from. @default process.env */
  env?: Readonly<Record<string, string | undefined>>
  out: (line: string) => void
  err: (line: string) => void
  /**
   * Shows a progress line in place (a terminal rewrites it with `\r`); without it, progress is
   * printed through `out` now and then.
   */
  progress?: (line: string) => void
  /** Aborted when the process is asked to stop (SIGINT, SIGTERM): a long-running command ends cleanly. */
  signal?: AbortSignal
}

/** The language messages are printed in. */
export type Language = 'mn_MN' | 'en_US'

/** One `tamga` command. */
export interface Command {
  name: string
  /** One line for the command list. */
  summary: string
  /** The usage line after `tamga` and the command's options, for `tamga COMMAND --help`. */
  help: string
  run(argv: readonly string[], context: CliContext): Promise<number>
}

/** Options every command takes. */
const COMMON_OPTIONS = {
  lang: { type: 'string', default: 'mn_MN' },
  help: { type: 'boolean', default: false },
} as const satisfies ParseArgsConfig['options']

/** The exit code of a command line that cannot be understood. */
export const USAGE_ERROR = 2

type Parsed<TOptions extends NonNullable<ParseArgsConfig['options']>> = ReturnType<
  typeof parseArgs<{ args: string[]; options: TOptions & typeof COMMON_OPTIONS; allowPositionals: true; strict: true }>
>

/**
 * Parses a command's arguments strictly: an unknown option or a missing value is a usage error
 * (printed, exit 2), `--help` prints the command's help (exit 0). Returns the parsed values and
 * the language, or the exit code to return.
 */
export function parseCommandArgs<TOptions extends NonNullable<ParseArgsConfig['options']>>(
  command: Pick<Command, 'name' | 'help'>,
  argv: readonly string[],
  options: TOptions,
  context: CliContext,
): { parsed: Parsed<TOptions>; language: Language } | { exit: number } {
  let parsed: Parsed<TOptions>
  try {
    parsed = parseArgs({
      args: [...argv],
      options: { ...options, ...COMMON_OPTIONS },
      allowPositionals: true,
      strict: true,
    }) as Parsed<TOptions>
  } catch (error) {
    context.err(`tamga ${command.name}: ${(error as Error).message}\n\nusage: tamga ${command.help}`)
    return { exit: USAGE_ERROR }
  }
  const values = parsed.values as { lang?: string; help?: boolean }
  if (values.help === true) {
    context.out(`usage: tamga ${command.help}`)
    return { exit: 0 }
  }
  if (values.lang !== 'mn_MN' && values.lang !== 'en_US') {
    context.err(`tamga ${command.name}: unknown language "${values.lang}": use mn_MN or en_US`)
    return { exit: USAGE_ERROR }
  }
  return { parsed, language: values.lang }
}
