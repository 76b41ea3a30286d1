import Type, { type Static } from 'typebox'
import { isAppArea } from '../rules/routes.ts'
import { type DocumentIssue, issue, pointer } from '../validation/issue.ts'
import { PATTERNS } from '../validation/patterns.ts'
import { closedObject, DOCUMENT_NAME_PATTERN, documentSchema, LinkTargetSchema, LocalizedTextSchema } from './common.ts'
import type { DocumentKindDefinition } from './definition.ts'

/**
 * What choosing a menu entry does (spec 2.5, 3.9):
 * - `crud`: opens the krud named by `url` at `/admin/p/{id}`;
 * - `link`: leaves the app for `url` with a full page load: an absolute http(s) URL, or a path of
 *   this server outside the app's areas, such as `/`, the public site it serves;
 * - `router-link`: goes to the app path in `url`;
 * - `noAction`: a group heading, never navigated;
 * - `divider`: a separator line, never navigated;
 * - `noActionSubTop`: a heading whose `sub_top_children` are shown as a second, top-level bar.
 */
export const MENU_LINK_TYPES = ['crud', 'link', 'router-link', 'noAction', 'divider', 'noActionSubTop'] as const

/** One of {@link MENU_LINK_TYPES}. */
export const MenuLinkTypeSchema = Type.Enum(MENU_LINK_TYPES, { description: 'What choosing the entry does.' })
/** What choosing a menu entry does; see {@link MENU_LINK_TYPES}. */
export type MenuLinkType = Static<typeof MenuLinkTypeSchema>

/**
 * A menu entry's id. It is the `{menu_id}` of `/admin/p/{menu_id}` and the key of the role's
 * permission map, so it is URL-safe: letters, digits, "-" and "_", at most 128 characters.
 */
export const MenuItemIdSchema = Type.String({
  pattern: PATTERNS.menuItemId.pattern,
  description: 'Letters, digits, "-" and "_"; at most 128 characters; used in /admin/p/{id}.',
})
/** A menu entry's id; see {@link MenuItemIdSchema}. */
export type MenuItemId = Static<typeof MenuItemIdSchema>

/**
 * An SVG icon file shown before a menu entry's title; the portal fetches it by GET (spec 7). A
 * path on the portal's own host starting with "/" (not "//", which would name another host),
 * or an absolute http(s) URL, ending in `.svg`.
 *
 * @example '/assets/icons/duotone/General/User.svg'
 */
export const MenuSvgIconSchema = Type.String({
  pattern: PATTERNS.svgIcon.pattern,
  description: 'A path starting with "/" or an http(s) URL, ending in .svg; fetched by GET.',
})
/** An SVG icon file of a menu entry; see {@link MenuSvgIconSchema}. */
export type MenuSvgIcon = Static<typeof MenuSvgIconSchema>

/**
 * One menu entry and its sub-entries (spec 3.9). `parent` is not stored: the tree says it,
 * and {@link flattenMenu} derives it. What `url` holds depends on `link_to`: a krud document
 * name for `crud`, an absolute http(s) URL or a public-site path for `link`, an app path for
 * `router-link`; the
 * document's `check` enforces this. `icon` names an icon of the portal's own set, `svg` points at
 * an SVG file (see {@link MenuSvgIconSchema}); an entry may have either, both or neither.
 */
export const MenuItemSchema = Type.Cyclic(
  {
    MenuItem: closedObject({
      id: MenuItemIdSchema,
      title: LocalizedTextSchema,
      link_to: MenuLinkTypeSchema,
      url: Type.Optional(Type.String({ minLength: 1 })),
      icon: Type.Optional(Type.String({ minLength: 1, description: 'The icon name shown before the title.' })),
      svg: Type.Optional(MenuSvgIconSchema),
      target: Type.Optional(LinkTargetSchema),
      children: Type.Optional(Type.Array(Type.Ref('MenuItem'))),
      sub_top_children: Type.Optional(Type.Array(Type.Ref('MenuItem'))),
    }),
  },
  'MenuItem',
)
/** One menu entry with its sub-entries; see {@link MenuItemSchema}. */
export type MenuItem = Static<typeof MenuItemSchema>

/** A menu document (spec 2.5, 3.9): the tree of entries a role's admin shell shows. */
export const MenuDocumentSchema = documentSchema('menu', 1, {
  items: Type.Array(MenuItemSchema, { description: 'The top-level entries, in display order.' }),
})
/** A `menu` document; see {@link MenuDocumentSchema}. */
export type MenuDocument = Static<typeof MenuDocumentSchema>

const ABSOLUTE_URL = /^https?:\/\/[^\s/]+/
// A document name's own pattern, tested without a schema checker: the menu's rules run at the
// portal's start-up, which should load neither ajv nor typebox's checker.
const DOCUMENT_NAME = new RegExp(DOCUMENT_NAME_PATTERN)
const APP_PATH = /^\/(?!\/)\S*$/

