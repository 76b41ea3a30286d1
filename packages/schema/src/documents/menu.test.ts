import { describe, expect, it } from 'vitest'
import adminMenu from '../../../../examples/heritage/documents/menus/admin.json' with { type: 'json' }
import { menuEntryTarget } from '../rules/menu.ts'
import { validateDocumentOf } from './definition.ts'
import { type MenuDocument, type MenuItem, menuKind } from './menu.ts'

const menu = (items: unknown[]): Record<string, unknown> => ({ kind: 'menu', version: 1, name: 'admin', items })

function issuesOf(input: unknown) {
  const result = validateDocumentOf(menuKind, input)
  if (result.ok) throw new Error('expected the menu to be invalid')
  return result.issues.map(({ path, code }) => ({ path, code }))
}

const crud = (id: string, extra: Partial<MenuItem> = {}): MenuItem => ({
  id,
  title: id,
  link_to: 'crud',
  url: id,
  ...extra,
})

describe('menu document', () => {
  it('accepts its own example', () => {
    expect(validateDocumentOf(menuKind, menuKind.example)).toEqual({ ok: true, value: menuKind.example })
  })

  it('accepts the heritage admin menu', () => {
    const result = validateDocumentOf(menuKind, adminMenu)
    expect(result.ok ? [] : result.issues).toEqual([])
  })

  it('the heritage admin menu’s "Нийтийн сайт" opens the public site this server serves, in another tab', () => {
    const entry = (adminMenu.items as MenuItem[]).find((item) => item.id === 'public-site')
    if (entry === undefined) throw new Error('the heritage admin menu has a public-site entry')
    expect(menuEntryTarget(entry)).toEqual({
      navigate: true,
      id: 'public-site',
      path: '/',
      external: true,
      target: 'blank',
    })
  })

  it('rejects an unknown link_to and names the allowed ones', () => {
    const result = validateDocumentOf(menuKind, menu([{ id: 'a', title: 'A', link_to: 'button' }]))
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.issues).toEqual([
      expect.objectContaining({
        path: '/items/0/link_to',
        code: 'enum',
        params: { allowedValues: ['crud', 'link', 'router-link', 'noAction', 'divider', 'noActionSubTop'] },
      }),
    ])
  })

  it('rejects an unknown field deep in the tree', () => {
    const input = menu([{ id: 'a', title: 'A', link_to: 'noAction', children: [{ ...crud('b'), colour: 'red' }] }])
    expect(issuesOf(input)).toEqual([{ path: '/items/0/children/0', code: 'additionalProperties' }])
  })

  it('rejects a menu id that cannot be part of /admin/p/{id}', () => {
    expect(issuesOf(menu([crud('news page')]))).toEqual([{ path: '/items/0/id', code: 'pattern' }])
  })

  it('rejects an empty title and an unknown link target', () => {
    expect(issuesOf(menu([{ ...crud('news'), title: '', target: 'popup' }]))).toEqual([
      { path: '/items/0/title', code: 'minLength' },
      { path: '/items/0/target', code: 'enum' },
    ])
  })

  it('accepts an SVG icon file given as a path on the portal or an http(s) URL', () => {
    for (const svg of [
      '/assets/icons/duotone/General/User.svg',
      '/icon.svg',
      'https://cdn.example.com/icons/user.svg',
      'http://localhost:8080/a/b.svg',
    ]) {
      const result = validateDocumentOf(menuKind, menu([crud('news', { svg })]))
      expect(result.ok ? [] : result.issues, svg).toEqual([])
    }
  })

  it('rejects an SVG icon that is not a "/" path or http(s) URL ending in .svg', () => {
    for (const svg of [
      '',
      'assets/icons/user.svg',
      '//cdn.example.com/user.svg',
      'ftp://example.com/user.svg',
      'https://cdn.example.com',
      '/assets/icons/user.png',
      '/assets/icons/user.svg?v=2',
      '/assets/my icons/user.svg',
      'javascript:alert(1)//.svg',
    ])
      expect(issuesOf(menu([crud('news', { svg })])), svg).toEqual([{ path: '/items/0/svg', code: 'pattern' }])
  })

  it('requires a title on every entry', () => {
    expect(issuesOf(menu([{ id: 'a', link_to: 'divider' }]))).toEqual([{ path: '/items/0', code: 'required' }])
  })
})

