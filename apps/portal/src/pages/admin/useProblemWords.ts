import { useTranslation } from 'react-i18next'
import { useApp } from '../../stores/app.ts'
import type { Translate } from '../auth/authText.ts'
import type { ProblemWords } from './formProblems.ts'

/** The words {@link ProblemWords} needs, in the interface language. */
export function useProblemWords(): ProblemWords {
  const { t: admin } = useTranslation('admin')
  const { t: auth } = useTranslation('auth')
  const language = useApp((state) => state.language)
  return { admin: admin as Translate, auth: auth as Translate, language }
}
