import { useTranslation } from 'react-i18next'
import { useApp } from '../../stores/app.ts'
import type { ProblemWords } from './formProblems.ts'

/** The words {@link ProblemWords} needs, in the interface language. */
export function useProblemWords(): ProblemWords {
  const { t: admin } = useTranslation('admin')
  const { t: auth } = useTranslation('auth')
  const language = useApp((state) => state.language)
  return { admin: (key, options) => admin(key, options), auth: (key, options) => auth(key, options), language }
}
