import type { MenuItem } from '@tamga/schema'
import { describe, expect, it } from 'vitest'
import {
  findMenuItem,
  freeMenuId,
  insertMenuItem,
  menuItemAt,
  menuKey,
  menuPointer,
  moveMenuItem,
  pathOfKey,
  removeMenuItem,
  shiftMenuItem,
  titleMenuItem,
  updateMenuItem,
} from './menuTree.ts'

const entry = (id: string, extra: Partial<MenuItem> = {}): MenuItem => ({
  id,
  title: id,
  link_to: 'noAction',
  ...extra,
})

const tree = (): MenuItem[] => [
  entry('a'),
  entry('b', { children: [entry('b1'), entry('b2'), entry('b3')] }),
  entry('c', { link_to: 'noActionSubTop', sub_top_children: [entry('c1')] }),
]

const ids = (items: readonly MenuItem[]): unknown =>
  items.map((item) =>
    item.children || item.sub_top_children
      ? { [item.id]: ids([...(item.children ?? []), ...(item.sub_top_children ?? [])]) }
      : item.id,
  )

describe('finding entries', () => {
  it('finds an entry by id with its path, also under sub_top_children', () => {
    expect(findMenuItem(tree(), 'b2')?.path).toEqual([1, 'children', 1])
    expect(findMenuItem(tree(), 'c1')?.path).toEqual([2, 'sub_top_children', 0])
    expect(findMenuItem(tree(), 'nope')).toBeUndefined()
  })

  it('reads the entry at a path and its pointer', () => {
    expect(menuItemAt(tree(), [1, 'children', 2])?.id).toBe('b3')
    expect(menuItemAt(tree(), [1, 'children', 9])).toBeUndefined()
    expect(menuPointer([1, 'children', 2])).toBe('/items/1/children/2')
    expect(pathOfKey(menuKey([2, 'sub_top_children', 0]))).toEqual([2, 'sub_top_children', 0])
  })

  it('a new id is one the tree does not use', () => {
    expect(freeMenuId([entry('item-1'), entry('x', { children: [entry('item-2')] })])).toBe('item-3')
  })
})

describe('editing entries', () => {
  it('updates a nested entry without touching the given tree', () => {
    const before = tree()
    const after = updateMenuItem(before, [1, 'children', 0], (item) => ({ ...item, id: 'renamed' }))
    expect(menuItemAt(after, [1, 'children', 0])?.id).toBe('renamed')
    expect(menuItemAt(before, [1, 'children', 0])?.id).toBe('b1')
    expect(after[0]).toBe(before[0])
  })

  it('adds a top-level entry at the end and a child under an entry', () => {
    const top = insertMenuItem(tree(), { parent: [], item: entry('d') })
    expect(top.path).toEqual([3])
    const child = insertMenuItem(top.items, { parent: [0], item: entry('a1') })
    expect(child.path).toEqual([0, 'children', 0])
    expect(ids(child.items)).toEqual([{ a: ['a1'] }, { b: ['b1', 'b2', 'b3'] }, { c: ['c1'] }, 'd'])
  })

  it('removing the last child leaves the branch out', () => {
    const after = removeMenuItem(tree(), [2, 'sub_top_children', 0])
    expect(after[2]).not.toHaveProperty('sub_top_children')
  })
})

describe('moving entries', () => {
  it('moves an entry up and down among its siblings only', () => {
    const up = shiftMenuItem(tree(), [1, 'children', 1], -1)
    expect(up.path).toEqual([1, 'children', 0])
    expect(ids(up.items)).toEqual(['a', { b: ['b2', 'b1', 'b3'] }, { c: ['c1'] }])
    const stuck = shiftMenuItem(tree(), [1, 'children', 2], 1)
    expect(stuck.path).toEqual([1, 'children', 2])
    expect(ids(stuck.items)).toEqual(ids(tree()))
  })

  it('moves a top-level entry after a later one (indexes shift after the removal)', () => {
    const moved = moveMenuItem(tree(), [0], { place: 'after', target: [2] })
    expect(ids(moved.items)).toEqual([{ b: ['b1', 'b2', 'b3'] }, { c: ['c1'] }, 'a'])
    expect(moved.path).toEqual([2])
  })

  it('moves an entry before a nested one when the removal shifts the target', () => {
    const moved = moveMenuItem(tree(), [0], { place: 'before', target: [1, 'children', 2] })
    expect(ids(moved.items)).toEqual([{ b: ['b1', 'b2', 'a', 'b3'] }, { c: ['c1'] }])
    expect(moved.path).toEqual([0, 'children', 2])
  })

  it('moves a child out to the top level', () => {
    const moved = moveMenuItem(tree(), [1, 'children', 0], { place: 'before', target: [0] })
    expect(ids(moved.items)).toEqual(['b1', 'a', { b: ['b2', 'b3'] }, { c: ['c1'] }])
  })

  it('dropping into a sub-top heading puts the entry among its sub_top_children', () => {
    const moved = moveMenuItem(tree(), [0], { place: 'inside', target: [2] })
    expect(moved.path).toEqual([1, 'sub_top_children', 1])
    expect(menuItemAt(moved.items, moved.path)?.id).toBe('a')
    expect(moved.items[1]).not.toHaveProperty('children')
  })

  it('dropping at the top of an open branch makes the entry its first child', () => {
    const moved = moveMenuItem(tree(), [0], { place: 'inside-start', target: [1] })
    expect(ids(moved.items)).toEqual([{ b: ['a', 'b1', 'b2', 'b3'] }, { c: ['c1'] }])
    expect(moved.path).toEqual([0, 'children', 0])
  })

  it('refuses to move an entry into its own sub-entry', () => {
    const moved = moveMenuItem(tree(), [1], { place: 'inside', target: [1, 'children', 0] })
    expect(moved.path).toEqual([1])
    expect(ids(moved.items)).toEqual(ids(tree()))
  })
})

describe('a new entry’s id from its title', () => {
  const fixed = new Set(['news'])
  const tree = () => [entry('news'), entry('item-1', { title: { mn_MN: 'item-1' } })]

  it('follows the Mongolian title while the id is made up, free among the tree’s ids', () => {
    let items = titleMenuItem(tree(), [1], { mn_MN: 'Арга хэмжээ' }, fixed)
    expect(items[1]).toMatchObject({ id: 'arga_khemjee', title: { mn_MN: 'Арга хэмжээ' } })
    items = titleMenuItem(items, [1], { mn_MN: 'Мэдээ' }, fixed)
    expect(items[1]?.id).toBe('medee')
    expect(titleMenuItem(tree(), [1], { mn_MN: 'News' }, fixed)[1]?.id).toBe('news_2')
  })

  it('stays once typed by hand, and on an entry the menu had when opened', () => {
    const typed = updateMenuItem(tree(), [1], (item) => ({ ...item, id: 'events' }))
    expect(titleMenuItem(typed, [1], { mn_MN: 'Арга хэмжээ' }, fixed)[1]?.id).toBe('events')
    expect(titleMenuItem(tree(), [0], { mn_MN: 'Шинэ мэдээ' }, fixed)[0]).toMatchObject({
      id: 'news',
      title: { mn_MN: 'Шинэ мэдээ' },
    })
  })
})
