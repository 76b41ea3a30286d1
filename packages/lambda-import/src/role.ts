import type { KrudDocument, MenuPermission, RoleDocument, RoleExtraPermissions } from '@tamga/schema'
import { compileSchema, isJsonObject, type MenuDocument, type MenuItem, MenuSvgIconSchema } from '@tamga/schema'
import { emit, type ImportContext, schemaReference } from './context.ts'
import { carryUrl } from './lambda-urls.ts'
import {
  changedMessage,
  invalidValueMessage,
  javascriptMessage,
  type Phrase,
  phrase,
  preview,
  rawSqlMessage,
} from './messages.ts'
import type { ImportReporter } from './report.ts'
import { type JsonRecord, SourceObject } from './source.ts'

/** Whether a JSON object is a Lambda role file: its krud list, menu tree and permission set. */
export function isRoleFile(value: JsonRecord): boolean {
  return 'permissions' in value && ('menu' in value || 'cruds' in value)
}

const MENU_ITEM_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,127}$/
// The menu schema's own rule, so the importer never writes an svg the menu document would refuse.
const isSvgIcon = compileSchema(MenuSvgIconSchema)

/** The numeric role id in a Lambda role file's name (`role_2.json` → 2). */
export function roleIdFromPath(path: string): number | undefined {
  const match = /role[_-]?(\d+)\.json$/i.exec(path)
  const id = match?.[1] === undefined ? undefined : Number(match[1])
  return id !== undefined && Number.isInteger(id) && id >= 1 ? id : undefined
}

/**
 * Maps a Lambda role file to Tamga documents: one krud per entry of `cruds`, a menu from the
 * `menu` tree (crud entries then name their krud), and the role with its per-entry permissions.
 * Row conditions written as SQL or JavaScript are reported, never carried over.
 */
export function importRoleFile(file: JsonRecord, path: string, context: ImportContext, reporter: ImportReporter): void {
  const source = new SourceObject(file, '', reporter)
  const kruds = importKruds(source, context)
  const permissionSet = source.object('permissions')
  const menuId = permissionSet?.text('menu_id')
  const roleId = roleIdFromPath(path)
  const menuName = context.names.claim(
    'menu',
    [menuId === undefined ? undefined : `lambda-menu-${menuId}`],
    'lambda-menu',
  )
  const menu = importMenu(source, menuName, kruds, reporter)
  if (menu !== undefined) emit(context, reporter.source, menu)
  if (permissionSet === undefined) {
    source.finish()
    return
  }
  if (roleId === undefined) {
    reporter.unreadable('', {
      en_US: 'the role id is not in the file or its name (role_<id>.json); the role was not imported',
      mn_MN: 'эрхийн дугаар файлд ч, файлын нэрэнд ч ("role_<id>.json") алга; эрхийг оруулаагүй',
    })
    source.finish()
    return
  }
  const role = importPermissions(permissionSet, roleId, menuName, menu, context)
  if (role !== undefined) emit(context, reporter.source, role)
  source.finish()
}

function importKruds(source: SourceObject, context: ImportContext): Map<string, string> {
  const byId = new Map<string, string>()
  for (const crud of source.objects('cruds')) {
    const id = crud.text('id')
    const title = crud.text('title')
    crud.skip('created_at', 'updated_at')
    const form = schemaReference(context, 'form', crud.raw('form'), source.reporter, crud.at('form'))
    const grid = schemaReference(context, 'grid', crud.raw('grid'), source.reporter, crud.at('grid'))
    if (id === undefined || form === undefined || grid === undefined) {
      source.reporter.notCarried(
        crud.path,
        invalidValueMessage(
          phrase('a krud without an id, form or grid', 'id, маягт эсвэл хүснэгт дутуу крүд'),
          crud.value,
        ),
      )
      crud.skipAll()
      continue
    }
    const template = crud.text('template')
    const document: KrudDocument = {
      kind: 'krud',
      version: 1,
      name: '',
      title: title ?? `Krud ${id}`,
      form,
      grid,
    }
    if (template === 'window' || template === 'canvas') document.template = template
    else if (template === 'popup') {
      document.template = 'window'
      source.reporter.approximated(crud.at('template'), changedMessage(KRUD_TEMPLATE, template, 'window'))
    } else if (template !== undefined)
      source.reporter.notCarried(crud.at('template'), invalidValueMessage(KRUD_TEMPLATE, template))
    const actions = crud.text('actions')
    if (actions !== undefined)
      source.reporter.notCarried(
        crud.at('actions'),
        invalidValueMessage(phrase('the krud actions', 'крүдийн үйлдлүүд'), actions),
      )
    // The same krud often appears in several role files of one project: import it once.
    const identityKey = `krud-content:${id}:${JSON.stringify(document)}`
    const existing = context.schemaIds.get(identityKey)
    if (existing !== undefined) {
      byId.set(id, existing)
      continue
    }
    document.name = context.names.claim('krud', [title, `krud-${id}`], `krud-${id}`)
    context.schemaIds.set(identityKey, document.name)
    byId.set(id, document.name)
    emit(context, source.reporter.source, document)
  }
  return byId
}

