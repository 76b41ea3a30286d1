import type { LanguageCode } from '@tamga/schema'
import { Flex, Input } from 'antd'
import { translatedParts, withTranslation } from '../translatedText.ts'
import type { RecordWidgetProps } from './widgetProps.ts'

/** 2 to 12 lines, growing with the text (CSS `field-sizing`; see TextareaWidget for why not `autoSize`). */
const GROWING = { fieldSizing: 'content', minHeight: 'calc(2lh + 10px)', maxHeight: 'calc(12lh + 10px)' } as const

const LANGUAGE_TAGS: Readonly<Record<LanguageCode, string>> = { mn_MN: 'MN', en_US: 'EN', ko_KR: 'KO' }

/** A translatable text held per language (a json column): one input per interface language. */
export function TranslatedTextInput(props: RecordWidgetProps & { multiline: boolean }) {
  const translation = props.field.translation
  const languages = translation?.shape === 'per-language' ? translation.languages : (['mn_MN'] as const)
  const parts = translatedParts(props.value)
  return (
    <Flex vertical gap={6}>
      {languages.map((language, index) => {
        const common = {
          id: index === 0 ? props.id : `${props.id}_${language}`,
          value: parts[language] ?? '',
          disabled: props.disabled,
          status: props.hasError ? ('error' as const) : undefined,
          onBlur: props.onBlur,
          onFocus: props.onFocus,
          'aria-label': `${props.label} (${LANGUAGE_TAGS[language]})`,
        }
        const change = (text: string) => props.onChange(withTranslation(props.value, language, text, props.emptyValue))
        return props.multiline ? (
          <Flex key={language} gap={6} align="start">
            <span style={{ minWidth: 28, paddingTop: 5, opacity: 0.65 }}>{LANGUAGE_TAGS[language]}</span>
            <Input.TextArea {...common} rows={2} style={GROWING} onChange={(event) => change(event.target.value)} />
          </Flex>
        ) : (
          <Input
            key={language}
            {...common}
            prefix={<span style={{ opacity: 0.65 }}>{LANGUAGE_TAGS[language]}</span>}
            onChange={(event) => change(event.target.value)}
          />
        )
      })}
    </Flex>
  )
}
