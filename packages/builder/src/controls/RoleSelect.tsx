import { type LanguageCode, localizedText } from '@tamga/schema'
import { Select } from 'antd'
import type { RoleChoice } from '../client/useDocuments.ts'

export interface RoleSelectProps {
  roles: readonly RoleChoice[]
  value: number | undefined
  onChange: (id: number | undefined) => void
  language: LanguageCode
  invalid?: boolean
  allowClear?: boolean
  testId?: string
}

/**
 * A role by its name, stored as its id (documents name roles by the numeric id of spec 3.8): a
 * builder picks "Ажилтан", not 3. An id no role has is still shown, as the number it is.
 */
export function RoleSelect({ roles, value, onChange, language, invalid, allowClear, testId }: RoleSelectProps) {
  const known = roles.some((role) => role.id === value)
  return (
    <Select<number>
      data-testid={testId}
      style={{ width: '100%' }}
      showSearch={{ optionFilterProp: 'label' }}
      allowClear={allowClear}
      status={invalid === true ? 'error' : undefined}
      value={value}
      onChange={(id) => onChange(id ?? undefined)}
      options={[
        ...roles.map((role) => ({ value: role.id, label: `${localizedText(role.title, language)} (${role.id})` })),
        ...(value === undefined || known ? [] : [{ value, label: String(value) }]),
      ]}
    />
  )
}
