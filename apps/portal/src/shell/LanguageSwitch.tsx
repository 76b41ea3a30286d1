import { GlobalOutlined } from '@ant-design/icons'
import { LANGUAGE_CODES, type LanguageCode, normalizeLanguageCode } from '@tamga/schema'
import { Select } from 'antd'
import { useTranslation } from 'react-i18next'
import { storeLanguage, useApp } from '../stores/app.ts'

const NATIVE_NAMES: Record<LanguageCode, string> = { mn_MN: 'Монгол', en_US: 'English', ko_KR: '한국어' }

/** Changes the interface language and remembers it in the stored `lang` setting (spec 9). */
export function changeLanguage(language: LanguageCode): void {
  storeLanguage(language)
  useApp.getState().setLanguage(language)
}

/** The language picker: the configuration's languages (spec 3.7), or all three. */
export function LanguageSwitch() {
  const { t } = useTranslation('common')
  const language = useApp((state) => state.language)
  const listed = useApp((state) => state.config?.languages)
  const options = (listed ?? LANGUAGE_CODES.map((code) => ({ code, label: NATIVE_NAMES[code] })))
    .map((entry) => ({ code: normalizeLanguageCode(entry.code), label: entry.label }))
    .filter((entry): entry is { code: LanguageCode; label: string } => entry.code !== undefined)
  return (
    <Select
      aria-label={t('language')}
      data-testid="language-switch"
      value={language}
      onChange={changeLanguage}
      variant="borderless"
      suffixIcon={<GlobalOutlined />}
      popupMatchSelectWidth={false}
      options={options.map((entry) => ({ value: entry.code, label: entry.label }))}
    />
  )
}
