import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { useApp } from '../../stores/app.ts'
import { type AuthText, authText, type Translate } from './authText.ts'

/** Puts {@link AuthText}s into words in the interface language, following a change of language. */
export function useAuthText(): (text: AuthText) => string {
  const { t } = useTranslation('auth')
  const language = useApp((state) => state.language)
  return useCallback((text: AuthText) => authText(text, t as Translate, language), [t, language])
}
