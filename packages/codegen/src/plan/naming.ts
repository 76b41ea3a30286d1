// Names in the generated code come from document and column names, which the schema already
// limits to `[a-z0-9_-]` and SQL identifiers; these helpers only change their case.

function words(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter((word) => word !== '')
    .map((word) => word.toLowerCase())
}

/** `heritage-bearers` → `HeritageBearers`. A leading digit gets an `N` so the result is a valid class name. */
export function studlyCase(name: string): string {
  const joined = words(name)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('')
  return /^[0-9]/.test(joined) ? `N${joined}` : joined
}

/** `heritage-bearers` → `heritageBearers`. */
export function camelCase(name: string): string {
  const studly = studlyCase(name)
  return studly.charAt(0).toLowerCase() + studly.slice(1)
}

/** `heritage-bearers` → `heritage_bearers`. */
export function snakeCase(name: string): string {
  const joined = words(name).join('_')
  return /^[0-9]/.test(joined) ? `n_${joined}` : joined
}

/**
 * Go's exported name of a column or document: `studlyCase` with the initialisms Go's own style
 * (and `go vet`'s linters) spell in capitals, so `applicant_id` becomes `ApplicantID`.
 */
export function goName(name: string): string {
  const initialisms = new Set(['id', 'url', 'uuid', 'json', 'html', 'http', 'api', 'ip', 'sql'])
  const joined = words(name)
    .map((word) => (initialisms.has(word) ? word.toUpperCase() : word.charAt(0).toUpperCase() + word.slice(1)))
    .join('')
  return /^[0-9]/.test(joined) ? `N${joined}` : joined
}
