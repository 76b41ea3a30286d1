import GlobalOutlined from '@ant-design/icons-svg/es/asn/GlobalOutlined'
import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { changeLanguage, useLanguageChoices } from './languageChoices.ts'
import { PlainIcon } from './PlainIcon.tsx'

/**
 * The language picker of the pages drawn without antd (the sign-in page): a button that opens
 * the list of languages, like the shell's dropdown, closed again by a choice, Escape or a click
 * elsewhere.
 */
export function PlainLanguageMenu() {
  const { t } = useTranslation('common')
  const { language, choices, current } = useLanguageChoices()
  const [open, setOpen] = useState(false)
  const menuId = useId()
  const root = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (!open) return
    const closeOutside = (event: PointerEvent) => {
      if (!(event.target instanceof Node && root.current?.contains(event.target))) setOpen(false)
    }
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false)
    }
    document.addEventListener('pointerdown', closeOutside)
    document.addEventListener('keydown', closeOnEscape)
    return () => {
      document.removeEventListener('pointerdown', closeOutside)
      document.removeEventListener('keydown', closeOnEscape)
    }
  }, [open])

  return (
    <div className="plain-menu" ref={root}>
      <button
        type="button"
        className="plain-button text"
        aria-label={t('language')}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        data-testid="language-switch"
        onClick={() => setOpen(!open)}
      >
        <PlainIcon icon={GlobalOutlined} />
        <span>{current}</span>
      </button>
      {open && (
        <div className="plain-menu-list" role="menu" id={menuId}>
          {choices.map((entry) => (
            <button
              key={entry.code}
              type="button"
              role="menuitemradio"
              aria-checked={entry.code === language}
              data-testid={`language-${entry.code}`}
              onClick={() => {
                setOpen(false)
                changeLanguage(entry.code)
              }}
            >
              {entry.label}
            </button>
          ))}
        </div>
      )}
    </div>
  )
}
