// How the site writes the values it reads: names from several columns, dates in Ulaanbaatar's
// calendar, money in tugrik, a fact over a referenced model by that model's label, and the
// translated column (`name_en`) of a row where the language has one.
import {
  formatNumber,
  type LanguageCode,
  localizedText,
  type SiteFact,
  type SiteFactConfig,
  translationColumnName,
} from '@tamga/schema'
import { type SiteRow, showKey } from './siteQueries.ts'

/** The foundation's calendar: a date is the day it was in Ulaanbaatar. */
const CALENDAR = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Ulaanbaatar',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/** A date or time as `YYYY-MM-DD` in Ulaanbaatar, or null when the value is none. */
export function dayOf(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return value
  const date = value instanceof Date ? value : new Date(String(value))
  return Number.isNaN(date.getTime()) ? null : CALENDAR.format(date)
}

/** A value as text, or null when it is empty. */
export function textOf(value: unknown): string | null {
  if (value === null || value === undefined) return null
  const text = String(value).trim()
  return text === '' ? null : text
}

/** A number (money, a count), or null. */
export function numberOf(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null
  const number = Number(value)
  return Number.isFinite(number) ? number : null
}

/**
 * The columns of a name joined with a space (`Очир Должинсүрэн`), each in `language` where the
 * row carries its translation (see {@link translated}).
 */
export function nameOf(row: SiteRow, columns: readonly string[], language: LanguageCode): string {
  return columns
    .map((column) => translated(row, column, language))
    .filter((part) => part !== null)
    .join(' ')
}

/** A fact's value as the page writes it: the referenced label, a date, money in tugrik. */
export function factValue(row: SiteRow, fact: SiteFactConfig): string | null {
  const raw = fact.show !== undefined && showKey(fact.field) in row ? row[showKey(fact.field)] : row[fact.field]
  switch (fact.format) {
    case 'date': {
      const day = dayOf(raw)
      return day === null ? null : day.replaceAll('-', '.')
    }
    case 'year':
      return dayOf(raw)?.slice(0, 4) ?? null
    case 'money': {
      const amount = numberOf(raw)
      return amount === null ? null : `${formatNumber(amount)} ₮`
    }
    default:
      return textOf(raw)
  }
}

/** The facts of a row with a value, labelled in `language`. */
export function factsOf(row: SiteRow, facts: readonly SiteFactConfig[], language: LanguageCode): SiteFact[] {
  return facts.flatMap((fact) => {
    const value = factValue(row, fact)
    return value === null ? [] : [{ label: localizedText(fact.label, language), value }]
  })
}

/**
 * A row's text in `language` (`name_en` for English, the column a translatable column keeps it
 * in), falling back to the Mongolian column when the row has none or it is empty (spec 9).
 */
export function translated(row: SiteRow, column: string, language: LanguageCode): string | null {
  const own = language === 'mn_MN' ? null : textOf(row[translationColumnName(column, language)])
  return own ?? textOf(row[column])
}