function importMenu(
  source: SourceObject,
  name: string,
  kruds: ReadonlyMap<string, string>,
  reporter: ImportReporter,
): MenuDocument | undefined {
  const tree = source.array('menu')
  if (tree === undefined) return undefined
  const titles = new Map<string, string>()
  for (const crud of Array.isArray(source.value.cruds) ? source.value.cruds : []) {
    if (isJsonObject(crud) && typeof crud.title === 'string') titles.set(String(crud.id), crud.title)
  }
  const convert = (items: unknown[], path: string): MenuItem[] => {
    const result: MenuItem[] = []
    items.forEach((raw, index) => {
      const at = `${path}/${index}`
      if (!isJsonObject(raw)) return
      const item = source.wrap(raw, at)
      const id = item.text('id')
      const linkTo = item.text('link_to')
      const url = item.text('url')
      const ownTitle = item.text('title')
      const svg = item.text('svg')
      const icon = item.text('icon')
      item.skip('key')
      const children = convert(item.array('children') ?? [], `${at}/children`)
      const subTop = convert(item.array('sub_top_children') ?? [], `${at}/sub_top_children`)
      if (id === undefined || !MENU_ITEM_ID.test(id)) {
        reporter.notCarried(
          at,
          invalidValueMessage(phrase('a menu entry without a usable id', 'хэрэглэж болох id-гүй цэсний хэсэг'), raw.id),
        )
        return
      }
      if (linkTo === undefined && ownTitle === undefined && children.length === 0) {
        reporter.notCarried(at, {
          en_US: 'an empty menu entry (no type, no title, no children) was left out',
          mn_MN: 'хоосон цэсний хэсгийг (төрөл, гарчиг, дэд хэсэггүй) орхисон',
        })
        return
      }
      const type =
        linkTo === 'crud' ||
        linkTo === 'link' ||
        linkTo === 'router-link' ||
        linkTo === 'divider' ||
        linkTo === 'noActionSubTop'
          ? linkTo
          : 'noAction'
      if (linkTo !== undefined && linkTo !== type)
        reporter.notCarried(
          item.at('link_to'),
          invalidValueMessage(phrase('the menu entry type', 'цэсний хэсгийн төрөл'), linkTo),
        )
      const entry: MenuItem = { id, title: ownTitle ?? '', link_to: type }
      if (type === 'crud') {
        const krud = url === undefined ? undefined : kruds.get(url)
        if (krud === undefined) {
          reporter.notCarried(
            at,
            invalidValueMessage(
              phrase('a crud entry whose krud is not in the file', 'файлд байхгүй крүдийг заасан цэсний хэсэг'),
              url ?? null,
            ),
          )
          return
        }
        entry.url = krud
        entry.title = ownTitle ?? titles.get(url ?? '') ?? krud
      } else if (type === 'link' || type === 'router-link') {
        if (url !== undefined) {
          const carried = carryUrl(
            url,
            phrase('the address of the menu entry', 'цэсний хэсгийн хаяг'),
            reporter,
            item.at('url'),
          )
          if (carried === undefined) return
          entry.url = carried
        }
      } else if (url !== undefined)
        reporter.notCarried(
          item.at('url'),
          invalidValueMessage(phrase(`the url of a "${type}" entry`, `"${type}" төрлийн цэсний хэсгийн хаяг`), url),
        )
      if (entry.title === '') entry.title = type === 'divider' ? '-' : id
      if (icon !== undefined) entry.icon = icon
      const svgPath =
        svg === undefined ? undefined : carryUrl(svg, phrase('the SVG icon', 'SVG дүрс'), reporter, item.at('svg'))
      if (svg !== undefined && svgPath !== undefined) {
        if (isSvgIcon(svgPath)) entry.svg = svgPath
        else
          reporter.notCarried(
            item.at('svg'),
            invalidValueMessage(
              phrase(
                'the SVG icon file (a "/" path or http(s) URL ending in .svg)',
                'SVG дүрсний файл (".svg"-ээр төгссөн, "/" эсвэл "http(s)://"-ээр эхэлсэн хаяг)',
              ),
              svg,
            ),
          )
      }
      if (children.length > 0) entry.children = children
      if (subTop.length > 0) entry.sub_top_children = subTop
      result.push(entry)
    })
    return result
  }
  const items = convert(tree, '/menu')
  return { kind: 'menu', version: 1, name, title: 'Lambda menu', items }
}

