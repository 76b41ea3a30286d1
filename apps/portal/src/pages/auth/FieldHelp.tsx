import type { FormItemProps } from 'antd'
import type { AuthText } from './authText.ts'
import { useAuthText } from './useAuthText.ts'

/** A field's problem texts, each on its own line, in an element a browser test finds by `testId`. */
export function FieldHelp({ testId, texts }: { testId: string; texts: readonly AuthText[] }) {
  const say = useAuthText()
  return (
    <span data-testid={testId}>
      {texts.map((text) => {
        const words = say(text)
        return <div key={words}>{words}</div>
      })}
    </span>
  )
}

/**
 * The error state and message of a form field: its texts under the field, each on its own line,
 * in an element a browser test finds by `testId`; nothing when there is no error.
 */
export function fieldState(
  testId: string,
  texts: readonly AuthText[] | undefined,
): Pick<FormItemProps, 'validateStatus' | 'help'> {
  if (texts === undefined || texts.length === 0) return {}
  return { validateStatus: 'error', help: <FieldHelp testId={testId} texts={texts} /> }
}
