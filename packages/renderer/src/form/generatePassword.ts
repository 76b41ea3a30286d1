const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ'
const LOWER = 'abcdefghijkmnopqrstuvwxyz'
const DIGITS = '23456789'
const SPECIAL = '!@#$%^&*-_=+?'

/** Random integers below `limit`, one per call; the browser's crypto source by default. */
export type RandomIndex = (limit: number) => number

const cryptoIndex: RandomIndex = (limit) => {
  const [value = 0] = crypto.getRandomValues(new Uint32Array(1))
  return value % limit
}

/**
 * A password that keeps spec 5's rule (Latin upper- and lower-case letters, a digit, a special
 * character, no spaces): one of each kind, the rest from all kinds, shuffled. Letters and
 * digits a person confuses (0/O, 1/l/I) are left out, as the password is read off the screen.
 *
 * @example generatePassword() // 'q7#KmZr2x!Pd'
 */
export function generatePassword(length = 12, random: RandomIndex = cryptoIndex): string {
  const all = UPPER + LOWER + DIGITS + SPECIAL
  const pick = (from: string) => from.charAt(random(from.length))
  const characters = [pick(UPPER), pick(LOWER), pick(DIGITS), pick(SPECIAL)]
  while (characters.length < Math.max(length, characters.length)) characters.push(pick(all))
  for (let index = characters.length - 1; index > 0; index--) {
    const other = random(index + 1)
    ;[characters[index], characters[other]] = [characters[other] ?? '', characters[index] ?? '']
  }
  return characters.join('')
}
