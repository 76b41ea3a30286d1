import { menuKind, roleKind, validateDocumentOf } from '@tamga/schema'
import { describe, expect, it } from 'vitest'
import { roleFile } from './__fixtures__/documents.ts'
import type { ImportContext } from './context.ts'
import { NameRegistry } from './names.ts'
import { ImportReporter, type LambdaImportNote } from './report.ts'
import { importRoleFile, roleIdFromPath } from './role.ts'

const runFile = (file: Record<string, unknown>) => {
  const notes: LambdaImportNote[] = []
  const context: ImportContext = {
    names: new NameRegistry(),
    schemaIds: new Map([['form:application_form', 'urgudul-form']]),
    documents: [],
  }
  importRoleFile(file, 'roles/role_3.json', context, new ImportReporter('roles/role_3.json', notes))
  const byKind = (kind: string) =>
    context.documents.filter((entry) => entry.document.kind === kind).map((entry) => entry.document)
  return { notes, byKind }
}

const run = () => runFile(roleFile())

describe('importing a Lambda role file', () => {
  it('makes a krud per crud, naming the imported form and assuming the rest', () => {
    const { byKind, notes } = run()
    expect(byKind('krud')).toEqual([
      {
        kind: 'krud',
        version: 1,
        name: 'urgudul',
        title: 'Өргөдөл',
        form: 'urgudul-form',
        grid: 'lambda-grid-grid-of-app',
        template: 'canvas',
      },
      {
        kind: 'krud',
        version: 1,
        name: 'medee',
        title: 'Мэдээ',
        form: 'lambda-form-11',
        grid: 'lambda-grid-12',
        template: 'window',
      },
    ])
    expect(notes.filter((note) => note.path.startsWith('/cruds/')).map((note) => note.path)).toEqual([
      '/cruds/0/grid',
      '/cruds/1/form',
      '/cruds/1/grid',
      '/cruds/1/template',
    ])
  })

  it('builds the menu from the tree: crud entries name their krud and take its title, the blank entry is reported', () => {
    const { byKind, notes } = run()
    const [menu] = byKind('menu')
    expect(menu === undefined ? [] : validateDocumentOf(menuKind, menu).ok).toBe(true)
    expect(menu).toMatchObject({
      name: 'lambda-menu-7',
      items: [
        {
          id: 'registries-1',
          title: 'Бүртгэл',
          link_to: 'noAction',
          svg: '/assets/icons/folder.svg',
          children: [{ id: 'apps-1', title: 'Өргөдөл', link_to: 'crud', url: 'urgudul' }],
        },
        { id: 'news-1', title: 'Мэдээ', link_to: 'crud', url: 'medee' },
      ],
    })
    expect(notes).toContainEqual(expect.objectContaining({ path: '/menu/2', kind: 'not-carried-over' }))
  })

  it('carries Lambda’s SVG icon paths into svg with no note, and keeps an icon name as the icon', () => {
    const { byKind, notes } = run()
    const [menu] = byKind('menu')
    const [registries] = menu?.kind === 'menu' ? menu.items : []
    expect(registries).not.toHaveProperty('icon')
    expect(registries?.svg).toBe('/assets/icons/folder.svg')
    expect(notes.filter((note) => note.path === '/menu' || note.path.endsWith('/svg'))).toEqual([])
    const file = roleFile()
    const [first] = file.menu as Array<Record<string, unknown>>
    if (first !== undefined) Object.assign(first, { icon: 'folder', svg: 'https://cdn.example.com/icons/folder.svg' })
    const again = runFile(file)
    const [item] = again.byKind('menu').flatMap((document) => (document.kind === 'menu' ? document.items : []))
    expect(item).toMatchObject({ icon: 'folder', svg: 'https://cdn.example.com/icons/folder.svg' })
  })

  it('reports an SVG icon the menu cannot hold instead of passing it off as an icon name', () => {
    const file = roleFile()
    const [first] = file.menu as Array<Record<string, unknown>>
    if (first !== undefined) first.svg = 'assets/icons/folder.png'
    const { byKind, notes } = runFile(file)
    const [item] = byKind('menu').flatMap((document) => (document.kind === 'menu' ? document.items : []))
    expect(item).not.toHaveProperty('svg')
    expect(item).not.toHaveProperty('icon')
    expect(notes).toContainEqual(
      expect.objectContaining({
        path: '/menu/0/svg',
        kind: 'not-carried-over',
        message: expect.objectContaining({ en_US: expect.stringContaining('"assets/icons/folder.png"') }),
      }),
    )
  })

  it('carries c/r/u/d/show and the extra flags, and reports SQL, JavaScript and user conditions', () => {
    const { byKind, notes } = run()
    const [role] = byKind('role')
    expect(role === undefined ? [] : validateDocumentOf(roleKind, role).ok).toBe(true)
    expect(role).toMatchObject({
      id: 3,
      menu: 'lambda-menu-7',
      default_menu: 'news-1',
      permissions: {
        'registries-1': { show: true },
        'apps-1': { show: true, c: true, r: true, u: true },
        'news-1': { show: true, r: true },
      },
      extra: { approve: true },
    })
    const base = '/permissions/permissions/apps-1'
    const conditionNotes = notes
      .filter((note) => note.path.startsWith(base))
      .map((note) => [note.path, note.message.en_US.split(' ').slice(0, 4).join(' ')])
    expect(conditionNotes).toEqual([
      [`${base}/gridEditConditionSQL`, 'the edit condition is'],
      [`${base}/gridDeleteConditionJS`, 'the delete condition is'],
      [`${base}/formCondition`, 'formCondition (rows limited to'],
    ])
    expect(notes).toContainEqual(
      expect.objectContaining({ path: '/permissions/extra/moqup', kind: 'not-carried-over' }),
    )
  })

  it('reads the role id from the file name', () => {
    expect(roleIdFromPath('go/lambda-role_14.json')).toBe(14)
    expect(roleIdFromPath('roles.json')).toBeUndefined()
  })
})
