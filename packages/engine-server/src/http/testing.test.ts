import { projectKind } from '@tamga/schema'
import { describe, expect, it } from 'vitest'
import { MemoryDocumentStore } from './testing.ts'

const menu = { kind: 'menu' as const, version: 1 as const, name: 'main', items: [] }

describe('MemoryDocumentStore', () => {
  it('lists documents by kind', async () => {
    const store = new MemoryDocumentStore([projectKind.example, menu])
    expect((await store.list('project')).map((stored) => stored.document.name)).toEqual(['heritage'])
    expect((await store.list('menu')).map((stored) => stored.revision)).toEqual([1])
    expect(await store.listAll()).toHaveLength(2)
    expect((await store.get('menu', 'main'))?.document).toEqual(menu)
    expect(await store.get('project', 'main')).toBeUndefined()
  })

  it('refuses an invalid document with DOCUMENT_INVALID and its issues', async () => {
    const store = new MemoryDocumentStore()
    await expect(store.put({ ...menu, name: 'Bad Name' }, { by: 'staff' })).rejects.toMatchObject({
      code: 'DOCUMENT_INVALID',
      details: { issues: [expect.objectContaining({ path: '/name' })] },
    })
    expect(await store.listAll()).toEqual([])
  })

  it('refuses a write based on an old revision with DOCUMENT_CONFLICT', async () => {
    const store = new MemoryDocumentStore([menu])
    await store.put({ ...menu, title: 'Үндсэн цэс' }, { by: 'staff', expectedRevision: 1 })
    await expect(store.put({ ...menu, title: 'Хуучин' }, { by: 'admin', expectedRevision: 1 })).rejects.toMatchObject({
      code: 'DOCUMENT_CONFLICT',
    })
  })

  it('keeps every revision, deletion included, and restores an earlier one as a new revision', async () => {
    const store = new MemoryDocumentStore([menu])
    await store.put({ ...menu, title: 'Шинэ' }, { by: 'staff' })
    await store.remove('menu', 'main', { by: 'admin' })
    expect(await store.get('menu', 'main')).toBeUndefined()
    const restored = await store.restore('menu', 'main', 1, { by: 'admin' })
    expect(restored).toMatchObject({ revision: 4, document: menu, updatedBy: 'admin' })
    expect(
      (await store.history('menu', 'main')).map((entry) => [entry.revision, entry.change, entry.changedBy]),
    ).toEqual([
      [1, 'create', null],
      [2, 'update', 'staff'],
      [3, 'delete', 'admin'],
      [4, 'restore', 'admin'],
    ])
    await expect(store.restore('menu', 'main', 3, { by: 'admin' })).rejects.toMatchObject({
      code: 'DOCUMENT_NOT_FOUND',
    })
  })
})
