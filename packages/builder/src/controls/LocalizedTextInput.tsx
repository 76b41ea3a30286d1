import { LANGUAGE_CODES, type LanguageCode, type LocalizedText } from '@tamga/schema'
import { Flex, Input } from 'antd'
import { localizedFrom, textsOf } from './localizedText.ts'

/** The short tag each language's box carries. */
const TAGS: Record<LanguageCode, string> = { mn_MN: 'MN', en_US: 'EN', ko_KR: 'KO' }

export interface LocalizedTextInputProps {
  value: LocalizedText | undefined
  onChange: (value: LocalizedText | undefined) => void
  /** Marks the boxes red (an issue is at this place). */
  invalid?: boolean
  /** A test id for the group; each box gets `{testId}-{language}`. */
  testId?: string
}

/** One box per language (Mongolian first), a title per language for a document, a field, a menu item. */
export function LocalizedTextInput({ value, onChange, invalid, testId }: LocalizedTextInputProps) {
  const texts = textsOf(value)
  return (
    // Side by side where the panel is wide, one under another where it is not: a box never
    // shrinks below what shows a few words.
    <Flex wrap gap={4} data-testid={testId}>
      {LANGUAGE_CODES.map((language) => (
        <Input
          key={language}
          style={{ flex: '1 1 150px', minWidth: 0 }}
          prefix={<span style={{ opacity: 0.55, fontSize: 11 }}>{TAGS[language]}</span>}
          value={texts[language] ?? ''}
          status={invalid === true ? 'error' : undefined}
          data-testid={testId === undefined ? undefined : `${testId}-${language}`}
          onChange={(event) => onChange(localizedFrom({ ...texts, [language]: event.target.value }))}
        />
      ))}
    </Flex>
  )
}
