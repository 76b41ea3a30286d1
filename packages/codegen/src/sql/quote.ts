/** `"name"`: an identifier from a validated document, quoted as PostgreSQL reads it. */
export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`
}

/** `'text'`: a string constant, for the few places SQL takes no parameter (defaults, comments). */
export function quoteLiteral(text: string): string {
  return `'${text.replaceAll("'", "''")}'`
}
