import { useApp } from '../stores/app.ts'
import { createI18n } from './i18n.ts'

/** The app's i18next instance, started in the stored language (spec 9). */
export const i18n = createI18n(useApp.getState().language)
