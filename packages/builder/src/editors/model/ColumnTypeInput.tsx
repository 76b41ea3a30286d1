import { type ColumnType, columnTypeName, GEOMETRY_SHAPES, type LanguageCode } from '@tamga/schema'
import { InputNumber, Select, Space } from 'antd'
import type { JSX } from 'react'
import { choiceOptions, propertyLabel } from '../../controls/propertyWords.ts'
import { COLUMN_TYPE_CHOICES, type ColumnTypeChoice, columnTypeOf } from './modelEdits.ts'
import { modelWord } from './words.ts'

export interface ColumnTypeInputProps {
  value: ColumnType | undefined
  onChange: (value: ColumnType, what: string) => void
  language: LanguageCode
  invalid?: boolean
  testId: string
}

/** A column type: the type's name, then its parameters (length, precision and scale, shape and SRID). */
export function ColumnTypeInput({ value, onChange, language, invalid, testId }: ColumnTypeInputProps): JSX.Element {
  const name = value === undefined ? undefined : columnTypeName(value)
  const status = invalid === true ? 'error' : undefined
  return (
    <Space.Compact>
      <Select<ColumnTypeChoice>
        style={{ minWidth: 120 }}
        value={name as ColumnTypeChoice | undefined}
        status={status}
        showSearch={{ optionFilterProp: 'label' }}
        options={choiceOptions(COLUMN_TYPE_CHOICES, language)}
        onChange={(choice) => onChange(columnTypeOf(choice, value), 'type')}
        data-testid={testId}
      />
      {typeof value === 'object' && value.name === 'varchar' && (
        <InputNumber
          min={1}
          max={10485760}
          style={{ width: 90 }}
          placeholder={modelWord('length', language)}
          title={modelWord('length', language)}
          value={value.length}
          status={status}
          onChange={(length) => onChange({ ...value, length: length ?? 1 }, 'type/length')}
          data-testid={`${testId}-length`}
        />
      )}
      {typeof value === 'object' && value.name === 'numeric' && (
        <>
          <InputNumber
            min={1}
            max={1000}
            style={{ width: 70 }}
            title={modelWord('precision', language)}
            placeholder={modelWord('precision', language)}
            value={value.precision}
            status={status}
            onChange={(precision) => onChange({ ...value, precision: precision ?? 1 }, 'type/precision')}
            data-testid={`${testId}-precision`}
          />
          <InputNumber
            min={0}
            max={1000}
            style={{ width: 60 }}
            title={modelWord('scale', language)}
            placeholder={modelWord('scale', language)}
            value={value.scale}
            status={status}
            onChange={(scale) =>
              onChange(
                scale === null ? { name: 'numeric', precision: value.precision } : { ...value, scale },
                'type/scale',
              )
            }
            data-testid={`${testId}-scale`}
          />
        </>
      )}
      {typeof value === 'object' && value.name === 'geometry' && (
        <>
          <Select
            style={{ width: 100 }}
            title={modelWord('shape', language)}
            value={value.shape}
            options={choiceOptions(GEOMETRY_SHAPES, language)}
            onChange={(shape) => onChange({ ...value, shape }, 'type/shape')}
            data-testid={`${testId}-shape`}
          />
          <InputNumber
            min={1}
            max={998999}
            style={{ width: 80 }}
            title={propertyLabel('srid', language)}
            placeholder={propertyLabel('srid', language)}
            value={value.srid}
            onChange={(srid) =>
              onChange(srid === null ? { name: 'geometry', shape: value.shape } : { ...value, srid }, 'type/srid')
            }
            data-testid={`${testId}-srid`}
          />
        </>
      )}
    </Space.Compact>
  )
}
