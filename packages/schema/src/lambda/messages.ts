import type { BilingualMessage } from '../validation/issue.ts'
import type { SqlConditionTranslation } from './sql-condition.ts'

/** A short, one-line rendering of a value for report messages. */
export function preview(value: unknown, limit = 80): string {
  const text = typeof value === 'string' ? JSON.stringify(value) : (JSON.stringify(value) ?? String(value))
  return text.length > limit ? `${text.slice(0, limit - 1)}…` : text
}

/** A key the importer has no mapping for. */
export function leftOverMessage(key: string, value: unknown): BilingualMessage {
  return {
    en_US: `"${key}" has no counterpart in Tamga (value ${preview(value)})`,
    mn_MN: `"${key}" талбарт Tamga-д харгалзах зүйл алга (утга ${preview(value)})`,
  }
}

/** A raw SQL fragment (a filter, a row condition): Tamga never takes SQL text from a document. */
export function rawSqlMessage(what: string, sql: string): BilingualMessage {
  return {
    en_US: `${what} is raw SQL (${preview(sql)}); Tamga does not run SQL text from documents, rewrite it as a formula or condition`,
    mn_MN: `${what} нь SQL текст (${preview(sql)}); Tamga баримтаас SQL ажиллуулахгүй тул томьёо эсвэл нөхцөлөөр дахин бичнэ үү`,
  }
}

/**
 * A raw SQL condition turned into a formula: both are shown, so a person can check that they
 * select the same rows; MySQL's usual collations ignore case in text comparisons, formulas do not.
 */
export function sqlConditionMessage(
  what: string,
  sql: string,
  formula: string,
  comparesText: boolean,
): BilingualMessage {
  return {
    en_US: `${what} was SQL (${preview(sql, 200)}) and became the formula ${preview(formula, 200)}; check that it selects the same rows${comparesText ? ' (MySQL usually compares texts ignoring case, a formula does not)' : ''}`,
    mn_MN: `${what} SQL (${preview(sql, 200)}) байсныг ${preview(formula, 200)} томьёо болгосон; ижил мөрүүдийг сонгож байгааг шалгана уу${comparesText ? ' (MySQL текстийг ихэвчлэн том жижиг үсэг ялгалгүй харьцуулдаг, томьёо ялгадаг)' : ''}`,
  }
}

/** A raw SQL condition that reads a name the condition's table does not have. */
export function sqlUnknownColumnMessage(what: string, sql: string, column: string, table: string): BilingualMessage {
  return {
    en_US: `${what} is raw SQL (${preview(sql)}) and reads "${column}", which is not a column of "${table}"; rewrite it as a formula or condition`,
    mn_MN: `${what} нь SQL текст (${preview(sql)}) бөгөөд "${table}" хүснэгтэд байхгүй "${column}" баганыг уншдаг; томьёо эсвэл нөхцөлөөр дахин бичнэ үү`,
  }
}

/**
 * Why a SQL condition on `table` stays behind: the name it reads that the table does not have,
 * or else the plain raw-SQL note.
 */
export function conditionLeftBehindMessage(
  what: string,
  sql: string,
  table: string,
  translation: SqlConditionTranslation,
): BilingualMessage {
  if (!translation.ok && translation.reason === 'unknown-column' && translation.column !== undefined)
    return sqlUnknownColumnMessage(what, sql, translation.column, table)
  return rawSqlMessage(what, sql)
}

/** A JavaScript snippet: Tamga evaluates no JavaScript from documents. */
export function javascriptMessage(what: string, code: string): BilingualMessage {
  return {
    en_US: `${what} is JavaScript (${preview(code)}); Tamga runs no JavaScript from documents, rewrite it as a formula`,
    mn_MN: `${what} нь JavaScript код (${preview(code)}); Tamga баримтаас JavaScript ажиллуулахгүй тул томьёогоор дахин бичнэ үү`,
  }
}

/** A reference to a Lambda microservice, which Tamga has no notion of. */
export function microserviceMessage(id: unknown): BilingualMessage {
  return {
    en_US: `refers to Lambda microservice ${preview(id)}; Tamga has no microservices, the data must live in this project`,
    mn_MN: `Lambda-ийн ${preview(id)} микросервис рүү заасан; Tamga-д микросервис байхгүй тул өгөгдөл энэ төсөлд байх ёстой`,
  }
}

/** A server-side trigger named by a Go/PHP namespace and handler. */
export function triggerMessage(event: string, handler: string): BilingualMessage {
  return {
    en_US: `the ${event} trigger calls Lambda server code (${preview(handler)}); write it again as a Tamga trigger`,
    mn_MN: `${event} триггер нь Lambda серверийн код (${preview(handler)}) дууддаг; Tamga-ийн триггерээр дахин бичнэ үү`,
  }
}

/** A custom form element or grid cell type Tamga does not have. */
export function unknownElementMessage(type: string, replacement: string): BilingualMessage {
  return {
    en_US: `element type "${type}" is a Lambda custom element Tamga does not have; imported as "${replacement}"`,
    mn_MN: `"${type}" төрөл нь Tamga-д байхгүй Lambda-ийн тусгай элемент; "${replacement}" болгон оруулсан`,
  }
}

/** A value that had to be changed to fit Tamga (a name, a code). */
export function changedMessage(what: string, from: unknown, to: unknown): BilingualMessage {
  return {
    en_US: `${what} ${preview(from)} became ${preview(to)}`,
    mn_MN: `${what} ${preview(from)} утгыг ${preview(to)} болгосон`,
  }
}

/** The same setting written twice with different values; one of them was kept. */
export function conflictMessage(what: string, kept: unknown, dropped: unknown): BilingualMessage {
  return {
    en_US: `${what} is written twice with different values; kept ${preview(kept)}, dropped ${preview(dropped)}`,
    mn_MN: `${what} хоёр өөр утгатай давхар бичигдсэн; ${preview(kept)} утгыг авч, ${preview(dropped)} утгыг орхисон`,
  }
}

/** A value of the right key but a shape Tamga cannot hold. */
export function invalidValueMessage(what: string, value: unknown): BilingualMessage {
  return {
    en_US: `${what} has a value Tamga cannot hold: ${preview(value)}`,
    mn_MN: `${what} утга нь Tamga-д тохирохгүй: ${preview(value)}`,
  }
}

/** A reference to a document that is not among the imported files. */
export function missingReferenceMessage(what: string, reference: unknown, assumed: string): BilingualMessage {
  return {
    en_US: `${what} ${preview(reference)} is not among the imported files; the reference was written as "${assumed}"`,
    mn_MN: `${what} ${preview(reference)} оруулсан файлуудад алга; холбоосыг "${assumed}" гэж бичсэн`,
  }
}

/** A file or value that is not a document this importer knows. */
export function unknownShapeMessage(what: string): BilingualMessage {
  return {
    en_US: `${what} is not a Lambda document this importer knows`,
    mn_MN: `${what} нь энэ импортлогчийн мэдэх Lambda баримт биш`,
  }
}

/** Text that is not valid JSON. */
export function brokenJsonMessage(detail: string): BilingualMessage {
  return { en_US: `is not valid JSON (${detail})`, mn_MN: `зөв JSON биш байна (${detail})` }
}
