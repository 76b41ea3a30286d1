// The menu builder: the entries' tree (drag to move), buttons to add, delete and move, and a
// panel for the chosen entry.
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined, SubnodeOutlined } from '@ant-design/icons'
import { menuIcon } from '@tamga/renderer'
import {
  LINK_TARGETS,
  type LinkTarget,
  type LocalizedText,
  localizedText,
  MENU_LINK_TYPES,
  type MenuItem,
  type MenuLinkType,
} from '@tamga/schema'
import type { TreeDataNode, TreeProps } from 'antd'
import { Button, Empty, Form, Input, Popconfirm, Select, Space, Tag, Tree, Typography } from 'antd'
import { type ReactNode, useMemo, useRef, useState } from 'react'
import { useDocumentNames } from '../../client/useDocuments.ts'
import { documentNameOptions } from '../../controls/documentNameOptions.ts'
import { type FormItemIssues, formItemIssues, issuesAt, issueText } from '../../controls/issuesAt.ts'
import { LocalizedTextInput } from '../../controls/LocalizedTextInput.tsx'
import { IconPicker, MENU_ICONS } from '../../controls/NamePickers.tsx'
import { PropertyLabel } from '../../controls/PropertyLabel.tsx'
import { PropertyRows } from '../../controls/PropertyRows.tsx'
import type { EditorProps } from '../editorProps.ts'
import { navigates, URL_LINK_TYPES, withLinkTo } from './menuLink.ts'
import {
  freeMenuId,
  insertMenuItem,
  type MenuBranch,
  type MenuDrop,
  type MenuPath,
  menuIds,
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
import { linkTypeWord, menuWord, targetWord } from './words.ts'

type Issues = EditorProps<'menu'>['issues']

/** Whether an issue is about the entry itself (its own fields), not one of its sub-entries. */
function ownIssues(issues: Issues, pointer: string): Issues {
  return issues.filter((issue) => {
    if (issue.path === pointer) return true
    if (!issue.path.startsWith(`${pointer}/`)) return false
    const field = issue.path.slice(pointer.length + 1).split('/')[0]
    return field !== 'children' && field !== 'sub_top_children'
  })
}

function treeNodes(props: {
  items: readonly MenuItem[]
  base: MenuPath
  issues: Issues
  language: EditorProps['language']
}): TreeDataNode[] {
  const { items, base, issues, language } = props
  return items.map((item, index) => {
    const path: MenuPath = base.length === 0 ? [index] : [...base, index]
    const wrong = ownIssues(issues, menuPointer(path)).length > 0
    const branch = (name: MenuBranch) => treeNodes({ items: item[name] ?? [], base: [...path, name], issues, language })
    const title = localizedText(item.title, language)
    return {
      key: menuKey(path),
      title: (
        <span
          data-testid={`menu-item-${item.id}`}
          style={wrong ? { color: 'var(--ant-color-error, #ff4d4f)' } : undefined}
        >
          {item.icon === undefined ? null : <span style={{ marginInlineEnd: 6 }}>{menuIcon(item.icon)}</span>}
          {item.link_to === 'divider' ? <Typography.Text type="secondary">———</Typography.Text> : title || item.id}
          <Tag style={{ marginInlineStart: 8 }} variant="filled">
            {linkTypeWord(item.link_to, language)}
          </Tag>
          {base[base.length - 1] === 'sub_top_children' ? (
            <Tag color="purple">{menuWord('subTop', language)}</Tag>
          ) : null}
        </span>
      ),
      children: [...branch('children'), ...branch('sub_top_children')],
    }
  })
}

function allKeys(nodes: readonly TreeDataNode[]): string[] {
  return nodes.flatMap((node) => [String(node.key), ...allKeys(node.children ?? [])])
}

/** Where rc-tree says a dragged entry was dropped, in the tree's own words. */
function dropOf(info: Parameters<NonNullable<TreeProps['onDrop']>>[0]): MenuDrop {
  const target = pathOfKey(String(info.node.key))
  // rc-tree draws a drop onto an entry as its first sub-entry (antd's own example inserts it there).
  if (!info.dropToGap) return { place: 'inside-start', target }
  const position = info.node.pos.split('-')
  // rc-tree gives the drop position relative to the target's index among its siblings.
  const relative = info.dropPosition - Number(position[position.length - 1])
  const hasChildren = (info.node.children?.length ?? 0) > 0
  if (relative === 1 && hasChildren && info.node.expanded) return { place: 'inside-start', target }
  return { place: relative === -1 ? 'before' : 'after', target }
}

/**
 * The visual editor of a `menu` document (spec 2.5, 3.9): the tree of entries, moved by dragging
 * or with the up/down buttons, and the chosen entry's id, title per language, icon and link.
 *
 * Test ids: `menu-add-item`, `menu-add-child`, `menu-delete-item`, `menu-move-up`,
 * `menu-move-down`, `menu-item-{id}` (a tree row), `menu-item-id`, `menu-item-title`
 * (`menu-item-title-{language}` per box), `menu-item-icon`, `menu-item-svg`,
 * `menu-item-link-to`, `menu-item-url`, `menu-item-target`.
 */
export function MenuBuilder(props: EditorProps<'menu'>): ReactNode {
  const { document, onChange, issues, language } = props
  const items = Array.isArray(document.items) ? document.items : []
  const [selectedKey, setSelectedKey] = useState<string | undefined>(undefined)
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set())
  const krudList = useDocumentNames(props.documents, 'krud')
  // The entries the menu had when opened may be linked to already: a new title never renames them.
  const opened = useRef<ReadonlySet<string>>(menuIds(items))

  const nodes = useMemo(() => treeNodes({ items, base: [], issues, language }), [items, issues, language])
  const expandedKeys = useMemo(() => allKeys(nodes).filter((key) => !collapsed.has(key)), [nodes, collapsed])

  const selectedPath = selectedKey === undefined ? undefined : pathOfKey(selectedKey)
  const selected = selectedPath === undefined ? undefined : menuItemAt(items, selectedPath)

  const change = (next: MenuItem[], what: string, select?: MenuPath) => {
    onChange({ ...document, items: next }, what)
    if (select !== undefined) setSelectedKey(menuKey(select))
  }

  const newItem = (): MenuItem => {
    const id = freeMenuId(items)
    return { id, title: { mn_MN: id }, link_to: 'noAction' }
  }

  const addTop = () => {
    const added = insertMenuItem(items, { parent: [], item: newItem() })
    change(added.items, 'items/add', added.path)
  }

  const addChild = () => {
    if (selectedPath === undefined || selected === undefined) return
    const branch: MenuBranch = selected.link_to === 'noActionSubTop' ? 'sub_top_children' : 'children'
    const added = insertMenuItem(items, { parent: selectedPath, branch, item: newItem() })
    setCollapsed((keys) => new Set([...keys].filter((key) => key !== selectedKey)))
    change(added.items, `${menuPointer(selectedPath).slice(1)}/add`, added.path)
  }

  const remove = () => {
    if (selectedPath === undefined) return
    change(removeMenuItem(items, selectedPath), `${menuPointer(selectedPath).slice(1)}/remove`)
    setSelectedKey(undefined)
  }

  const shift = (by: -1 | 1) => {
    if (selectedPath === undefined) return
    const moved = shiftMenuItem(items, selectedPath, by)
    change(moved.items, `${menuPointer(selectedPath).slice(1)}/move`, moved.path)
  }

  const edit = (field: string, update: (item: MenuItem) => MenuItem) => {
    if (selectedPath === undefined) return
    change(updateMenuItem(items, selectedPath, update), `${menuPointer(selectedPath).slice(1)}/${field}`)
  }

  const onDrop: TreeProps['onDrop'] = (info) => {
    const from = pathOfKey(String(info.dragNode.key))
    const moved = moveMenuItem(items, from, dropOf(info))
    change(moved.items, `${menuPointer(from).slice(1)}/move`, moved.path)
  }

  const atSelected = (field: string) =>
    selectedPath === undefined ? [] : issuesAt(issues, `${menuPointer(selectedPath)}/${field}`, true)
  const errorOf = (found: Issues) => formItemIssues(found, language)

  const siblings = (() => {
    if (selectedPath === undefined) return 0
    const parent = selectedPath.slice(0, -2)
    const branch = selectedPath[selectedPath.length - 2] as MenuBranch | undefined
    if (branch === undefined) return items.length
    return menuItemAt(items, parent)?.[branch]?.length ?? 0
  })()
  const index = selectedPath === undefined ? -1 : (selectedPath[selectedPath.length - 1] as number)

  return (
    <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start', flexWrap: 'wrap' }} data-testid="menu-builder">
      <div style={{ flex: '1 1 360px', minWidth: 300 }}>
        <Space wrap style={{ marginBottom: 8 }}>
          <Button type="primary" icon={<PlusOutlined />} onClick={addTop} data-testid="menu-add-item">
            {menuWord('addItem', language)}
          </Button>
          <Button
            icon={<SubnodeOutlined />}
            onClick={addChild}
            disabled={selected === undefined || selected.link_to === 'divider'}
            data-testid="menu-add-child"
          >
            {menuWord('addChild', language)}
          </Button>
          <Button
            icon={<ArrowUpOutlined />}
            onClick={() => shift(-1)}
            disabled={selected === undefined || index <= 0}
            aria-label={menuWord('moveUp', language)}
            data-testid="menu-move-up"
          />
          <Button
            icon={<ArrowDownOutlined />}
            onClick={() => shift(1)}
            disabled={selected === undefined || index >= siblings - 1}
            aria-label={menuWord('moveDown', language)}
            data-testid="menu-move-down"
          />
          <Popconfirm title={menuWord('removeConfirm', language)} onConfirm={remove} disabled={selected === undefined}>
            <Button danger icon={<DeleteOutlined />} disabled={selected === undefined} data-testid="menu-delete-item">
              {menuWord('remove', language)}
            </Button>
          </Popconfirm>
        </Space>
        {items.length === 0 ? (
          <Empty description={menuWord('empty', language)} />
        ) : (
          <>
            <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginBottom: 4 }}>
              {menuWord('dragHint', language)}
            </Typography.Paragraph>
            <Tree
              blockNode
              draggable
              treeData={nodes}
              expandedKeys={expandedKeys}
              selectedKeys={selectedKey === undefined ? [] : [selectedKey]}
              // Clicking the chosen row again keeps it chosen: the panel does not vanish under the pointer.
              onSelect={(keys) => {
                if (keys.length > 0) setSelectedKey(String(keys[0]))
              }}
              onExpand={(keys) => {
                const open = new Set(keys.map(String))
                setCollapsed(new Set(allKeys(nodes).filter((key) => !open.has(key))))
              }}
              onDrop={onDrop}
              data-testid="menu-tree"
            />
          </>
        )}
      </div>
      <div style={{ flex: '1 1 360px', minWidth: 300 }} data-testid="menu-item-panel">
        {selected === undefined || selectedPath === undefined ? (
          <Typography.Text type="secondary">{menuWord('chooseItem', language)}</Typography.Text>
        ) : (
          <MenuItemPanel
            key={menuKey(selectedPath)}
            item={selected}
            krudOptions={documentNameOptions(
              krudList,
              language,
              selected.link_to === 'crud' ? selected.url : undefined,
            )}
            language={language}
            own={issuesAt(issues, menuPointer(selectedPath))}
            issuesOf={(field) => errorOf(atSelected(field))}
            edit={edit}
            retitle={(title) =>
              change(
                titleMenuItem(items, selectedPath, title, opened.current),
                `${menuPointer(selectedPath).slice(1)}/title`,
              )
            }
          />
        )}
      </div>
    </div>
  )
}