/** The checks a JSON Schema cannot express: unique ids across the whole tree, `url` matching `link_to`, childless dividers. */
export function checkMenu(document: MenuDocument): DocumentIssue[] {
  const issues: DocumentIssue[] = []
  const seen = new Map<string, string>()
  const visit = (items: readonly MenuItem[], base: Array<string | number>): void => {
    items.forEach((item, index) => {
      const at = [...base, index]
      const firstAt = seen.get(item.id)
      if (firstAt !== undefined) {
        issues.push(
          issue(
            pointer(...at, 'id'),
            'duplicate-menu-id',
            {
              en_US: `"${item.id}" is already used by the entry at ${firstAt}; menu ids must be unique in the whole menu`,
              mn_MN: `"${item.id}" дугаарыг ${firstAt} цэс аль хэдийн ашигласан; цэсний дугаар давхардах ёсгүй`,
            },
            { id: item.id, first: firstAt },
          ),
        )
      } else {
        seen.set(item.id, pointer(...at))
      }
      issues.push(...checkUrl(item, at))
      if (item.link_to === 'divider' && (item.children?.length ?? 0) + (item.sub_top_children?.length ?? 0) > 0) {
        issues.push(
          issue(pointer(...at, item.children?.length ? 'children' : 'sub_top_children'), 'divider-children', {
            en_US: 'a divider cannot have sub-entries',
            mn_MN: 'тусгаарлагч дэд цэстэй байж болохгүй',
          }),
        )
      }
      if (item.children) visit(item.children, [...at, 'children'])
      if (item.sub_top_children) visit(item.sub_top_children, [...at, 'sub_top_children'])
    })
  }
  visit(document.items, ['items'])
  return issues
}

const URL_FORMS = {
  crud: { en_US: 'must be the name of a krud document', mn_MN: 'krud баримтын нэр байх ёстой' },
  link: {
    en_US: 'must be an absolute http(s) URL or a path of the public site starting with "/"',
    mn_MN: 'http(s)-ээр эхэлсэн бүтэн хаяг эсвэл "/"-ээр эхэлсэн нийтийн сайтын зам байх ёстой',
  },
  'router-link': { en_US: 'must be an app path starting with "/"', mn_MN: '"/"-ээр эхэлсэн дотоод зам байх ёстой' },
} as const

/**
 * Whether a `link` entry's url leaves the app: an absolute http(s) URL, or a path of this server
 * outside the app's areas (the public site at `/`, a file), named without tying the document to
 * one host name. A path the app draws is a `router-link`'s.
 */
function isLinkUrl(url: string): boolean {
  return ABSOLUTE_URL.test(url) || (APP_PATH.test(url) && !isAppArea(url.split(/[?#]/)[0] ?? url))
}

function checkUrl(item: MenuItem, at: Array<string | number>): DocumentIssue[] {
  const linkTo = item.link_to
  if (linkTo !== 'crud' && linkTo !== 'link' && linkTo !== 'router-link') return []
  if (item.url === undefined) {
    return [
      issue(
        pointer(...at),
        'menu-url-required',
        { en_US: `a "${linkTo}" entry needs a url`, mn_MN: `"${linkTo}" төрлийн цэсэнд url заавал байна` },
        { link_to: linkTo },
      ),
    ]
  }
  const fits =
    linkTo === 'crud' ? DOCUMENT_NAME.test(item.url) : linkTo === 'link' ? isLinkUrl(item.url) : APP_PATH.test(item.url)
  if (fits) return []
  return [issue(pointer(...at, 'url'), 'menu-url-form', URL_FORMS[linkTo], { link_to: linkTo, url: item.url })]
}

/** The `menu` document kind: the admin menu (spec 2.5, 3.9). */
export const menuKind: DocumentKindDefinition<MenuDocument> = {
  kind: 'menu',
  version: 1,
  schema: MenuDocumentSchema,
  example: {
    kind: 'menu',
    version: 1,
    name: 'admin',
    title: { mn_MN: 'Удирдлагын цэс', en_US: 'Admin menu' },
    items: [
      { id: 'news', title: { mn_MN: 'Мэдээ', en_US: 'News' }, link_to: 'crud', url: 'news', icon: 'notification' },
      {
        id: 'registries',
        title: { mn_MN: 'Бүртгэл', en_US: 'Registries' },
        link_to: 'noAction',
        icon: 'database',
        children: [
          {
            id: 'heritage-bearers',
            title: { mn_MN: 'Өв тээгч', en_US: 'Heritage bearers' },
            link_to: 'crud',
            url: 'heritage-bearers',
          },
          { id: 'envoys', title: { mn_MN: 'Элч төлөөлөгч', en_US: 'Envoys' }, link_to: 'crud', url: 'envoys' },
        ],
      },
      {
        id: 'applications',
        title: { mn_MN: 'Өргөдөл', en_US: 'Applications' },
        link_to: 'crud',
        url: 'applications',
        svg: '/assets/icons/duotone/Communication/Clipboard-list.svg',
      },
      { id: 'divider-1', title: '-', link_to: 'divider' },
      {
        id: 'change-password',
        title: { mn_MN: 'Нууц үг солих', en_US: 'Change password' },
        link_to: 'router-link',
        url: '/admin/change-password',
      },
      {
        id: 'public-site',
        title: { mn_MN: 'Нийтийн сайт', en_US: 'Public website' },
        link_to: 'link',
        url: '/',
        target: 'blank',
      },
    ],
  },
  check: checkMenu,
}
