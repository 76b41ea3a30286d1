import {
  type ColumnFilter,
  type ColumnRelation,
  type DocumentIssue,
  type GridColumn,
  GridColumnSchema,
  type LanguageCode,
  localizedText,
} from '@tamga/schema'
import { Divider, Input, Select, Space, Switch, Typography } from 'antd'
import type { JSX } from 'react'
import type { DocumentsClient } from '../../client/documentsClient.ts'
import { COLUMN_ICONS, DocumentPicker, FieldPicker, FieldsPicker } from '../../controls/NamePickers.tsx'
import { choiceOptions } from '../../controls/propertyWords.ts'
import { useSourceFields } from '../chart/useSourceFields.ts'
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
  /** The project's documents: the related table and its columns are picked from them. */
  documents: DocumentsClient
  /** The grid's table, whose columns the column's properties name. */
  model: string | undefined
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
  documents,
  model,
}: ColumnPropertiesProps): JSX.Element {
  const w = (key: Parameters<typeof gridWord>[0]) => gridWord(key, language)
  const filter = column.filter
  const relation = column.relation
  const related = useSourceFields(
    documents,
    relation === undefined ? undefined : { kind: 'model', name: relation.model },
  )
  const test = `grid-column-${index}`
  return (
    <div data-testid={`${test}-properties`}>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {localizedText(column.label, language) ?? column.field}{' '}
        {/* The column's name in its table, for the expert beside its label. */}
        <Typography.Text code type="secondary" style={{ fontSize: 12 }}>
          {column.field}
        </Typography.Text>
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
        scope={{ documents, model, icons: COLUMN_ICONS }}
      />
      <Divider size="small" />
      <div>{w('filter')}</div>
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Select
          allowClear
          style={{ width: '100%' }}
          placeholder={w('none')}
          value={filter?.type}
          options={choiceOptions(
            FILTER_TYPES.filter((type) => type !== 'relation' || relation !== undefined),
            language,
          )}
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
            style={{ width: '100%' }}
            placeholder={w('match')}
            value={filter.match}
            options={choiceOptions(TEXT_MATCHES, language)}
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
          options={choiceOptions(LINK_TARGETS, language)}
          onChange={(target) =>
            column.link !== undefined &&
            onChange({ ...column, link: withProperty(column.link, 'target', target) }, `columns/${index}/link`)
          }
        />
      </Space.Compact>
      <Divider size="small" />
      <div>{w('relation')}</div>
      <Space orientation="vertical" style={{ width: '100%' }}>
        <DocumentPicker
          documents={documents}
          kind="model"
          language={language}
          placeholder={w('model')}
          value={relation?.model}
          onChange={(related) =>
            onChange(
              withProperty(
                column,
                'relation',
                related === undefined
                  ? undefined
                  : { valueField: 'id', labelFields: ['name'], ...relation, model: related },
              ),
              `columns/${index}/relation`,
            )
          }
          testId={`${test}-relation-model`}
        />
        {relation !== undefined && (
          <>
            <FieldPicker
              fields={related}
              language={language}
              placeholder={w('valueField')}
              value={relation.valueField}
              onChange={(valueField) =>
                onChange(
                  { ...column, relation: { ...relation, valueField: valueField ?? '' } },
                  `columns/${index}/relation`,
                )
              }
              testId={`${test}-relation-value-field`}
            />
            <FieldsPicker
              fields={related}
              language={language}
              placeholder={w('labelFields')}
              value={relation.labelFields}
              onChange={(labelFields) =>
                onChange({ ...column, relation: { ...relation, labelFields } }, `columns/${index}/relation`)
              }
              testId={`${test}-relation-label-fields`}
            />
          </>
        )}
      </Space>
    </div>
  )
}
