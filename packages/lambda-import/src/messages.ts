import type { BilingualMessage, DocumentKind } from '@tamga/schema'
import type { SqlConditionTranslation } from './sql-condition.ts'

/**
 * A noun phrase naming what a note is about, in both languages: `the option filter of "x"` and
 * `"x" талбарын сонголтын шүүлтүүр`. The Mongolian is always in the nominative (the dictionary
 * form): a case ending cannot be glued onto a phrase from outside without breaking vowel
 * harmony, so every template below is worded so that a nominative phrase reads correctly
 * (`X нь …`, `X "a" байсныг "b" болгосон`, `… байх X`).
 */
export type Phrase = BilingualMessage

/**
 * A {@link Phrase}: the English as the English note reads it (with its article), the Mongolian
 * in the nominative. Field names and values from the Lambda source stay in double quotes.
 *
 * @example phrase('the table name', 'хүснэгтийн нэр')
 */
export function phrase(en_US: string, mn_MN: string): Phrase {
  return { en_US, mn_MN }
}

/**
 * Each Tamga document kind as a phrase: in English the kind as documents spell it (`form`,
 * `graphql`), which the English notes have always shown and to which they add their own
 * article; in Mongolian the name the rest of Tamga uses (see `project/references.ts`).
 */
export const DOCUMENT_KIND_PHRASES: Readonly<Record<DocumentKind, Phrase>> = {
  project: phrase('project', 'төсөл'),
  menu: phrase('menu', 'цэс'),
  role: phrase('role', 'эрх'),
  model: phrase('model', 'модель'),
  form: phrase('form', 'маягт'),
  grid: phrase('grid', 'хүснэгт'),
  chart: phrase('chart', 'график'),
  datasource: phrase('datasource', 'өгөгдлийн эх сурвалж'),
  graphql: phrase('graphql', 'GraphQL тохиргоо'),
  krud: phrase('krud', 'крүд'),
  mockup: phrase('mockup', 'загвар зураг'),
  workflow: phrase('workflow', 'ажлын урсгал'),
  'display-settings': phrase('display-settings', 'харагдацын тохиргоо'),
}

/** A short, one-line rendering of a value for report messages. */
export function preview(value: unknown, limit = 80): string {
  const text = typeof value === 'string' ? JSON.stringify(value) : (JSON.stringify(value) ?? String(value))
  return text.length > limit ? `${text.slice(0, limit - 1)}…` : text
}

/** A key the importer has no mapping for. */
export function leftOverMessage(key: string, value: unknown): BilingualMessage {
  return {
    en_US: `"${key}" has no counterpart in Tamga (value ${preview(value)})`,
    mn_MN: `Tamga-д "${key}" талбарт харгалзах зүйл байхгүй (утга нь ${preview(value)})`,
  }
}

/** A raw SQL fragment (a filter, a row condition): Tamga never takes SQL text from a document. */
export function rawSqlMessage(what: Phrase, sql: string): BilingualMessage {
  return {
    en_US: `${what.en_US} is raw SQL (${preview(sql)}); Tamga does not run SQL text from documents, rewrite it as a formula or condition`,
    mn_MN: `${what.mn_MN} нь SQL текст (${preview(sql)}); Tamga баримтад бичсэн SQL-ийг ажиллуулдаггүй тул томьёо эсвэл нөхцөл болгон дахин бичнэ үү`,
  }
}

/**
 * A raw SQL condition turned into a formula: both are shown, so a person can check that they
 * select the same rows; MySQL's usual collations ignore case in text comparisons, formulas do not.
 */
export function sqlConditionMessage(
  what: Phrase,
  sql: string,
  formula: string,
  comparesText: boolean,
): BilingualMessage {
  return {
    en_US: `${what.en_US} was SQL (${preview(sql, 200)}) and became the formula ${preview(formula, 200)}; check that it selects the same rows${comparesText ? ' (MySQL usually compares texts ignoring case, a formula does not)' : ''}`,
    mn_MN: `${what.mn_MN} SQL (${preview(sql, 200)}) байсныг ${preview(formula, 200)} томьёо болгосон; яг ижил мөрүүдийг сонгож байгааг шалгана уу${comparesText ? ' (MySQL ихэвчлэн текстийг том, жижиг үсэг ялгалгүй харьцуулдаг бол томьёо ялгадаг)' : ''}`,
  }
}

/** A raw SQL condition that reads a name the condition's table does not have. */
export function sqlUnknownColumnMessage(what: Phrase, sql: string, column: string, table: string): BilingualMessage {
  return {
    en_US: `${what.en_US} is raw SQL (${preview(sql)}) and reads "${column}", which is not a column of "${table}"; rewrite it as a formula or condition`,
    mn_MN: `${what.mn_MN} нь SQL текст (${preview(sql)}) бөгөөд "${table}" хүснэгтэд байхгүй "${column}" баганыг уншдаг; томьёо эсвэл нөхцөл болгон дахин бичнэ үү`,
  }
}

/**
 * Why a SQL condition on `table` stays behind: the name it reads that the table does not have,
 * or else the plain raw-SQL note.
 */
export function conditionLeftBehindMessage(
  what: Phrase,
  sql: string,
  table: string,
  translation: SqlConditionTranslation,
): BilingualMessage {
  if (!translation.ok && translation.reason === 'unknown-column' && translation.column !== undefined)
    return sqlUnknownColumnMessage(what, sql, translation.column, table)
  return rawSqlMessage(what, sql)
}