export interface MenuItemPanelProps {
  item: MenuItem
  krudOptions: Array<{ value: string; label: string }>
  language: EditorProps['language']
  /** Issues at the entry itself (a missing url). */
  own: Issues
  issuesOf: (field: string) => FormItemIssues
  edit: (field: string, update: (item: MenuItem) => MenuItem) => void
  /** Sets the title; a new entry's id follows it until typed (see `titleMenuItem`). */
  retitle: (title: LocalizedText) => void
}

/** Sets or leaves out an optional field: an empty box leaves it out rather than storing "". */
function withOptional<TKey extends 'url' | 'icon' | 'svg' | 'target'>(
  item: MenuItem,
  key: TKey,
  value: MenuItem[TKey] | undefined,
): MenuItem {
  const next: MenuItem = { ...item }
  if (value === undefined || value === '') delete next[key]
  else next[key] = value
  return next
}

/** The chosen entry's properties under their group headings (exported for its render test). */
export function MenuItemPanel({
  item,
  krudOptions,
  language,
  own,
  issuesOf,
  edit,
  retitle,
}: MenuItemPanelProps): ReactNode {
  const urlKind = URL_LINK_TYPES[item.link_to]
  const urlIssues = issuesOf('url')
  const ownText = own.map((one) => issueText(one, language)).join('; ')
  const urlStatus = urlIssues.validateStatus ?? (own.length > 0 ? 'error' : undefined)
  const urlHelp = [urlIssues.help, ownText].filter((text) => text !== undefined && text !== '').join('; ')

  const label = (name: string) => <PropertyLabel name={name} language={language} />
  const idItem = (
    <Form.Item label={label('id')} extra={menuWord('idHelp', language)} {...issuesOf('id')}>
      <Input
        value={item.id}
        data-testid="menu-item-id"
        status={issuesOf('id').validateStatus}
        onChange={(event) => edit('id', (current) => ({ ...current, id: event.target.value }))}
      />
    </Form.Item>
  )
  const titleItem = (
    <Form.Item label={label('title')} {...issuesOf('title')}>
      <LocalizedTextInput
        value={item.title}
        testId="menu-item-title"
        invalid={issuesOf('title').validateStatus === 'error'}
        // The title is required: emptying every box keeps an empty Mongolian one for the schema to flag.
        onChange={(title) => retitle(title ?? '')}
      />
    </Form.Item>
  )
  const linkToItem = (
    <Form.Item label={label('link_to')} {...issuesOf('link_to')}>
      <Select<MenuLinkType>
        value={item.link_to}
        data-testid="menu-item-link-to"
        options={MENU_LINK_TYPES.map((type) => ({ value: type, label: linkTypeWord(type, language) }))}
        onChange={(type) => edit('link_to', (current) => withLinkTo(current, type))}
      />
    </Form.Item>
  )
  const urlItem =
    urlKind === 'krud' ? (
      <Form.Item label={label('krud')} validateStatus={urlStatus} help={urlHelp || undefined}>
        <Select
          showSearch
          allowClear
          value={item.url}
          data-testid="menu-item-url"
          options={krudOptions}
          status={urlStatus}
          onChange={(url: string | undefined) => edit('url', (current) => withOptional(current, 'url', url))}
        />
      </Form.Item>
    ) : urlKind !== undefined ? (
      <Form.Item label={label('url')} validateStatus={urlStatus} help={urlHelp || undefined}>
        <Input
          value={item.url ?? ''}
          data-testid="menu-item-url"
          status={urlStatus}
          placeholder={urlKind === 'absolute' ? 'https://' : '/admin/'}
          onChange={(event) => edit('url', (current) => withOptional(current, 'url', event.target.value))}
        />
      </Form.Item>
    ) : ownText === '' ? null : (
      <Typography.Text type="danger">{ownText}</Typography.Text>
    )
  const targetItem = navigates(item.link_to) ? (
    <Form.Item label={label('target')} {...issuesOf('target')}>
      <Select<LinkTarget>
        allowClear
        // No target opens in the same tab: the empty box says so.
        placeholder={targetWord('self', language)}
        value={item.target}
        data-testid="menu-item-target"
        options={LINK_TARGETS.map((target) => ({ value: target, label: targetWord(target, language) }))}
        onChange={(target) => edit('target', (current) => withOptional(current, 'target', target))}
      />
    </Form.Item>
  ) : null
  const iconItem = (
    <Form.Item label={label('icon')} {...issuesOf('icon')}>
      <IconPicker
        icons={MENU_ICONS}
        language={language}
        value={item.icon}
        invalid={issuesOf('icon').validateStatus === 'error'}
        testId="menu-item-icon"
        onChange={(icon) => edit('icon', (current) => withOptional(current, 'icon', icon))}
      />
    </Form.Item>
  )
  const svgItem = (
    <Form.Item label={label('svg')} {...issuesOf('svg')}>
      <Input
        value={item.svg ?? ''}
        data-testid="menu-item-svg"
        placeholder="/assets/icons/….svg"
        status={issuesOf('svg').validateStatus}
        onChange={(event) => edit('svg', (current) => withOptional(current, 'svg', event.target.value))}
      />
    </Form.Item>
  )
  // Where a click leads (a screen, an address) is read with what a click does, not apart from it
  // under "Өгөгдөл": the link's rows stand together under the link type's group.
  const linkRow = [
    { key: 'link_to', span: 24, node: linkToItem },
    ...(urlItem === null ? [] : [{ key: 'url', span: 24, node: urlItem }]),
    ...(targetItem === null ? [] : [{ key: 'target', span: 24, node: targetItem }]),
  ]

  return (
    <Form layout="vertical" size="small">
      <PropertyRows
        language={language}
        rows={[
          [{ key: 'id', node: idItem }],
          [{ key: 'title', node: titleItem }],
          linkRow,
          // A divider has no icon.
          ...(item.link_to === 'divider'
            ? []
            : [
                [
                  { key: 'icon', node: iconItem },
                  { key: 'svg', node: svgItem },
                ],
              ]),
        ]}
      />
    </Form>
  )
}
