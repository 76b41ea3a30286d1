import { preview } from './messages.ts'
import type { ImportReporter } from './report.ts'
import type { LambdaColumn, LambdaTable } from './table.ts'

/** Whether a text looks like a MySQL dump with at least one `CREATE TABLE`. */
export function isMysqlDump(text: string): boolean {
  return /\bCREATE\s+TABLE\b/i.test(text)
}

const unquote = (identifier: string): string => identifier.trim().replace(/^[`"]|[`"]$/g, '')

const identifierList = (text: string): string[] =>
  text
    .split(',')
    .map((part) => unquote(part.replace(/\(\d+\)/, '').replace(/\s+(ASC|DESC)\s*$/i, '')))
    .filter((part) => part !== '')

/** Splits the body of a CREATE TABLE at top-level commas (not those inside parentheses or quotes). */
function splitDefinitions(body: string): string[] {
  const parts: string[] = []
  let depth = 0
  let quote: string | undefined
  let current = ''
  for (const character of body) {
    if (quote !== undefined) {
      if (character === quote) quote = undefined
    } else if (character === "'" || character === '"' || character === '`') quote = character
    else if (character === '(') depth += 1
    else if (character === ')') depth -= 1
    else if (character === ',' && depth === 0) {
      parts.push(current.trim())
      current = ''
      continue
    }
    current += character
  }
  if (current.trim() !== '') parts.push(current.trim())
  return parts
}

const lineOf = (text: string, offset: number): number => text.slice(0, offset).split('\n').length

/**
 * Reads the CREATE TABLE statements of a MySQL dump (mysqldump's output) into tables. Table
 * options (engine, charset, AUTO_INCREMENT start) and the dumped rows are reported as not
 * carried over: a model document describes structure, not content.
 */
export function readMysqlDump(text: string, reporter: ImportReporter): LambdaTable[] {
  const tables: LambdaTable[] = []
  const createPattern = /CREATE\s+TABLE\s+(?:IF\s+NOT\s+EXISTS\s+)?([`"]?[\w.]+[`"]?)\s*\(/gi
  for (let match = createPattern.exec(text); match !== null; match = createPattern.exec(text)) {
    const name = unquote(match[1] ?? '')
    const start = match.index + match[0].length
    let depth = 1
    let end = start
    let quote: string | undefined
    for (; end < text.length && depth > 0; end += 1) {
      const character = text[end]
      if (quote !== undefined) {
        if (character === quote) quote = undefined
      } else if (character === "'" || character === '`' || character === '"') quote = character
      else if (character === '(') depth += 1
      else if (character === ')') depth -= 1
    }
    const body = text.slice(start, end - 1)
    const statementEnd = text.indexOf(';', end)
    const options = text.slice(end, statementEnd < 0 ? text.length : statementEnd).trim()
    const line = lineOf(text, match.index)
    const path = `/line ${line}`
    const table: LambdaTable = { name, isView: false, columns: [], primaryKey: [], indexes: [], foreignKeys: [], path }
    for (const definition of splitDefinitions(body)) {
      const primary = /^PRIMARY\s+KEY\s*\(([^)]*)\)/i.exec(definition)
      if (primary) {
        table.primaryKey = identifierList(primary[1] ?? '')
        continue
      }
      const index = /^(UNIQUE\s+)?(?:KEY|INDEX)\s+([`"]?\w+[`"]?)?\s*\(([^)]*)\)/i.exec(definition)
      if (index) {
        table.indexes.push({
          name: unquote(index[2] ?? ''),
          columns: identifierList(index[3] ?? ''),
          unique: index[1] !== undefined,
        })
        continue
      }
      const foreign =
        /^(?:CONSTRAINT\s+([`"]?\w+[`"]?)\s+)?FOREIGN\s+KEY\s*\(([^)]*)\)\s*REFERENCES\s+([`"]?[\w.]+[`"]?)\s*\(([^)]*)\)/i.exec(
          definition,
        )
      if (foreign) {
        table.foreignKeys.push({
          ...(foreign[1] === undefined ? {} : { name: unquote(foreign[1]) }),
          columns: identifierList(foreign[2] ?? ''),
          table: unquote(foreign[3] ?? ''),
          references: identifierList(foreign[4] ?? ''),
        })
        continue
      }
      const column = readColumn(definition, `${path}/${name}`)
      if (column === undefined) {
        reporter.notCarried(`${path}/${name}`, {
          en_US: `table "${name}": definition ${preview(definition)} was not understood`,
          mn_MN: `"${name}" хүснэгт: ${preview(definition)} тодорхойлолтыг ойлгосонгүй`,
        })
        continue
      }
      table.columns.push(column)
    }
    const meaningfulOptions = options
      .replace(/\bENGINE\s*=\s*InnoDB\b/i, '')
      .replace(/\bAUTO_INCREMENT\s*=\s*\d+/i, '')
      .replace(/\b(DEFAULT\s+)?(CHARSET|CHARACTER\s+SET)\s*=\s*\w+/i, '')
      .replace(/\bCOLLATE\s*=\s*\w+/i, '')
      .trim()
    if (meaningfulOptions !== '') {
      reporter.notCarried(path, {
        en_US: `table "${name}": options ${preview(meaningfulOptions)} are not carried over`,
        mn_MN: `"${name}" хүснэгт: ${preview(meaningfulOptions)} тохиргоог шилжүүлээгүй`,
      })
    }
    tables.push(table)
  }
  const rowsPerTable = new Map<string, { rows: number; line: number }>()
  const insertPattern = /INSERT\s+INTO\s+[`"]?([\w.]+)[`"]?[^;]*?VALUES\s*([\s\S]*?);\s*$/gim
  for (let match = insertPattern.exec(text); match !== null; match = insertPattern.exec(text)) {
    const table = match[1] ?? ''
    const rows = (match[2] ?? '').split(/\)\s*,\s*\(/).length
    const entry = rowsPerTable.get(table) ?? { rows: 0, line: lineOf(text, match.index) }
    entry.rows += rows
    rowsPerTable.set(table, entry)
  }
  for (const [table, { rows, line }] of rowsPerTable) {
    reporter.notCarried(`/line ${line}`, {
      en_US: `${rows} data row(s) of table "${table}" are not carried over: models hold structure, load the data separately`,
      mn_MN: `"${table}" хүснэгтийн ${rows} мөр өгөгдлийг шилжүүлээгүй: модель нь зөвхөн бүтцийг агуулдаг тул өгөгдлийг тусад нь оруулна уу`,
    })
  }
  return tables
}

function readColumn(definition: string, path: string): LambdaColumn | undefined {
  const match = /^([`"]?)(\w+)\1\s+(\w+(?:\s*\([^)]*\))?(?:\s+unsigned)?(?:\s+zerofill)?)\s*([\s\S]*)$/i.exec(
    definition,
  )
  if (match === null) return undefined
  const name = match[2] ?? ''
  const dbType = (match[3] ?? '').toLowerCase().replace(/\s+/g, ' ')
  let rest = match[4] ?? ''
  const take = (pattern: RegExp): RegExpExecArray | null => {
    const found = pattern.exec(rest)
    if (found) rest = `${rest.slice(0, found.index)} ${rest.slice(found.index + found[0].length)}`.trim()
    return found
  }
  const defaultMatch = take(/\bDEFAULT\s+('(?:[^']|'')*'|[\w.]+(?:\(\))?)/i)
  const notNull = take(/\bNOT\s+NULL\b/i) !== null
  take(/\bNULL\b/i)
  const autoIncrement = take(/\bAUTO_INCREMENT\b/i) !== null
  const commentMatch = take(/\bCOMMENT\s+'((?:[^']|'')*)'/i)
  take(/\bCHARACTER\s+SET\s+\w+/i)
  take(/\bCOLLATE\s+\w+/i)
  const defaultSql = defaultMatch?.[1]
  const extra = rest.trim()
  return {
    name,
    dbType,
    nullable: !notNull,
    ...(defaultSql === undefined || /^NULL$/i.test(defaultSql) ? {} : { defaultSql }),
    autoIncrement,
    ...(extra === '' ? {} : { extra }),
    ...(commentMatch?.[1] === undefined ? {} : { comment: commentMatch[1].replace(/''/g, "'") }),
    path,
  }
}
