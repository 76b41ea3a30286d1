import { readdirSync, readFileSync } from 'node:fs'
import { registeredNamespaces } from '@tamga/renderer/i18n'
import { type Catalogue, LANGUAGE_CODES } from '@tamga/schema'
import { describe, expect, it } from 'vitest'
import { SITE_CATALOGUE } from '../../../../packages/site/src/words.ts'
import { START_CATALOGUES } from './i18n.ts'
import { SHELL_CATALOGUES } from './shellCatalogues.ts'

// Every module of the renderer and the builder that declares a namespace, loaded here, since a
// lazily loaded screen's words register only when it loads.
const declared: string[] = []
for (const folder of ['../../../../packages/renderer/src/', '../../../../packages/builder/src/']) {
  const root = new URL(folder, import.meta.url)
  for (const file of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
    if (!/\.tsx?$/.test(file) || file.includes('.test.')) continue
    const names = [...readFileSync(new URL(file, root), 'utf8').matchAll(/\bnamespace\('(\w+)'/g)].map(
      (found) => found[1],
    )
    if (names.length === 0) continue
    declared.push(...names.map(String))
    await import(new URL(file, root).href)
  }
}

const placeholders = (text: string): string[] =>
  [...text.matchAll(/\{\{(\w+)\}\}/g)].map((found) => found[1] ?? '').sort()

describe('the namespaces of the portal, the renderer and the builder, and the site’s words', () => {
  const namespaces = registeredNamespaces()
  // The site reads its catalogue without i18next, so it is walked here beside the namespaces.
  const catalogues = new Map<string, Catalogue>([...namespaces, ['site', SITE_CATALOGUE]])

  it('are all registered in the one lookup module, each name once', () => {
    const names = [...declared, ...Object.keys(START_CATALOGUES), ...Object.keys(SHELL_CATALOGUES)]
    expect(new Set(names).size).toBe(names.length)
    expect(declared.length).toBeGreaterThan(30)
    for (const name of names) expect(namespaces.has(name), name).toBe(true)
  })

  it('have every key in mn_MN, en_US and ko_KR, with the Mongolian placeholders', () => {
    for (const [name, catalogue] of catalogues) {
      for (const [key, texts] of Object.entries(catalogue)) {
        const wanted = placeholders(texts.mn_MN)
        for (const language of LANGUAGE_CODES) {
          const text = texts[language]
          expect(typeof text === 'string' && text.trim() !== '', `${name}.${key} ${language}`).toBe(true)
          expect(placeholders(text), `${name}.${key} ${language}`).toEqual(wanted)
        }
      }
    }
  })

  it('say nothing in Mongolian to English and Korean readers, but for an example of a Mongolian value', () => {
    // A register number (УБ99112233) is written in Cyrillic whatever the reader's language.
    const example = /[А-ЯЁӨҮ]{2}\d{8}/g
    const mongolian: string[] = []
    for (const [name, catalogue] of catalogues) {
      for (const [key, texts] of Object.entries(catalogue)) {
        for (const language of ['en_US', 'ko_KR'] as const) {
          if (/[\u0400-\u04FF]/.test(texts[language].replace(example, ''))) mongolian.push(`${name}.${key} ${language}`)
        }
      }
    }
    expect(mongolian).toEqual([])
  })
})
