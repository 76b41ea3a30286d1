export {
  addColumnSql,
  addPrimaryKeySql,
  addUniqueSql,
  alterTypeSql,
  changeDefaultSql,
  databaseDefault,
  dropColumnSql,
  dropConstraintSql,
  dropDefaultSql,
  dropIndexSql,
  dropTableSql,
  setNotNullSql,
} from './alterSql.ts'
export { ERRORS, type GeneratedError } from './errors.ts'
export { quoteIdentifier, quoteLiteral } from './quote.ts'
export {
  addForeignKeySql,
  commentSql,
  createIndexSql,
  createTableSql,
  defaultSql,
  foreignKeySql,
  foreignKeysVersion,
  uniqueConstraintColumns,
} from './tableSql.ts'
