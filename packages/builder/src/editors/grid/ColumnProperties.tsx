import {
  type ColumnFilter,
  type ColumnRelation,
  type DocumentIssue,
  type GridColumn,
  GridColumnSchema,
  type LanguageCode,
} from '@tamga/schema'
import { Divider, Input, Select, Space, Switch, Typography } from 'antd'
import type { JSX } from 'react'
import { PropertyFields } from './PropertyFields.tsx'
import { schemaProperties, withProperty } from './schemaProperties.ts'
import { gridWord } from './words.ts'

/** The column's flat properties; `field` is chosen from the model, the nested ones have their own controls. */
const COLUMN_PROPERTIES = schemaProperties(GridColumnSchema, ['field'])

/** The column's `@default`s of the schema, which its JSON Schema does not carry. */
const COLUMN_DEFAULTS = { type: 'text', printable: true }

const FILTER_TYPES = ['text', 'number-range', 'date-range', 'set', 'relation'] as const
const TEXT_MATCHES = ['contains', 'equals', 'starts-with'] as const
const LINK_TARGETS = ['self', 'blank', 'new'] as const

export interface ColumnPropertiesProps {
  column: GridColumn
  index: number
  onChange: (next: GridColumn, what: string) => void
  issues: readonly DocumentIssue[]
  language: LanguageCode
  /** The project's model names, for a related table. */
  modelNames: readonly string[]
}

/**
 * The filter a type choice makes: the same sidebar flag; a relation filter reuses the column's
 * relation (a relation filter without one cannot be made).
 */
function filterOf(
  type: (typeof FILTER_TYPES)[number],
  previous: ColumnFilter | undefined,
  relation?: ColumnRelation,
): ColumnFilter | undefined {
  const sidebar = previous?.sidebar === true ? { sidebar: true } : {}
  if (type === 'relation') return relation === undefined ? undefined : { type, relation, ...sidebar }
  return { type, ...sidebar }
}

/** Every property of one grid column: the schema's flat ones, then its filter, link and related table. */
export function ColumnProperties({
  column,
  index,
  onChange,
  issues,
  language,
  modelNames,
}: ColumnPropertiesProps): JSX.Element {
  const w = (key: Parameters<typeof gridWord>[0]) => gridWord(key, language)
  const filter = column.filter
  const relation = column.relation
  const test = `grid-column-${index}`
  return (
    <div data-testid={`${test}-properties`}>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {column.field}
      </Typography.Title>
      <PropertyFields
        value={column}
        specs={COLUMN_PROPERTIES}
        onChange={(next, key) => onChange(next, `columns/${index}/${key}`)}
        issues={issues}
        pointer={`/columns/${index}`}
        language={language}
        testId={test}
        defaults={COLUMN_DEFAULTS}
      />
      <Divider size="small" />
      <div>{w('filter')}</div>
      <Space wrap>
        <Select
          allowClear
          style={{ minWidth: 150 }}
          placeholder={w('none')}
          value={filter?.type}
          options={FILTER_TYPES.filter((type) => type !== 'relation' || relation !== undefined).map((type) => ({
            value: type,
            label: type,
          }))}
          onChange={(type: (typeof FILTER_TYPES)[number] | undefined) =>
            onChange(
              withProperty(column, 'filter', type === undefined ? undefined : filterOf(type, filter, relation)),
              `columns/${index}/filter`,
            )
          }
          data-testid={`${test}-filter`}
        />
        {filter?.type === 'text' && (
          <Select
            allowClear
            style={{ width: 130 }}
            placeholder={w('match')}
            value={filter.match}
            options={TEXT_MATCHES.map((match) => ({ value: match, label: match }))}
            onChange={(match) =>
              onChange({ ...column, filter: withProperty(filter, 'match', match) }, `columns/${index}/filter`)
            }
          />
        )}
        {filter !== undefined && (
          <Space>
            <Switch
              size="small"
              checked={filter.sidebar === true}
              onChange={(on) =>
                onChange(
                  { ...column, filter: withProperty(filter, 'sidebar', on ? true : undefined) },
                  `columns/${index}/filter`,
                )
              }
              data-testid={`${test}-filter-sidebar`}
            />
            {w('sidebar')}
          </Space>
        )}
      </Space>
      <Divider size="small" />
      <div>{w('link')}</div>
      <Space.Compact block>
        <Input
          value={column.link?.url ?? ''}
          placeholder="/news/{id}"
          onChange={(event) =>
            onChange(
              withProperty(
                column,
                'link',
                event.target.value === '' ? undefined : { ...column.link, url: event.target.value },
              ),
              `columns/${index}/link`,
            )
          }
          data-testid={`${test}-link`}
        />
        <Select
          style={{ width: 100 }}
          allowClear
          disabled={column.link === undefined}
          placeholder={w('target')}
          value={column.link?.target}
          options={LINK_TARGETS.map((target) => ({ value: target, label: target }))}
          onChange={(target) =>
            column.link !== undefined &&
            onChange({ ...column, link: withProperty(column.link, 'target', target) }, `columns/${index}/link`)
          }
        />
      </Space.Compact>
      <Divider size="small" />
      <div>{w('relation')}</div>
      <Space wrap>
        <Select
          allowClear
          showSearch
          style={{ minWidth: 150 }}
          placeholder={w('model')}
          value={relation?.model}
          options={modelNames.map((name) => ({ value: name, label: name }))}
          onChange={(model: string | undefined) =>
            onChange(
              withProperty(
                column,
                'relation',
                model === undefined ? undefined : { valueField: 'id', labelFields: ['name'], ...relation, model },
              ),
              `columns/${index}/relation`,
            )
          }
          data-testid={`${test}-relation-model`}
        />
        {relation !== undefined && (
          <>
            <Input
              style={{ width: 110 }}
              placeholder={w('valueField')}
              title={w('valueField')}
              value={relation.valueField}
              onChange={(event) =>
                onChange(
                  { ...column, relation: { ...relation, valueField: event.target.value } },
                  `columns/${index}/relation`,
                )
              }
            />
            <Select
              mode="tags"
              style={{ minWidth: 160 }}
              placeholder={w('labelFields')}
              value={relation.labelFields}
              onChange={(labelFields: string[]) =>
                onChange({ ...column, relation: { ...relation, labelFields } }, `columns/${index}/relation`)
              }
            />
          </>
        )}
      </Space>
    </div>
  )
}