/** A JavaScript snippet: Tamga evaluates no JavaScript from documents. */
export function javascriptMessage(what: Phrase, code: string): BilingualMessage {
  return {
    en_US: `${what.en_US} is JavaScript (${preview(code)}); Tamga runs no JavaScript from documents, rewrite it as a formula`,
    mn_MN: `${what.mn_MN} нь JavaScript код (${preview(code)}); Tamga баримтад бичсэн JavaScript-ийг ажиллуулдаггүй тул томьёо болгон дахин бичнэ үү`,
  }
}

/** A reference to a Lambda microservice, which Tamga has no notion of. */
export function microserviceMessage(id: unknown): BilingualMessage {
  return {
    en_US: `refers to Lambda microservice ${preview(id)}; Tamga has no microservices, the data must live in this project`,
    mn_MN: `Lambda-ийн ${preview(id)} микросервисийг заасан; Tamga-д микросервис байхгүй тул өгөгдөл нь энэ төсөлд байх ёстой`,
  }
}

/**
 * A server-side trigger named by a Go/PHP namespace and handler. `event` names the moment it
 * runs at (`after insert` / `мөр нэмсний дараах`), an attribute of the word "trigger".
 */
export function triggerMessage(event: Phrase, handler: string): BilingualMessage {
  return {
    en_US: `the ${event.en_US} trigger calls Lambda server code (${preview(handler)}); write it again as a Tamga trigger`,
    mn_MN: `${event.mn_MN} триггер Lambda серверийн кодыг (${preview(handler)}) дууддаг; Tamga триггер болгон дахин бичнэ үү`,
  }
}

/** A custom form element or grid cell type Tamga does not have. */
export function unknownElementMessage(type: string, replacement: string): BilingualMessage {
  return {
    en_US: `element type "${type}" is a Lambda custom element Tamga does not have; imported as "${replacement}"`,
    mn_MN: `"${type}" элемент нь Tamga-д байхгүй, Lambda-ийн тусгай элемент тул "${replacement}" төрлөөр оруулсан`,
  }
}

/** A value that had to be changed to fit Tamga (a name, a code). */
export function changedMessage(what: Phrase, from: unknown, to: unknown): BilingualMessage {
  return {
    en_US: `${what.en_US} ${preview(from)} became ${preview(to)}`,
    mn_MN: `${what.mn_MN} ${preview(from)} байсныг ${preview(to)} болгосон`,
  }
}

/** The same setting written twice with different values; one of them was kept. */
export function conflictMessage(what: Phrase, kept: unknown, dropped: unknown): BilingualMessage {
  return {
    en_US: `${what.en_US} is written twice with different values; kept ${preview(kept)}, dropped ${preview(dropped)}`,
    mn_MN: `${what.mn_MN} хоёр өөр утгатайгаар давхар бичигдсэн; ${preview(kept)} утгыг авч, ${preview(dropped)} утгыг орхисон`,
  }
}

/** A value of the right key but a shape Tamga cannot hold. */
export function invalidValueMessage(what: Phrase, value: unknown): BilingualMessage {
  return {
    en_US: `${what.en_US} has a value Tamga cannot hold: ${preview(value)}`,
    mn_MN: `${what.mn_MN} нь Tamga-д тохирохгүй утгатай: ${preview(value)}`,
  }
}

/**
 * A reference to a document that is not among the imported files. `kind` is the bare kind
 * (see {@link DOCUMENT_KIND_PHRASES}); the English gives it its article.
 */
export function missingReferenceMessage(kind: Phrase, reference: unknown, assumed: string): BilingualMessage {
  return {
    en_US: `the ${kind.en_US} ${preview(reference)} is not among the imported files; the reference was written as "${assumed}"`,
    mn_MN: `id нь ${preview(reference)} байх ${kind.mn_MN} оруулсан файлуудад алга; холбоосыг "${assumed}" гэж бичсэн`,
  }
}

/** A file or value that is not a document this importer knows. */
export function unknownShapeMessage(what: Phrase): BilingualMessage {
  return {
    en_US: `${what.en_US} is not a Lambda document this importer knows`,
    mn_MN: `${what.mn_MN} нь энэ импортлогчийн танидаг Lambda баримт биш`,
  }
}

/**
 * Text that is not valid JSON. `detail` is the JSON parser's own (English) error message: the
 * Mongolian note says where the error is in its own words and keeps the parser's message only
 * as a quotation, since it is a diagnostic of the runtime and cannot be translated reliably.
 */
export function brokenJsonMessage(detail: string): BilingualMessage {
  const lineColumn = /line (\d+) column (\d+)/.exec(detail)
  // The position is counted from zero; people count characters from one, as the line/column form does.
  const position = /position (\d+)/.exec(detail)
  const where =
    lineColumn !== null
      ? `: ${lineColumn[1]}-р мөрийн ${lineColumn[2]}-р тэмдэгтэд алдаатай`
      : position !== null
        ? `: ${Number(position[1]) + 1}-р тэмдэгтэд алдаатай`
        : ''
  return {
    en_US: `is not valid JSON (${detail})`,
    mn_MN: `зөв JSON биш байна${where} (задлагчийн мэдэгдэл: «${detail}»)`,
  }
}
