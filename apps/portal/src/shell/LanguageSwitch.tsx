import { GlobalOutlined } from '@ant-design/icons'
import { LANGUAGE_CODES, type LanguageCode, normalizeLanguageCode } from '@tamga/schema'
import { Button, Dropdown } from 'antd'
import { useTranslation } from 'react-i18next'
import { storeLanguage, useApp } from '../stores/app.ts'

const NATIVE_NAMES: Record<LanguageCode, string> = { mn_MN: 'Монгол', en_US: 'English', ko_KR: '한국어' }

/** Changes the interface language and remembers it in the stored `lang` setting (spec 9). */
export function changeLanguage(language: LanguageCode): void {
  storeLanguage(language)
  useApp.getState().setLanguage(language)
}

/**
 * The language picker: the configuration's languages (spec 3.7), or all three. A dropdown menu
 * rather than a select box: the shell already loads the menu, and a select would add its own.
 */
export function LanguageSwitch() {
  const { t } = useTranslation('common')
  const language = useApp((state) => state.language)
  const listed = useApp((state) => state.config?.languages)
  const options = (listed ?? LANGUAGE_CODES.map((code) => ({ code, label: NATIVE_NAMES[code] })))
    .map((entry) => ({ code: normalizeLanguageCode(entry.code), label: entry.label }))
    .filter((entry): entry is { code: LanguageCode; label: string } => entry.code !== undefined)
  const current = options.find((entry) => entry.code === language)?.label ?? NATIVE_NAMES[language]
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [language],
        items: options.map((entry) => ({
          key: entry.code,
          label: entry.label,
          'data-testid': `language-${entry.code}`,
        })),
        onClick: ({ key }) => {
          const chosen = normalizeLanguageCode(key)
          if (chosen !== undefined) changeLanguage(chosen)
        },
      }}
    >
      <Button type="text" icon={<GlobalOutlined />} aria-label={t('language')} data-testid="language-switch">
        {current}
      </Button>
    </Dropdown>
  )
}
