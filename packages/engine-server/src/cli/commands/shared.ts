import type { TamgaConfig } from '../../config.ts'
import { type CliContext, USAGE_ERROR } from '../context.ts'

/**
 * Reads the configuration from the context's environment (plus overrides); prints a config error
 * and gives the exit code instead. The configuration's module (which loads the password hashing
 * it reads a cost for) is loaded here, by the commands that need it, not by `tamga --help`.
 */
export async function configFor(
  context: CliContext,
  overrides: Readonly<Record<string, string | undefined>> = {},
): Promise<TamgaConfig | { exit: number }> {
  const { ConfigError, loadConfig } = await import('../../config.ts')
  const defined = Object.fromEntries(Object.entries(overrides).filter(([, value]) => value !== undefined))
  try {
    return loadConfig({ ...(context.env ?? process.env), ...defined }, context.cwd)
  } catch (error) {
    if (error instanceof ConfigError) {
      context.err(`tamga: ${error.message}`)
      return { exit: USAGE_ERROR }
    }
    throw error
  }
}

/** The message of an error in the chosen language when it carries one (`messages`), else its own. */
export function messageOf(error: unknown, language: 'mn_MN' | 'en_US'): string {
  if (typeof error === 'object' && error !== null && 'messages' in error) {
    const messages = (error as { messages: unknown }).messages
    if (typeof messages === 'object' && messages !== null && language in messages) {
      const text = (messages as Record<string, unknown>)[language]
      if (typeof text === 'string') return text
    }
  }
  return error instanceof Error ? error.message : String(error)
}
