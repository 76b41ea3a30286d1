// Where an issue is, said in words a person recognises: the labels of the properties on the way
// and the names of the list entries (a field's label, a step's name), never the JSON Pointer.
import { namespace } from '@tamga/renderer/i18n'
import type { Catalogue, DocumentIssue, LanguageCode } from '@tamga/schema'
import { issuePlace } from './issuesAt.ts'
import { propertyLabel } from './propertyWords.ts'

const WORDS = {
  wholeDocument: { mn_MN: 'Баримт бичиг', en_US: 'The document', ko_KR: '문서' },
  entry: { mn_MN: '{{number}}-р мөр', en_US: 'entry {{number}}', ko_KR: '{{number}}번째 항목' },
  details: { mn_MN: 'Дэлгэрэнгүй', en_US: 'Details', ko_KR: '자세히' },
  detailsHint: {
    mn_MN: 'Мэргэжилтэнд: баримт бичиг доторх байрлал ба шалгалтын код',
    en_US: 'For experts: the place in the document and the check that failed',
    ko_KR: '전문가용: 문서 안의 위치와 실패한 검사',
  },
} as const satisfies Catalogue

/** The words of issues' places and details, in `language`. */
export const issueWord = namespace('builderIssues', WORDS)

// What an entry of a list is called by, in the order a person would look for it.
const NAMING_KEYS = ['label', 'title', 'text', 'name', 'alias', 'field', 'column', 'id', 'key'] as const

function nameOf(value: unknown, language: LanguageCode): string | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined
  const record = value as Record<string, unknown>
  for (const key of NAMING_KEYS) {
    const named = record[key]
    if (typeof named === 'string' && named.trim() !== '') return named
    if (typeof named === 'object' && named !== null && !Array.isArray(named)) {
      // A LocalizedText: the language shown, else Mongolian, which every one has.
      const texts = named as Partial<Record<LanguageCode, unknown>>
      const text = texts[language] ?? texts.mn_MN
      if (typeof text === 'string' && text.trim() !== '') return text
    }
  }
  return undefined
}

const pointerSegment = (segment: string): string => segment.replaceAll('~1', '/').replaceAll('~0', '~')

/**
 * Where an issue is, in words: each property by its label, each entry of a list by its own
 * name («Огноо») or its number, joined by arrows; the document itself for its root.
 *
 * @example issueLocation(form, { path: '/fields/4/options/model', … }, 'mn_MN') // 'Талбарууд → «Огноо» → Сонголтууд → Модель'
 */
export function issueLocation(document: unknown, issue: DocumentIssue, language: LanguageCode): string {
  const segments = issuePlace(issue).split('/').slice(1).map(pointerSegment)
  if (segments.length === 0) return issueWord('wholeDocument', language)
  const words: string[] = []
  let value: unknown = document
  for (const segment of segments) {
    if (Array.isArray(value) && /^\d+$/.test(segment)) {
      const entry: unknown = value[Number(segment)]
      const name = nameOf(entry, language)
      words.push(name === undefined ? issueWord('entry', language, { number: Number(segment) + 1 }) : `«${name}»`)
      value = entry
      continue
    }
    words.push(propertyLabel(segment, language))
    value = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[segment] : undefined
  }
  return words.join(' → ')
}
