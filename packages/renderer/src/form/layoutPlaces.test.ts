import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { FormDocument } from '@tamga/schema'
import { describe, expect, it } from 'vitest'
import { compileLayout } from './compile/index.ts'
import {
  blockGroups,
  fieldCountsOfTabs,
  fieldsOfBlocks,
  firstInReadingOrder,
  firstStepOf,
  stepFields,
  tabsShowing,
} from './layoutPlaces.ts'

const heritage = fileURLToPath(new URL('../../../../examples/heritage/documents/', import.meta.url))
const readForm = (name: string) =>
  JSON.parse(readFileSync(join(heritage, `forms/${name}.json`), 'utf8')) as FormDocument

const envoy = compileLayout(readForm('envoy-form'), { language: 'mn_MN' })
const bearerForm = readForm('heritage-bearer-form')
const bearer = compileLayout(bearerForm, { language: 'mn_MN', roleId: 1 })

describe('the places of a layout', () => {
  it('list the fields of each step of a step-by-step form', () => {
    expect(stepFields(envoy)).toEqual([
      ['last_name', 'first_name', 'position', 'aimag_id', 'appointed_at'],
      ['phone', 'email'],
      ['photo', 'biography', 'is_published'],
    ])
  })

  it('find the first step holding a field with an error', () => {
    expect(firstStepOf(envoy, ['email', 'photo'])).toBe(1)
    expect(firstStepOf(envoy, ['last_name'])).toBe(0)
    expect(firstStepOf(envoy, ['not_a_field'])).toBeUndefined()
  })

  it('list a simple form’s fields in reading order, through its sections', () => {
    if (bearer.type !== 'simple') throw new Error('the bearer form is simple')
    expect(fieldsOfBlocks(bearer.blocks)).toEqual(bearer.placed)
    expect(stepFields(bearer)).toEqual([bearer.placed])
  })

  it('put the top-level sections side by side in tabs when the form asks for them', () => {
    if (bearer.type !== 'simple') throw new Error('the bearer form is simple')
    const groups = blockGroups(bearer.blocks, true)
    expect(groups.map((group) => group.type)).toEqual(['tabs'])
    expect(groups[0]?.type === 'tabs' && groups[0].sections.map((section) => section.title)).toEqual([
      'Хувийн мэдээлэл',
      'Өвийн мэдээлэл',
      'Нийтлэл',
    ])
    expect(blockGroups(bearer.blocks, false).map((group) => group.type)).toEqual(['blocks'])
  })

  it('keep rows between sections out of the tabs', () => {
    const mixed = compileLayout(
      { ...bearerForm, layout: ['is_published', ...(bearerForm.layout ?? []), 'photo'] },
      {
        language: 'mn_MN',
        roleId: 1,
      },
    )
    if (mixed.type !== 'simple') throw new Error('simple')
    expect(blockGroups(mixed.blocks, true).map((group) => group.type)).toEqual(['blocks', 'tabs'])
  })

  it('open the tab that holds the first field with an error', () => {
    if (bearer.type !== 'simple') throw new Error('the bearer form is simple')
    expect(tabsShowing(bearer.blocks, true, ['heritage_domain_id'])).toEqual(new Map([[0, '0.1']]))
    expect(tabsShowing(bearer.blocks, true, ['nothing'])).toEqual(new Map())
    expect(tabsShowing(bearer.blocks, false, ['heritage_domain_id'])).toEqual(new Map())
  })

  it('find the first field with an error in reading order, whatever order the errors came in', () => {
    expect(firstInReadingOrder(envoy, ['email', 'appointed_at', 'last_name'])).toBe('last_name')
    expect(firstInReadingOrder(envoy, ['photo', 'phone'])).toBe('phone')
    expect(firstInReadingOrder(bearer, ['heritage_domain_id', 'register_number'])).toBe('register_number')
    expect(firstInReadingOrder(envoy, ['not_a_field'])).toBeUndefined()
  })

  it('count the fields with errors each tab holds, for its badge', () => {
    if (bearer.type !== 'simple') throw new Error('the bearer form is simple')
    const counts = fieldCountsOfTabs(bearer.blocks, true, new Set(['heritage_domain_id', 'biography', 'last_name']))
    expect(counts).toEqual(
      new Map([
        ['0.0', 1],
        ['0.1', 2],
      ]),
    )
    expect(fieldCountsOfTabs(bearer.blocks, false, new Set(['last_name'])).size).toBe(0)
  })
})
