// A builder types a title ("Арга хэмжээ") and Tamga proposes the name the database and the URLs
// use (`arga_khemjee`), which the builder may still edit: names are ASCII, titles are not.
import { cyrillicToLatin } from './transliteration.ts'

/** The longest name proposed: PostgreSQL's identifier limit, which document names also fit. */
const MAX_NAME = 63

/**
 * The name proposed for a title: romanized as people type Mongolian (see `cyrillicToLatin`),
 * lower case, every run of other characters one underscore, at most 63 characters, never
 * starting with a digit. Empty when the title has no letter or digit that can be written in
 * ASCII (the builder then types the name). Fits both an SQL identifier and a document name.
 *
 * @example
 * nameFromTitle('Арга хэмжээ') // 'arga_khemjee'
 * nameFromTitle('Өв соёлын төрөл 2') // 'uv_soyolyn_turul_2'
 * nameFromTitle('2024 он') // 'n_2024_on'
 */
export function nameFromTitle(title: string): string {
  const ascii = cyrillicToLatin(title)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
  if (ascii === '') return ''
  const named = /^[0-9]/.test(ascii) ? `n_${ascii}` : ascii
  return named.slice(0, MAX_NAME).replace(/_+$/, '')
}

/**
 * A proposed name not among `taken`: the name itself, else with `_2`, `_3`, … (kept within the
 * length limit).
 */
export function freeName(name: string, taken: ReadonlySet<string>): string {
  if (!taken.has(name)) return name
  for (let suffix = 2; ; suffix++) {
    const tail = `_${suffix}`
    const candidate = `${name.slice(0, MAX_NAME - tail.length)}${tail}`
    if (!taken.has(candidate)) return candidate
  }
}
