import type { LanguageCode } from '@tamga/schema'
import { Skeleton, Tabs } from 'antd'
import { lazy, Suspense } from 'react'
import type { RecordWidgetProps } from '../widgetProps.ts'
import { richTextHtml, richTextValueAfterEdit } from './richTextValue.ts'

// TipTap and DOMPurify load only when a form draws a rich-text field, each in its own chunk;
// a read-only form loads the view alone.
const RichTextEditor = lazy(() => import('./RichTextEditor.tsx'))
const RichTextView = lazy(() => import('./RichTextView.tsx'))

const LANGUAGE_TAGS: Readonly<Record<LanguageCode, string>> = { mn_MN: 'MN', en_US: 'EN', ko_KR: 'KO' }

/** One HTML text: edited, or shown when the field is read-only. */
function RichTextInput(props: RecordWidgetProps & { html: string; onHtml(html: string): void; label: string }) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 4 }} title={false} />}>
      {props.disabled ? (
        <RichTextView id={props.id} html={props.html} />
      ) : (
        <RichTextEditor
          id={props.id}
          name={props.name}
          html={props.html}
          onHtml={props.onHtml}
          onBlur={props.onBlur}
          onFocus={props.onFocus}
          kind={props.field.settings.editor ?? 'basic'}
          label={props.label}
          hasError={props.hasError}
          autoFocus={props.autoFocus}
        />
      )}
    </Suspense>
  )
}

/**
 * A `rich-text` field (issue 7): a TipTap editor with an antd toolbar, its value an HTML string
 * sanitised on the way in and out, `emptyValue` when emptied; read-only, the sanitised HTML
 * without the toolbar. A translatable field held per language (a json column) gets one editor
 * per interface language, in tabs.
 */
export function RichTextWidget(props: RecordWidgetProps) {
  const translation = props.field.translation
  if (translation?.shape === 'per-language') {
    return (
      <Tabs
        size="small"
        data-testid="rich-text-languages"
        items={translation.languages.map((language, index) => ({
          key: language,
          label: LANGUAGE_TAGS[language],
          children: (
            <RichTextInput
              {...props}
              id={index === 0 ? props.id : `${props.id}_${language}`}
              label={`${props.label} (${LANGUAGE_TAGS[language]})`}
              html={richTextHtml(props.value, language)}
              onHtml={(html) => props.onChange(richTextValueAfterEdit(props.value, html, props.emptyValue, language))}
            />
          ),
        }))}
      />
    )
  }
  return (
    <RichTextInput
      {...props}
      html={richTextHtml(props.value)}
      onHtml={(html) => props.onChange(richTextValueAfterEdit(props.value, html, props.emptyValue))}
    />
  )
}
