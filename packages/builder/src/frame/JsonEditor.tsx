import type { LanguageCode } from '@tamga/schema'
import { Alert, Input } from 'antd'
import { useEffect, useState } from 'react'
import { frameWord } from './words.ts'

export interface JsonEditorProps {
  value: unknown
  onChange: (next: unknown) => void
  language: LanguageCode
}

/**
 * The document as JSON, for every kind (and the only editor of a kind without a visual one).
 * Text that does not parse stays in the box with its error; text that parses becomes the
 * document, one undo step per burst of typing.
 */
export function JsonEditor({ value, onChange, language }: JsonEditorProps) {
  const [text, setText] = useState(() => JSON.stringify(value, null, 2))
  const [error, setError] = useState<string>()
  // The document changed elsewhere (undo, the visual editor): show it, unless it is what this box says.
  useEffect(() => {
    setText((now) => {
      try {
        if (JSON.stringify(JSON.parse(now)) === JSON.stringify(value)) return now
      } catch {
        // The box holds text being typed; the document moved on under it.
      }
      return JSON.stringify(value, null, 2)
    })
    setError(undefined)
  }, [value])
  return (
    <div>
      {error === undefined ? null : (
        <Alert
          type="error"
          showIcon
          title={`${frameWord('jsonInvalid', language)}: ${error}`}
          style={{ marginBottom: 8 }}
        />
      )}
      <Input.TextArea
        data-testid="builder-json"
        value={text}
        spellCheck={false}
        autoSize={{ minRows: 18, maxRows: 40 }}
        style={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: 12 }}
        onChange={(event) => {
          const next = event.target.value
          setText(next)
          try {
            onChange(JSON.parse(next))
            setError(undefined)
          } catch (problem) {
            setError(problem instanceof Error ? problem.message : String(problem))
          }
        }}
      />
    </div>
  )
}
