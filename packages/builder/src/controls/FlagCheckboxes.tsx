import { Checkbox, Space } from 'antd'

export interface FlagCheckboxesProps<TFlag extends string> {
  flags: readonly TFlag[]
  isOn: (flag: TFlag) => boolean
  onToggle: (flag: TFlag, on: boolean) => void
  label: (flag: TFlag) => string
  /** Each box's test id, `{testId}-{flag}`. */
  testId: string
}

/** One checkbox per flag of a closed list: a GraphQL entry's actions, a role's extra rights. */
export function FlagCheckboxes<TFlag extends string>({
  flags,
  isOn,
  onToggle,
  label,
  testId,
}: FlagCheckboxesProps<TFlag>) {
  return (
    <Space wrap>
      {flags.map((flag) => (
        <Checkbox
          key={flag}
          data-testid={`${testId}-${flag}`}
          checked={isOn(flag)}
          onChange={(event) => onToggle(flag, event.target.checked)}
        >
          {label(flag)}
        </Checkbox>
      ))}
    </Space>
  )
}
