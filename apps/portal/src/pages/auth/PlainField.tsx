import type { ReactNode } from 'react'
import type { AuthText } from './authText.ts'
import { FieldHelp } from './FieldHelp.tsx'

/** Props of {@link PlainField}. */
export interface PlainFieldProps {
  /** The id of the input inside, which the label names. */
  inputId: string
  label: string
  /** The field's problems, shown under it; none or empty: the field is fine. */
  problems?: readonly AuthText[] | undefined
  /** The test id of the element holding the problems. */
  problemsTestId: string
  children: ReactNode
}

/**
 * A labelled field of a form drawn without antd, laid out as antd's vertical Form.Item: the label
 * above, the input, and its problems under it in the error colour, each on its own line, which
 * the input names with aria-describedby (set it to `${inputId}-problems` when there are some).
 */
export function PlainField({ inputId, label, problems, problemsTestId, children }: PlainFieldProps) {
  const failing = problems !== undefined && problems.length > 0
  return (
    <div className={failing ? 'plain-field failing' : 'plain-field'}>
      <label htmlFor={inputId}>{label}</label>
      {children}
      {failing && (
        <div className="plain-field-problems" id={`${inputId}-problems`} role="alert">
          <FieldHelp testId={problemsTestId} texts={problems} />
        </div>
      )}
    </div>
  )
}
