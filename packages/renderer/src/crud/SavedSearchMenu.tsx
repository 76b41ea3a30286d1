import { DeleteOutlined, DownOutlined, SaveOutlined, StarOutlined } from '@ant-design/icons'
import type { LanguageCode, SavedSearch } from '@tamga/schema'
import { App, Button, Dropdown, Input, type MenuProps, Modal, Space, Tag } from 'antd'
import { type ReactNode, useCallback, useEffect, useState } from 'react'
import type { RecordsClient } from '../records/recordsClient.ts'
import { crudText } from './crudMessages.ts'
import { type ListQuery, savedSearchQueryOf } from './toolQuery.ts'

/** Props of {@link SavedSearchMenu}. */
export interface SavedSearchMenuProps {
  client: RecordsClient
  krud: string
  language: LanguageCode
  /** The grid's list query now, saved as it is. */
  currentQuery: () => ListQuery
  /** The saved search applied to the grid, if any. */
  applied: SavedSearch | undefined
  /** Applies a saved search (a fresh copy each time, so applying it again resets the grid to it), or none. */
  onApply: (search: SavedSearch | undefined) => void
}

/**
 * The toolbar's saved searches (spec 3.13): the caller's own searches on the krud in a
 * dropdown, each applied with a click or deleted with its bin; the grid's current filters,
 * sort and search saved under a name (the same name replaces the earlier search).
 */
export function SavedSearchMenu(props: SavedSearchMenuProps): ReactNode {
  const { client, krud, language, applied, onApply } = props
  const { message, modal } = App.useApp()
  const [searches, setSearches] = useState<SavedSearch[]>([])
  const [naming, setNaming] = useState<string | undefined>(undefined)
  const [saving, setSaving] = useState(false)

  const load = useCallback(async () => {
    const answer = await client.savedSearches(krud)
    if (answer.ok) setSearches(answer.data.searches)
  }, [client, krud])

  useEffect(() => {
    void load()
  }, [load])

  const save = async () => {
    const name = naming?.trim() ?? ''
    if (name === '') return
    setSaving(true)
    const answer = await client.saveSearch(krud, name, savedSearchQueryOf(props.currentQuery()))
    setSaving(false)
    if (!answer.ok) return
    setNaming(undefined)
    void message.success(crudText('searchSaved', language))
    await load()
  }

  const remove = (search: SavedSearch) => {
    modal.confirm({
      title: crudText('deleteSearch', language, { name: search.name }),
      okText: crudText('yes', language),
      cancelText: crudText('no', language),
      okButtonProps: { danger: true },
      onOk: async () => {
        const answer = await client.deleteSearch(krud, search.id)
        if (!answer.ok) return
        if (applied?.id === search.id) onApply(undefined)
        void message.success(crudText('searchDeleted', language))
        await load()
      },
    })
  }

  const items: MenuProps['items'] = [
    ...(searches.length === 0
      ? [{ key: 'none', label: crudText('noSavedSearches', language), disabled: true }]
      : searches.map((search) => ({
          key: `search-${search.id}`,
          label: (
            <Space style={{ width: '100%', justifyContent: 'space-between' }} data-testid="krud-saved-search">
              <span>{search.name}</span>
              <Button
                size="small"
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={crudText('delete', language)}
                data-testid="krud-saved-search-delete"
                onClick={(event) => {
                  // The bin deletes the search; it does not apply it as well.
                  event.stopPropagation()
                  remove(search)
                }}
              />
            </Space>
          ),
        }))),
    { type: 'divider' as const },
    {
      key: 'save',
      icon: <SaveOutlined />,
      label: <span data-testid="krud-save-search">{crudText('saveSearch', language)}</span>,
    },
  ]

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'save') {
      setNaming(applied?.name ?? '')
      return
    }
    const search = searches.find((candidate) => `search-${candidate.id}` === key)
    if (search !== undefined) onApply({ ...search, query: { ...search.query } })
  }

  return (
    <>
      <Dropdown trigger={['click']} menu={{ items, onClick }}>
        <Button icon={<StarOutlined />} data-testid="krud-saved-searches">
          <Space size={4}>
            {crudText('savedSearches', language)}
            <DownOutlined />
          </Space>
        </Button>
      </Dropdown>
      {applied !== undefined && (
        <Tag closable color="blue" onClose={() => onApply(undefined)} data-testid="krud-applied-search">
          {applied.name}
        </Tag>
      )}
      <Modal
        open={naming !== undefined}
        title={crudText('saveSearch', language)}
        okText={crudText('save', language)}
        cancelText={crudText('cancel', language)}
        okButtonProps={{ disabled: (naming?.trim() ?? '') === '', loading: saving }}
        onOk={() => void save()}
        onCancel={() => setNaming(undefined)}
        destroyOnHidden
      >
        <Input
          autoFocus
          maxLength={100}
          placeholder={crudText('searchName', language)}
          value={naming ?? ''}
          onChange={(event) => setNaming(event.target.value)}
          onPressEnter={() => void save()}
          data-testid="krud-search-name"
        />
      </Modal>
    </>
  )
}
