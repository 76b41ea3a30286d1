import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { FormDocument } from '@tamga/schema'
import { describe, expect, it } from 'vitest'
import { compileLayout, type LayoutBlock, type LayoutRow, resolveSpan } from './index.ts'

const forms = fileURLToPath(new URL('../../../../../examples/heritage/documents/forms/', import.meta.url))
const readForm = (name: string): FormDocument =>
  JSON.parse(readFileSync(`${forms}${name}.json`, 'utf8')) as FormDocument

const FULL = { xs: 24, sm: 24, md: 24, lg: 24 }
const HALF_FROM_MD = { xs: 24, sm: 24, md: 12, lg: 12 }
const fieldRow = (name: string, span = FULL): LayoutRow => ({
  type: 'row',
  columns: [{ span, children: [{ type: 'field', name }] }],
})
const blocksOf = (layout: ReturnType<typeof compileLayout>): LayoutBlock[] => {
  if (layout.type !== 'simple') throw new Error('expected a simple form')
  return layout.blocks
}

describe('resolveSpan', () => {
  it('lets a missing breakpoint inherit the next smaller one, and a missing xs take the whole width', () => {
    expect(resolveSpan(undefined)).toEqual(FULL)
    expect(resolveSpan({ md: 12 })).toEqual(HALF_FROM_MD)
    expect(resolveSpan({ xs: 12, lg: 6 })).toEqual({ xs: 12, sm: 12, md: 12, lg: 6 })
  })
})

describe('compileLayout', () => {
  it('puts each bare field in a full-width row and keeps the columns of a row, without the hidden fields', () => {
    const layout = compileLayout(readForm('news-form'), { language: 'mn_MN' })
    expect(blocksOf(layout)).toEqual([
      fieldRow('title'),
      fieldRow('summary'),
      {
        type: 'row',
        columns: [
          { span: HALF_FROM_MD, children: [{ type: 'field', name: 'image' }] },
          {
            span: HALF_FROM_MD,
            children: [
              { type: 'field', name: 'published_at' },
              { type: 'field', name: 'is_published' },
              { type: 'field', name: 'view_count' },
            ],
          },
        ],
      },
      fieldRow('body'),
    ])
    // id and created_by use the hidden widget: they travel in the record but take no place.
    expect(layout.placed).toEqual(['title', 'summary', 'image', 'published_at', 'is_published', 'view_count', 'body'])
  })

  it('gives section titles in the chosen language and says when sections are tabs', () => {
    const layout = compileLayout(readForm('content-item-form'), { language: 'en_US', roleId: 2 })
    expect(layout.sectionsAsTabs).toBe(true)
    expect(blocksOf(layout).map((block) => (block.type === 'section' ? block.title : block.type))).toEqual([
      'Content',
      'Media',
      'Publishing and price',
    ])
    const korean = compileLayout(readForm('content-item-form'), { language: 'ko_KR' })
    expect(blocksOf(korean).map((block) => (block.type === 'section' ? block.title : block.type))[0]).toBe('본문')
  })

  it('falls back to Mongolian for a section title without the chosen language', () => {
    // The heritage forms say everything in Korean too: their section titles lose it here.
    const form = readForm('heritage-bearer-form')
    const withoutKorean = JSON.parse(JSON.stringify(form, (key, value) => (key === 'ko_KR' ? undefined : value)))
    const layout = compileLayout(withoutKorean, { language: 'ko_KR', roleId: 1 })
    expect(blocksOf(layout).map((block) => (block.type === 'section' ? block.title : undefined))).toEqual([
      'Хувийн мэдээлэл',
      'Өвийн мэдээлэл',
      'Нийтлэл',
    ])
  })

  it('shows a section limited to some roles to those roles only, and to nobody without a role', () => {
    const form = readForm('heritage-bearer-form')
    const sectionTitles = (roleId?: number) =>
      blocksOf(compileLayout(form, roleId === undefined ? { language: 'en_US' } : { language: 'en_US', roleId })).map(
        (block) => (block.type === 'section' ? block.title : undefined),
      )
    expect(sectionTitles(2)).toEqual(['Personal information', 'Heritage', 'Publishing'])
    expect(sectionTitles(5)).toEqual(['Personal information', 'Heritage'])
    expect(sectionTitles()).toEqual(['Personal information', 'Heritage'])
    expect(compileLayout(form, { language: 'en_US', roleId: 5 }).placed).not.toContain('is_published')
  })

  it('makes a step-by-step form a list of steps with their own blocks', () => {
    const layout = compileLayout(readForm('envoy-form'), { language: 'en_US' })
    if (layout.type !== 'steps') throw new Error('expected steps')
    expect(layout.steps.map((step) => step.title)).toEqual([
      'Personal information',
      'Contact information',
      'Photo and biography',
    ])
    expect(layout.steps[1]?.children).toEqual([fieldRow('phone'), fieldRow('email')])
    expect(layout.steps[0]?.children[0]).toEqual({
      type: 'row',
      columns: [
        { span: HALF_FROM_MD, children: [{ type: 'field', name: 'last_name' }] },
        { span: HALF_FROM_MD, children: [{ type: 'field', name: 'first_name' }] },
      ],
    })
  })

  it('places one field per line in list order when the form has no layout, each as wide as its span', () => {
    const { layout: _ignored, ...form } = readForm('investor-form')
    const fields = form.fields.map((field) => (field.name === 'website' ? { ...field, span: { md: 12 } } : field))
    const layout = compileLayout({ ...form, fields }, { language: 'mn_MN' })
    const visible = form.fields.filter((field) => field.widget !== 'hidden').map((field) => field.name)
    expect(layout.placed).toEqual(visible)
    expect(blocksOf(layout)).toEqual(
      visible.map((name) => (name === 'website' ? fieldRow(name, HALF_FROM_MD) : fieldRow(name))),
    )
  })

  it('leaves out fields marked hidden, keeps the place of an emptied column and drops an emptied section', () => {
    const form = readForm('heritage-bearer-form')
    const hiddenNames = new Set(['first_name', 'heritage_domain_id', 'biography', 'apprentices'])
    const fields = form.fields.map((field) => (hiddenNames.has(field.name) ? { ...field, hidden: true } : field))
    const layout = compileLayout({ ...form, fields }, { language: 'en_US', roleId: 1 })
    const [personal, ...rest] = blocksOf(layout)
    expect(personal?.type === 'section' ? personal.children[0] : undefined).toEqual({
      type: 'row',
      columns: [
        { span: HALF_FROM_MD, children: [{ type: 'field', name: 'last_name' }] },
        { span: HALF_FROM_MD, children: [] },
      ],
    })
    expect(rest.map((block) => (block.type === 'section' ? block.title : undefined))).toEqual(['Publishing'])
    expect(layout.placed.some((name) => hiddenNames.has(name))).toBe(false)
  })

  it('places a field named twice once, and skips names that are not fields', () => {
    const form = readForm('aimag-form')
    const layout = compileLayout({ ...form, layout: ['name', 'nope', 'name', 'code'] }, { language: 'mn_MN' })
    expect(blocksOf(layout)).toEqual([fieldRow('name'), fieldRow('code')])
  })
})