const KRUD_TEMPLATE = phrase('the krud template', 'крүдийн загвар')
const EDIT_CONDITION = phrase('the edit condition', 'засах эрхийн нөхцөл')
const DELETE_CONDITION = phrase('the delete condition', 'устгах эрхийн нөхцөл')

const PERMISSION_CONDITIONS: ReadonlyArray<[string, 'sql' | 'js', Phrase]> = [
  ['gridEditConditionSQL', 'sql', EDIT_CONDITION],
  ['gridDeleteConditionSQL', 'sql', DELETE_CONDITION],
  ['gridEditConditionJS', 'js', EDIT_CONDITION],
  ['gridDeleteConditionJS', 'js', DELETE_CONDITION],
]

function importPermissions(
  set: SourceObject,
  roleId: number,
  menuName: string,
  menu: MenuDocument | undefined,
  context: ImportContext,
): RoleDocument | undefined {
  const reporter = set.reporter
  const knownIds = new Set<string>()
  const collect = (items: readonly MenuItem[]): void => {
    for (const item of items) {
      knownIds.add(item.id)
      collect(item.children ?? [])
      collect(item.sub_top_children ?? [])
    }
  }
  collect(menu?.items ?? [])
  const permissions: Record<string, MenuPermission> = {}
  const map = set.object('permissions')
  for (const key of Object.keys(map?.value ?? {})) {
    const entry = map?.object(key)
    if (entry === undefined) continue
    entry.skip('menu_id', 'title')
    const permission: MenuPermission = { show: entry.boolean('show') === true }
    for (const flag of ['c', 'r', 'u', 'd'] as const) if (entry.boolean(flag) === true) permission[flag] = true
    for (const [field, language, what] of PERMISSION_CONDITIONS) {
      const code = entry.text(field)
      if (code !== undefined)
        reporter.notCarried(
          entry.at(field),
          language === 'sql' ? rawSqlMessage(what, code) : javascriptMessage(what, code),
        )
    }
    for (const field of ['formCondition', 'gridCondition']) {
      const conditions = entry.array(field) ?? []
      if (conditions.length > 0)
        reporter.notCarried(entry.at(field), {
          en_US: `${field} (rows limited to those whose column matches the user, ${preview(conditions)}) has no counterpart in this Tamga version`,
          mn_MN: `"${field}" (мөрүүдийг баганын утга нь хэрэглэгчийнхтэй таарахаар хязгаарлах нөхцөл, ${preview(conditions)}) Tamga-ийн энэ хувилбарт байхгүй`,
        })
    }
    if (!knownIds.has(key)) {
      if (permission.show || permission.c || permission.r || permission.u || permission.d)
        reporter.notCarried(
          entry.path,
          invalidValueMessage(
            phrase('a permission for a menu entry that was not imported', 'оруулаагүй цэсний хэсгийн эрх'),
            key,
          ),
        )
      continue
    }
    permissions[key] = permission
  }
  const defaultMenu = (set.text('default_menu') ?? '').replace(/^#?\/?(admin\/)?p\//, '')
  set.skip('menu_id')
  const extra: RoleExtraPermissions = {}
  const flags = set.object('extra')
  for (const flag of ['approve', 'chart', 'datasource', 'excelupload', 'hascustomcreatebtn'] as const)
    if (flags?.boolean(flag) === true) extra[flag] = true
  const firstShown = Object.keys(permissions).find((id) => permissions[id]?.show === true)
  let chosenDefault = defaultMenu
  if (permissions[defaultMenu]?.show !== true) {
    if (firstShown === undefined) {
      reporter.notCarried(
        set.at('default_menu'),
        invalidValueMessage(
          phrase('a role that is shown no menu entry', 'нэг ч цэсний хэсэг харагддаггүй эрх'),
          defaultMenu,
        ),
      )
      return undefined
    }
    chosenDefault = firstShown
    reporter.approximated(
      set.at('default_menu'),
      changedMessage(
        phrase('the default menu entry (hidden from the role)', 'анхдагч цэсний хэсэг (энэ эрхэд харагддаггүй)'),
        defaultMenu,
        firstShown,
      ),
    )
  }
  reporter.approximated('', {
    en_US: `a Lambda role file has no role name; the role was called "Lambda role ${roleId}", rename it`,
    mn_MN: `Lambda-ийн эрхийн файлд эрхийн нэр байдаггүй тул эрхийг "Lambda role ${roleId}" гэж нэрлэсэн; нэрийг нь солино уу`,
  })
  return {
    kind: 'role',
    version: 1,
    name: context.names.claim('role', [`lambda-role-${roleId}`], `role-${roleId}`),
    id: roleId,
    display_name: `Lambda role ${roleId}`,
    menu: menuName,
    default_menu: chosenDefault,
    permissions,
    ...(Object.keys(extra).length === 0 ? {} : { extra }),
  }
}
