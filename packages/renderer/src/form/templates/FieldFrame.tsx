import { theme } from 'antd'
// antd has no public provider for the status its inputs read from their form item; this context
// is what `Form.Item` itself provides, so an input in an erroneous field gets its red border.
import { FormItemInputContext, type FormItemStatusContextProps } from 'antd/es/form/context'
import type { CSSProperties, ReactNode } from 'react'
import type { AntdColumn } from '../compile/index.ts'

/** The class names of a field's frame, for styles and tests. */
export const FIELD_FRAME_CLASSES = {
  frame: 'tamga-field',
  label: 'tamga-field-label',
  required: 'tamga-field-required',
  control: 'tamga-field-control',
  explain: 'tamga-field-explain',
  error: 'tamga-field-error',
  extra: 'tamga-field-extra',
} as const

const C = FIELD_FRAME_CLASSES

/**
 * The frame's CSS, with antd's look (label above in a 32 px line, or on the left with a colon,
 * the red `*` of a required field, the red message under the input, 24 px between fields). The
 * colours and sizes are custom properties the form sets from the antd theme's tokens
 * ({@link useFieldFrameTheme}), so dark mode and a custom theme follow.
 */
export const FIELD_FRAME_CSS = `
.${C.frame} { margin-bottom: 24px; color: var(--tamga-field-text); font-size: var(--tamga-field-font-size); line-height: var(--tamga-field-line-height); }
.${C.frame}.tamga-field-left { display: flex; align-items: flex-start; }
.${C.frame}.tamga-field-with-help, .${C.frame}.tamga-field-compact { margin-bottom: 0; }
.tamga-field-compact .${C.explain} { font-size: 12px; min-height: 0; }
.${C.label} { display: block; padding-bottom: 8px; white-space: normal; }
.tamga-field-left > .${C.label} { padding-bottom: 0; text-align: end; padding-inline-end: 8px; min-height: 32px; display: flex; align-items: center; justify-content: flex-end; }
.${C.label} > label { color: var(--tamga-field-text); }
.tamga-field-left > .${C.label} > label::after { content: ':'; margin-inline-start: 2px; }
.${C.required}::before { content: '*'; display: inline-block; margin-inline-end: 4px; color: var(--tamga-field-error); font-family: SimSun, sans-serif; line-height: 1; }
.${C.control} { min-width: 0; flex: 1 1 0; }
.${C.explain}, .${C.extra} { font-size: var(--tamga-field-font-size); line-height: var(--tamga-field-line-height); min-height: 24px; }
.${C.explain} { color: var(--tamga-field-text-secondary); }
.${C.error} { color: var(--tamga-field-error); }
.${C.extra} { color: var(--tamga-field-text-secondary); }
`

/**
 * The custom properties the field frames read, from the antd theme in force. Called once per
 * form: each antd `Form.Item` would instead compute its style tokens and register its styles
 * as it mounts, which a form of hundreds of fields pays for hundreds of times.
 */
export function useFieldFrameTheme(): CSSProperties {
  const { token } = theme.useToken()
  return {
    '--tamga-field-text': token.colorText,
    '--tamga-field-text-secondary': token.colorTextSecondary,
    '--tamga-field-error': token.colorError,
    '--tamga-field-font-size': `${token.fontSize}px`,
    '--tamga-field-line-height': String(token.lineHeight),
  } as CSSProperties
}

const ERROR_STATUS: FormItemStatusContextProps = { isFormItemInput: true, status: 'error' }
const NO_STATUS: FormItemStatusContextProps = { isFormItemInput: true }

function columnStyle(column: AntdColumn): CSSProperties {
  return 'flex' in column ? { flex: column.flex } : { flex: `0 0 ${(column.span / 24) * 100}%` }
}

/** What a field's frame draws around its input. */
export interface FieldFrameProps {
  /** The input's id, which the label points at. */
  htmlFor: string
  /** The label; none for a checkbox, which labels itself. */
  label?: ReactNode
  /** Labels on the left take this column (the input the rest); labels on top take none. */
  labelColumn?: AntdColumn
  required?: boolean
  /** The field's error messages, shown under the input in red. */
  errors?: readonly string[]
  /** A help text, shown under the input when there is no error. */
  help?: ReactNode
  /** A description, shown under the input and its messages. */
  extra?: ReactNode
  /** A cell of a table (a sub-form row): no space under it, smaller messages. @default false */
  compact?: boolean
  /** For the field's error messages, so the input can name them. */
  errorId?: string
  children: ReactNode
}

/**
 * A field's frame: its label (above, or on the left), the input, then the error messages or
 * the help, then the description. Plain elements styled by {@link FIELD_FRAME_CSS}, with the
 * error status the antd inputs read for their red border.
 */
export function FieldFrame(props: FieldFrameProps) {
  const errors = props.errors ?? []
  const left = props.labelColumn !== undefined && !('span' in props.labelColumn && props.labelColumn.span >= 24)
  const hasLabel = props.label !== undefined && props.label !== null && props.label !== false && props.label !== ''
  const hasExtra = props.extra !== undefined && props.extra !== null
  const message =
    errors.length > 0 ? (
      <div className={C.explain} role="alert" id={props.errorId}>
        {errors.map((error) => (
          <div key={error} className={C.error}>
            {error}
          </div>
        ))}
      </div>
    ) : props.help !== undefined && props.help !== null ? (
      <div className={C.explain}>{props.help}</div>
    ) : null
  return (
    <div
      className={`${C.frame}${left ? ' tamga-field-left' : ''}${props.compact === true ? ' tamga-field-compact' : ''}${
        message !== null || hasExtra ? ' tamga-field-with-help' : ''
      }`}
      data-status={errors.length > 0 ? 'error' : undefined}
    >
      {(hasLabel || left) && (
        <div
          className={C.label}
          style={left && props.labelColumn !== undefined ? columnStyle(props.labelColumn) : undefined}
        >
          {hasLabel && (
            <label
              htmlFor={props.htmlFor}
              className={props.required === true ? C.required : undefined}
              title={typeof props.label === 'string' ? props.label : undefined}
            >
              {props.label}
            </label>
          )}
        </div>
      )}
      <div className={C.control}>
        <FormItemInputContext.Provider value={errors.length > 0 ? ERROR_STATUS : NO_STATUS}>
          {props.children}
        </FormItemInputContext.Provider>
        {message}
        {hasExtra && <div className={C.extra}>{props.extra}</div>}
      </div>
    </div>
  )
}
