// Issue 27: a builder shows no internal name. The helper reads what a person sees on the page and
// fails on a property key or a choice's internal value (`labelPosition`, `datetimeAutoFill`,
// `process_status_changer`) or on a regular expression (`^[a-z_][a-z0-9_]{0,62}$`).
import { type DocumentKind, documentKinds, PROCESS_STATUS_COLUMN } from '@tamga/schema'
import type { Page } from 'playwright-core'
import { expect } from 'vitest'
// The builder's own rule of what a person never reads, which its render tests use too.
import { internalNamesOf } from '../../../packages/builder/src/controls/panelWords.ts'

/** The kinds a builder edits. */
const BUILT: readonly DocumentKind[] = [
  'form',
  'grid',
  'krud',
  'menu',
  'role',
  'datasource',
  'chart',
  'workflow',
  'model',
  'graphql',
  'mockup',
]

/** Every property key and offered value of the builders' schemas that no person would write. */
function schemaNames(): Set<string> {
  const names = new Set<string>()
  for (const kind of BUILT) for (const name of internalNamesOf(documentKinds[kind].schema)) names.add(name)
  // The workflow's status column is a table's column too (a widget is named after it), and the
  // model, grid, chart and data-source builders list a table's columns by their names.
  names.delete(PROCESS_STATUS_COLUMN)
  return names
}

/** The internal names a builder screen must not show, taken from the schemas. */
export const RAW_WORDS: ReadonlySet<string> = schemaNames()

/** Text that is a regular expression or a piece of one: anchors, classes, counted repeats. */
const REGEX = /\^\[|\[[a-z0-9]-[a-z0-9]|\{\d+,\d*\}|\\[dws]\b|\(\?[:=!]|\]\*\$|\]\+\$/

/** What a raw-word check found: the names and the lines with a regular expression. */
export interface RawWords {
  names: string[]
  patterns: string[]
}

/**
 * The raw names and regular expressions in the page's visible text. Text in `<code>` is left out:
 * a builder shows a name the project chose (a column's, a document's) as code on purpose, for
 * the expert beside the words; so is anything in `allow`.
 */
export async function rawWordsOn(page: Page, allow: readonly string[] = []): Promise<RawWords> {
  const text = await page.evaluate(() => {
    const parts: string[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      const parent = node.parentElement
      if (parent === null || parent.closest('code, script, style, noscript') !== null) continue
      if (!parent.checkVisibility({ visibilityProperty: true, opacityProperty: false })) continue
      parts.push(node.textContent ?? '')
    }
    // A placeholder is read as the input's words.
    for (const input of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('[placeholder]')) {
      if (input.checkVisibility() && input.value === '') parts.push(input.placeholder)
    }
    return parts.join('\n')
  })
  const allowed = new Set(allow)
  const names = [
    ...new Set(
      (text.match(/[A-Za-z][A-Za-z0-9_]*/g) ?? []).filter((word) => RAW_WORDS.has(word) && !allowed.has(word)),
    ),
  ]
  const patterns = text
    .split(/\n+/)
    .map((line) => line.trim())
    .filter((line) => REGEX.test(line))
  return { names, patterns }
}

/**
 * Fails when the page shows a property key or internal value of a schema (camelCase or
 * snake_case, e.g. `saveButtonText`, `process_status_changer`) or a regular expression, naming
 * what it found. `where` says which screen, for the failure's message.
 */
export async function expectNoRawWords(page: Page, where = page.url(), allow: readonly string[] = []): Promise<void> {
  const found = await rawWordsOn(page, allow)
  expect(found, `raw words on ${where}`).toEqual({ names: [], patterns: [] })
}
