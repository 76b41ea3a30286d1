import type { FormDocument, LanguageCode } from '@tamga/schema'
import { Button, Flex, Input, type InputRef, Typography } from 'antd'
import { useRef, useState } from 'react'
import { completeFormula, formulaIssues, formulaNames, formulaSuggestions } from './formulaAssist.ts'
import { word } from './words.ts'

export interface FormulaInputProps {
  value: string | undefined
  onChange: (value: string | undefined) => void
  /** The form whose field names the formula may read (for suggestions and the check). */
  form: FormDocument
  /** The formula's place in the document, for its issues. */
  pointer: string
  language: LanguageCode
  testId: string
}

/** How many suggestions are offered at once: enough to pick from, few enough to read. */
const SHOWN = 8

/**
 * A formula box that offers the form's field names and the formula functions for the name being
 * typed (`{testId}-suggestion-{name}` buttons), and checks the formula as it is typed with the
 * schema's own parser (`{testId}-error`).
 */
export function FormulaInput({ value, onChange, form, pointer, language, testId }: FormulaInputProps) {
  const text = value ?? ''
  const box = useRef<InputRef | null>(null)
  const [cursor, setCursor] = useState<number | undefined>(undefined)
  const caret = cursor ?? text.length
  const suggestions = cursor === undefined ? [] : formulaSuggestions(text, caret, formulaNames(form)).slice(0, SHOWN)
  const issues = formulaIssues(form, text, pointer)
  const trackCursor = () => setCursor(box.current?.input?.selectionStart ?? undefined)
  const choose = (choice: string) => {
    const next = completeFormula(text, caret, choice)
    onChange(next.text)
    setCursor(next.cursor)
    requestAnimationFrame(() => {
      const input = box.current?.input
      input?.focus()
      input?.setSelectionRange(next.cursor, next.cursor)
    })
  }
  return (
    <div>
      <Input
        ref={box}
        value={text}
        status={issues.length > 0 ? 'error' : undefined}
        style={{ fontFamily: 'monospace' }}
        data-testid={testId}
        placeholder="quantity * unit_price"
        onChange={(event) => {
          onChange(event.target.value === '' ? undefined : event.target.value)
          setCursor(event.target.selectionStart ?? event.target.value.length)
        }}
        onKeyUp={trackCursor}
        onClick={trackCursor}
        onBlur={() => setTimeout(() => setCursor(undefined), 200)}
      />
      {suggestions.length > 0 && (
        <Flex wrap gap={4} style={{ marginTop: 4 }}>
          {suggestions.map((name) => (
            <Button
              key={name}
              size="small"
              type="dashed"
              data-testid={`${testId}-suggestion-${name.replace(/\($/, '')}`}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(name)}
            >
              {name}
            </Button>
          ))}
        </Flex>
      )}
      {issues.map((found) => (
        <Typography.Text
          key={`${found.code}-${String(found.params?.offset)}`}
          type="danger"
          data-testid={`${testId}-error`}
          style={{ display: 'block', fontSize: 12 }}
        >
          {language === 'mn_MN' ? found.message.mn_MN : found.message.en_US}
        </Typography.Text>
      ))}
      {issues.length === 0 && text !== '' && (
        <Typography.Text type="success" style={{ fontSize: 12 }} data-testid={`${testId}-ok`}>
          ✓ {word('formulaOk', language)}
        </Typography.Text>
      )}
    </div>
  )
}
