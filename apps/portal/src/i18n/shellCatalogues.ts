import { namespace } from '@tamga/renderer/i18n'
import { admin } from './catalogues/admin.ts'
import { dashboard } from './catalogues/dashboard.ts'
import { myApplications } from './catalogues/myApplications.ts'
import { notifications } from './catalogues/notifications.ts'
import { process } from './catalogues/process.ts'
import { settings } from './catalogues/settings.ts'
import { shell } from './catalogues/shell.ts'
import { waiting } from './catalogues/waiting.ts'

/**
 * The namespaces of the pages drawn with antd (the shell, the admin screens, the settings):
 * registered when this module loads, which the themed pages' route does before drawing them
 * (ThemedAntd), so the sign-in page does not download them.
 */
export const SHELL_CATALOGUES = {
  shell,
  admin,
  settings,
  notifications,
  dashboard,
  process,
  myApplications,
  waiting,
} as const

for (const [name, words] of Object.entries(SHELL_CATALOGUES)) namespace(name, words, true)
