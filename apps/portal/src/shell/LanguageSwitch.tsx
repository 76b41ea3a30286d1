import { GlobalOutlined } from '@ant-design/icons'
import { normalizeLanguageCode } from '@tamga/schema'
import { Button, Dropdown } from 'antd'
import { useTranslation } from 'react-i18next'
import { changeLanguage, useLanguageChoices } from './languageChoices.ts'

/**
 * The shell's language picker. A dropdown menu rather than a select box: the shell already loads
 * the menu, and a select would add its own.
 */
export function LanguageSwitch() {
  const { t } = useTranslation('common')
  const { language, choices, current } = useLanguageChoices()
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [language],
        items: choices.map((entry) => ({
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
