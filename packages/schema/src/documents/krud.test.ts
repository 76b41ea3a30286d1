import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { validateDocumentOf } from './definition.ts'
import { DEFAULT_KRUD_ACTIONS, type KrudDocument, krudActions, krudKind } from './krud.ts'

const folder = new URL('../../../../examples/heritage/documents/kruds/', import.meta.url)
const heritageKruds = readdirSync(folder)
  .filter((file) => file.endsWith('.json'))
  .map((file) => [file, JSON.parse(readFileSync(new URL(file, folder), 'utf8')) as unknown] as const)

const base = (): KrudDocument => structuredClone(krudKind.example)

function problems(input: unknown): Array<{ path: string; code: string }> {
  const result = validateDocumentOf(krudKind, input)
  return result.ok ? [] : result.issues.map(({ path, code }) => ({ path, code }))
}

describe('krud documents', () => {
  it('the built-in example is valid and is the heritage applications krud', () => {
    expect(problems(krudKind.example)).toEqual([])
    expect(heritageKruds.find(([file]) => file === 'applications.json')?.[1]).toEqual(krudKind.example)
  })

  it('the heritage project has a krud for every registry and for applications', () => {
    expect(heritageKruds.map(([file]) => file).sort()).toEqual([
      'ahas-members.json',
      'aimags.json',
      'applications.json',
      'content-categories.json',
      'content-items.json',
      'envoys.json',
      'feedback.json',
      'field-samples.json',
      'heritage-bearers.json',
      'heritage-domains.json',
      'investors.json',
      'news.json',
      'pages.json',
      'partners.json',
      'public-requests.json',
      'supporters.json',
    ])
  })

  it.each(heritageKruds)('the heritage krud %s is valid and pairs a form and a grid of one model', (file, document) => {
    expect(problems(document)).toEqual([])
    const krud = document as KrudDocument
    expect(`${krud.name}.json`).toBe(file)
    expect(krud.form.replace(/-form$/, '')).toBe(krud.grid.replace(/-grid$/, ''))
  })

  it('only the heritage applications go through the approval workflow', () => {
    const withWorkflow = heritageKruds.filter(([, document]) => (document as KrudDocument).workflow !== undefined)
    expect(withWorkflow.map(([file, document]) => [file, (document as KrudDocument).workflow])).toEqual([
      ['applications.json', 'application-approval'],
    ])
  })

  it('requires a title, because crud menu items take their title from the krud', () => {
    const { title: _, ...untitled } = base()
    expect(problems(untitled)).toEqual([{ path: '', code: 'required' }])
  })

  it('rejects a template other than window and canvas', () => {
    expect(problems({ ...base(), template: 'drawer' })).toEqual([{ path: '/template', code: 'enum' }])
  })

  it('rejects an unknown action and a repeated one', () => {
    expect(problems({ ...base(), actions: ['create', 'approve'] })).toEqual([{ path: '/actions/1', code: 'enum' }])
    expect(problems({ ...base(), actions: ['create', 'create'] })).toEqual([{ path: '/actions', code: 'uniqueItems' }])
  })

  it('rejects a form name that is not a document name', () => {
    expect(problems({ ...base(), form: 'Application Form' })).toEqual([{ path: '/form', code: 'pattern' }])
  })

  it.each([
    ['excel-import', 'create'],
    ['copy', 'create'],
    ['restore', 'delete'],
  ] as const)('"%s" needs "%s" among the actions', (action, needed) => {
    const actions = DEFAULT_KRUD_ACTIONS.filter((a) => a !== needed)
    expect(problems({ ...base(), actions: [...actions, action] })).toEqual([
      { path: `/actions/${actions.length}`, code: 'action-needs-action' },
    ])
    expect(problems({ ...base(), actions: [...DEFAULT_KRUD_ACTIONS, action] })).toEqual([])
  })
})

describe('krudActions', () => {
  it('falls back to create, view, edit and delete', () => {
    const { actions: _, ...krud } = base()
    expect(krudActions(krud)).toEqual(['create', 'view', 'edit', 'delete'])
    expect(krudActions(base())).toEqual(base().actions)
  })
})