describe('menu check', () => {
  const check = (items: MenuItem[]) => {
    const document: MenuDocument = { kind: 'menu', version: 1, name: 'admin', items }
    return (menuKind.check?.(document) ?? []).map(({ path, code }) => ({ path, code }))
  }

  it('finds nothing wrong in the example', () => {
    expect(check(menuKind.example.items)).toEqual([])
  })

  it('rejects an id used twice anywhere in the tree, children and sub-top children included', () => {
    const items: MenuItem[] = [
      crud('news'),
      { id: 'group', title: 'G', link_to: 'noAction', children: [crud('news')] },
      { id: 'top', title: 'T', link_to: 'noActionSubTop', sub_top_children: [crud('group')] },
    ]
    expect(check(items)).toEqual([
      { path: '/items/1/children/0/id', code: 'duplicate-menu-id' },
      { path: '/items/2/sub_top_children/0/id', code: 'duplicate-menu-id' },
    ])
  })

  it('says where the id was first used', () => {
    const document: MenuDocument = { kind: 'menu', version: 1, name: 'admin', items: [crud('news'), crud('news')] }
    expect(menuKind.check?.(document)[0]?.params).toEqual({ id: 'news', first: '/items/0' })
  })

  it('requires a url on a crud entry', () => {
    expect(check([{ id: 'news', title: 'Мэдээ', link_to: 'crud' }])).toEqual([
      { path: '/items/0', code: 'menu-url-required' },
    ])
  })

  it('requires a url on link and router-link entries', () => {
    expect(
      check([
        { id: 'a', title: 'A', link_to: 'link' },
        { id: 'b', title: 'B', link_to: 'router-link' },
      ]),
    ).toEqual([
      { path: '/items/0', code: 'menu-url-required' },
      { path: '/items/1', code: 'menu-url-required' },
    ])
  })

  it('needs no url on headings and dividers', () => {
    expect(
      check([
        { id: 'a', title: 'A', link_to: 'noAction' },
        { id: 'b', title: '-', link_to: 'divider' },
        { id: 'c', title: 'C', link_to: 'noActionSubTop' },
      ]),
    ).toEqual([])
  })

  it('checks that url has the form its link_to asks for', () => {
    expect(
      check([
        crud('a', { url: 'Heritage Bearers' }),
        { id: 'b', title: 'B', link_to: 'link', url: '/admin/profile' },
        { id: 'c', title: 'C', link_to: 'router-link', url: 'https://example.com' },
        { id: 'd', title: 'D', link_to: 'router-link', url: '//evil.example.com' },
        { id: 'e', title: 'E', link_to: 'link', url: '//evil.example.com' },
        { id: 'f', title: 'F', link_to: 'link', url: '/auth/login?next=/' },
      ]),
    ).toEqual([
      { path: '/items/0/url', code: 'menu-url-form' },
      { path: '/items/1/url', code: 'menu-url-form' },
      { path: '/items/2/url', code: 'menu-url-form' },
      { path: '/items/3/url', code: 'menu-url-form' },
      { path: '/items/4/url', code: 'menu-url-form' },
      { path: '/items/5/url', code: 'menu-url-form' },
    ])
  })

  it('accepts each url form where it belongs', () => {
    expect(
      check([
        crud('a', { url: 'heritage-bearers' }),
        { id: 'b', title: 'B', link_to: 'link', url: 'https://example.com/about' },
        { id: 'c', title: 'C', link_to: 'router-link', url: '/admin/profile' },
      ]),
    ).toEqual([])
  })

  it('a link entry may name the public site by its path on this server, so it needs no host name', () => {
    expect(
      check([
        { id: 'site', title: 'Нийтийн сайт', link_to: 'link', url: '/', target: 'blank' },
        { id: 'news', title: 'Мэдээ', link_to: 'link', url: '/news?page=2' },
        { id: 'map', title: 'Sitemap', link_to: 'link', url: '/sitemap.xml' },
      ]),
    ).toEqual([])
  })

  it('rejects a divider with children or sub-top children', () => {
    expect(
      check([
        { id: 'd1', title: '-', link_to: 'divider', children: [crud('a')] },
        { id: 'd2', title: '-', link_to: 'divider', sub_top_children: [crud('b')] },
        { id: 'd3', title: '-', link_to: 'divider', children: [] },
      ]),
    ).toEqual([
      { path: '/items/0/children', code: 'divider-children' },
      { path: '/items/1/sub_top_children', code: 'divider-children' },
    ])
  })

  it('reports check issues through validateDocumentOf', () => {
    expect(issuesOf(menu([crud('news'), crud('news')]))).toEqual([{ path: '/items/1/id', code: 'duplicate-menu-id' }])
  })
})
