import { type PasswordHashCost, STANDARD_PASSWORD_HASH_COST } from '@tamga/schema'
import argon2 from 'argon2'

export { type PasswordHashCost, STANDARD_PASSWORD_HASH_COST }

const COST_PATTERN = /^m=(\d{1,7}),t=(\d{1,3}),p=(\d{1,2})$/

/**
 * Reads `TAMGA_ARGON2_COST` (`m=1024,t=1,p=1`). It exists for test databases, which hash hundreds
 * of throwaway passwords: at the standard cost each takes a sixth of a second of both cores, a
 * third of the server's unit tests' time. A stored hash names its own cost, so accounts made at
 * any cost keep signing in when it changes.
 */
export function parsePasswordHashCost(text: string | undefined): PasswordHashCost {
  if (text === undefined || text.trim() === '') return STANDARD_PASSWORD_HASH_COST
  const match = COST_PATTERN.exec(text.trim())
  const [memoryCost, timeCost, parallelism] = (match?.slice(1) ?? []).map(Number)
  if (memoryCost === undefined || timeCost === undefined || parallelism === undefined) {
    throw new Error(`"${text}" is not an argon2 cost written as m=<KiB>,t=<passes>,p=<lanes>`)
  }
  // argon2's own floors: at least one pass and lane, and 8 KiB of memory per lane.
  if (timeCost < 1 || parallelism < 1 || memoryCost < 8 * parallelism) {
    throw new Error(`"${text}" is below argon2's minimum: t ≥ 1, p ≥ 1 and m ≥ 8·p KiB`)
  }
  return { memoryCost, timeCost, parallelism }
}

// Read at each hash (a regular expression, nothing beside argon2's work): the server's start has
// already refused a value that cannot be used (loadConfig), and a test may set it for one case.
const environmentCost = (): PasswordHashCost => parsePasswordHashCost(process.env.TAMGA_ARGON2_COST)

/** Hashes a password the way every account's password is stored: argon2id at the deployment's cost. */
export function hashPassword(password: string, cost: PasswordHashCost = environmentCost()): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id, ...cost })
}

/** Whether a password matches a stored hash, at the cost the hash itself names. */
export function verifyPassword(hash: string, password: string): Promise<boolean> {
  return argon2.verify(hash, password)
}
