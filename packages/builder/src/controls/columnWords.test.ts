import { describe, expect, it } from 'vitest'
import type { ColumnChoice } from './columnChoices.ts'
import { columnChosenLabel, columnOptionLabel, columnOptions, connectionSentence } from './columnWords.ts'

const titles: Record<string, string> = { heritage_bearer: 'Өв тээгч', aimag: 'Аймаг' }
const tableTitle = (name: string) => titles[name] ?? name

const columns: ColumnChoice[] = [
  {
    name: 'heritage_bearer_id',
    label: { mn_MN: 'Өв тээгч', en_US: 'Bearer' },
    references: { model: 'heritage_bearer', column: 'id' },
  },
  { name: 'aimag_id', label: { mn_MN: 'Аймаг' }, references: { model: 'aimag', column: 'id' } },
  { name: 'full_name', label: { mn_MN: 'Овог нэр' } },
  { name: 'teacher_name', label: { mn_MN: 'Багшийн нэр', en_US: 'Teacher' }, unsaved: true },
]

describe('a column offered in words', () => {
  it('shows its label, the table it points at by title, and whether the table has it yet', () => {
    expect(columnOptionLabel(columns[0] as ColumnChoice, 'mn_MN', tableTitle)).toBe(
      'heritage_bearer_id — Өв тээгч · «Өв тээгч» хүснэгтийн мөрийг заана',
    )
    expect(columnOptionLabel(columns[3] as ColumnChoice, 'mn_MN', tableTitle)).toBe(
      'teacher_name — Багшийн нэр (хадгалаагүй)',
    )
    expect(columnOptionLabel(columns[3] as ColumnChoice, 'en_US', tableTitle)).toBe(
      'teacher_name — Teacher (not saved yet)',
    )
    expect(columnOptionLabel({ name: 'id', label: undefined }, 'mn_MN', tableTitle)).toBe('id')
  })

  it('once chosen, its box shows its name and label and whether it is saved, not where it points', () => {
    expect(columnChosenLabel(columns[0] as ColumnChoice, 'en_US')).toBe('heritage_bearer_id — Bearer')
    expect(columnChosenLabel(columns[3] as ColumnChoice, 'mn_MN')).toBe('teacher_name — Багшийн нэр (хадгалаагүй)')
  })

  it('a name the columns lack stays among the options, last', () => {
    const options = columnOptions(columns, 'mn_MN', tableTitle, 'old_link')
    expect(options.map((option) => option.value)).toEqual([...columns.map((column) => column.name), 'old_link'])
    expect(columnOptions(columns, 'mn_MN', tableTitle, ['full_name'])).toHaveLength(4)
  })
})

describe('what a sub-form’s link column means', () => {
  const sentence = (chosen: string | undefined, language: 'mn_MN' | 'en_US' = 'mn_MN') =>
    connectionSentence({ chosen, columns, parentModel: 'heritage_bearer', language, tableTitle })

  it('a column pointing at the parent’s table: each row belongs to one parent record', () => {
    expect(sentence('heritage_bearer_id')).toEqual({
      text: 'Мөр бүр «Өв тээгч» хүснэгтийн нэг мөрт харьяалагдана; тэр мөрийн дугаар энэ баганад хадгалагдана',
      fits: true,
    })
    expect(sentence('heritage_bearer_id', 'en_US')?.text).toBe(
      'Each row belongs to one «Өв тээгч» record, whose number this column keeps',
    )
  })

  it('a column pointing elsewhere, or nowhere, is said not to fit', () => {
    expect(sentence('aimag_id')).toEqual({
      text: 'Энэ багана «Өв тээгч» биш, «Аймаг» хүснэгтийг заадаг: холбох баганаа шалгана уу',
      fits: false,
    })
    expect(sentence('full_name')?.fits).toBe(false)
    expect(sentence('full_name')?.text).toContain('ямар ч хүснэгтийг заадаггүй')
  })

  it('says nothing before a column is chosen', () => {
    expect(sentence(undefined)).toBeUndefined()
    expect(sentence('gone')).toBeUndefined()
  })
})
