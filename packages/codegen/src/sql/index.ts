export { ERRORS, type GeneratedError } from './errors.ts'
export { quoteIdentifier, quoteLiteral } from './quote.ts'
export { createTableSql, foreignKeySql, foreignKeysVersion } from './tableSql.ts'
