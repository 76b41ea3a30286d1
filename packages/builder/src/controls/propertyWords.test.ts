import {
  ChartDocumentSchema,
  DatasourceDocumentSchema,
  FORM_WIDGETS,
  FormDocumentSchema,
  FormFieldSchema,
  FormLayoutSectionSchema,
  FormLayoutStepSchema,
  GraphqlDocumentSchema,
  GraphqlSubTableSchema,
  GridColumnSchema,
  GridDocumentSchema,
  KrudDocumentSchema,
  LANGUAGE_CODES,
  MenuDocumentSchema,
  MenuItemSchema,
  MockupDocumentSchema,
  ModelColumnSchema,
  ModelDocumentSchema,
  RoleDocumentSchema,
  SpanSchema,
  STEP_TYPES,
  WorkflowDocumentSchema,
  WorkflowNodeSchema,
} from '@tamga/schema'
import { describe, expect, it } from 'vitest'
import {
  byGroup,
  choiceLabel,
  choiceWordsOf,
  PROPERTY_GROUPS,
  propertyGroup,
  propertyHelp,
  propertyLabel,
  propertyWordsOf,
} from './propertyWords.ts'

/** The schemas whose properties the builders draw as rows, by the builder's name for them. */
const DRAWN = {
  'form field': FormFieldSchema,
  form: FormDocumentSchema,
  'form section': FormLayoutSectionSchema,
  'form step': FormLayoutStepSchema,
  'column width': SpanSchema,
  'grid column': GridColumnSchema,
  grid: GridDocumentSchema,
  krud: KrudDocumentSchema,
  'menu item': MenuItemSchema,
  menu: MenuDocumentSchema,
  chart: ChartDocumentSchema,
  datasource: DatasourceDocumentSchema,
  role: RoleDocumentSchema,
  'workflow step': WorkflowNodeSchema,
  workflow: WorkflowDocumentSchema,
  'model column': ModelColumnSchema,
  model: ModelDocumentSchema,
  graphql: GraphqlDocumentSchema,
  'graphql sub-table': GraphqlSubTableSchema,
  mockup: MockupDocumentSchema,
}

interface Node {
  properties?: Record<string, Node>
  anyOf?: Node[]
  items?: Node
  enum?: unknown[]
  const?: unknown
  $defs?: Record<string, Node>
  additionalProperties?: unknown
  patternProperties?: Record<string, Node>
}

// A text per language is edited as one box per language (LocalizedTextInput), not as rows
// named mn_MN, en_US and ko_KR, so its parts are no properties.
const isLocalized = (node: Node) => node.anyOf?.some((part) => part.properties?.mn_MN !== undefined) === true

/** Every property key and every offered value (enum values, union tags) reachable from `root`, with where. */
function walk(root: unknown): { keys: Map<string, string>; values: Map<string, string> } {
  const keys = new Map<string, string>()
  const values = new Map<string, string>()
  const seen = new Set<Node>()
  const visit = (node: Node | undefined, where: string) => {
    if (node === undefined || typeof node !== 'object' || seen.has(node) || isLocalized(node)) return
    seen.add(node)
    for (const [key, part] of Object.entries(node.properties ?? {})) {
      if (!keys.has(key)) keys.set(key, `${where}/${key}`)
      visit(part, `${where}/${key}`)
    }
    for (const value of node.enum ?? []) if (!values.has(String(value))) values.set(String(value), where)
    if (typeof node.const === 'string' && !values.has(node.const)) values.set(node.const, where)
    for (const part of node.anyOf ?? []) visit(part, where)
    for (const part of Object.values(node.$defs ?? {})) visit(part, where)
    for (const part of Object.values(node.patternProperties ?? {})) visit(part, `${where}/*`)
    if (typeof node.additionalProperties === 'object') visit(node.additionalProperties as Node, `${where}/*`)
    visit(node.items, `${where}/0`)
  }
  visit(root as Node, '')
  return { keys, values }
}

const walked = Object.entries(DRAWN).map(([name, schema]) => ({ name, ...walk(schema) }))

describe('the property words', () => {
  it('the walk reaches the options the issue names, through unions, lists and recursive menu items', () => {
    const keys = new Set(walked.flatMap(({ keys }) => [...keys.keys()]))
    const values = new Set(walked.flatMap(({ values }) => [...values.keys()]))
    for (const key of [
      'labelPosition',
      'saveButtonText',
      'valueField',
      'labelFields',
      'dependsOn',
      'treeParentColumn',
    ]) {
      expect(keys, key).toContain(key)
    }
    expect(keys).toContain('link_to')
    expect(keys).not.toContain('mn_MN')
    expect(values).toContain('datetimeAutoFill')
    expect(values).toContain('process_status_changer')
  })

  for (const { name, keys } of walked) {
    it(`give every property of the ${name} a label and a help in every language`, () => {
      const missing: string[] = []
      for (const [key, where] of keys) {
        const words = propertyWordsOf(key)
        for (const language of LANGUAGE_CODES) {
          const label = words?.label[language]?.trim() ?? ''
          const help = words?.help[language]?.trim() ?? ''
          if (label === '' || label === key) missing.push(`${where} label ${language}`)
          if (help === '' || help === key) missing.push(`${where} help ${language}`)
        }
      }
      expect(missing).toEqual([])
    })
  }

  it('give every choice a builder offers words in every language: enum values, union tags, widgets, step types', () => {
    const offered = new Map<string, string>()
    for (const { name, values } of walked) for (const [value, where] of values) offered.set(value, `${name}${where}`)
    for (const widget of FORM_WIDGETS) offered.set(widget, 'form palette')
    for (const type of STEP_TYPES) offered.set(type, 'workflow palette')
    const missing: string[] = []
    for (const [value, where] of offered) {
      for (const language of LANGUAGE_CODES) {
        const text = choiceWordsOf(value)?.[language]?.trim() ?? ''
        // A value like "A4" or "GraphQL" may keep its spelling in English, never its internal form.
        if (text === '' || (/[_a-z][A-Z]|_/.test(value) && text === value))
          missing.push(`${value} (${where}) ${language}`)
      }
    }
    expect(missing).toEqual([])
  })

  it('say a property by its words, never by its key, even one no schema has', () => {
    expect(propertyLabel('labelPosition', 'mn_MN')).toBe('Шошгын байрлал')
    expect(propertyLabel('treeParentColumn', 'en_US')).toBe('Parent column')
    expect(propertyHelp('saveButtonText', 'ko_KR')).toBe('저장 버튼의 글자')
    expect(propertyLabel('notAnOption', 'mn_MN')).toBe('Бусад тохиргоо')
    expect(propertyHelp('notAnOption', 'mn_MN')).toBeUndefined()
    expect(choiceLabel('process_status_changer', 'mn_MN')).toBe('Явцын төлөв солих')
    // A project's own value (a column's name) is its own word.
    expect(choiceLabel('aimag_id', 'mn_MN')).toBe('aimag_id')
  })

  it('divide a panel into the groups in their order, leaving empty ones out', () => {
    const parts = byGroup(['hidden', 'name', 'required', 'label', 'roles'], (key) => key)
    expect(parts).toEqual([
      { group: 'basic', items: ['name'] },
      { group: 'appearance', items: ['hidden', 'label'] },
      { group: 'validation', items: ['required'] },
      { group: 'access', items: ['roles'] },
    ])
    expect(PROPERTY_GROUPS).toContain(propertyGroup('notAnOption'))
  })
})
