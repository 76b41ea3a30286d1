import { chooseLanguage, isJsonObject } from '@tamga/schema'
import type { HttpClient } from '../api/httpClient.ts'
import { serverMessage } from '../api/serverMessage.ts'
import type { AppState, LambdaConfig } from '../stores/app.ts'
import type { SessionState } from '../stores/session.ts'
import { loadPermissions } from './loadPermissions.ts'
import { readStartAnswer } from './startAnswers.ts'

/** What {@link startApp} reads and writes; the app passes its stores, tests their own. */
export interface StartAppDeps {
  client: HttpClient
  app: () => Pick<AppState, 'setConfig' | 'setFailure' | 'setLanguage' | 'setReady'>
  session: () => Pick<SessionState, 'token' | 'setUser' | 'setPermissions' | 'logout'>
  /** The stored `lang` setting (spec 9). */
  storedLanguage: string | null
  /** Called with the configuration once it loaded, before permissions: static words, antd locale. */
  onConfig?: (config: LambdaConfig) => void
  /**
   * Whether the page is being left (see watchLeavingPage): a call cut off then is no failure,
   * and nothing is done about it.
   * @default () => false
   */
  leaving?: () => boolean
}

/**
 * The start-up of spec 4.4: the configuration first; then, when a token is stored, the
 * permissions and menu and the user, together. No token, a failed call or an answer with
 * `status: false` runs the logout routine (4.7); the app is ready either way. A failed
 * configuration is kept for the app error page (2.4). Calls that end while the page is being
 * left are ignored: the browser cut them off, the server refused nothing.
 */
export async function startApp(deps: StartAppDeps): Promise<void> {
  const { client } = deps
  const app = deps.app()
  const leaving = deps.leaving ?? (() => false)
  try {
    const configured = await client.get<unknown>('/lambda-config', { quiet: true })
    if (leaving()) return
    if (!configured.ok || !isJsonObject(configured.data) || configured.data.status === false) {
      const language = chooseLanguage(deps.storedLanguage)
      const body = configured.ok ? configured.data : configured.body
      const message = serverMessage(body, language)
      app.setFailure({
        status: configured.ok ? 500 : configured.status === 0 ? 500 : configured.status,
        reason: configured.ok
          ? isJsonObject(configured.data)
            ? 'refused'
            : 'invalid'
          : configured.status === 0
            ? 'unreachable'
            : 'refused',
        ...(message === undefined ? {} : { message }),
      })
      deps.session().logout()
      return
    }
    const config = configured.data as LambdaConfig
    app.setConfig(config)
    app.setLanguage(chooseLanguage(deps.storedLanguage, config.default_language))
    deps.onConfig?.(config)

    if (deps.session().token === undefined) {
      deps.session().logout()
      return
    }
    const [refused, me] = await Promise.all([
      loadPermissions({ client, session: deps.session }),
      client.get<unknown>('/auth/me', { quiet: true }),
    ])
    if (leaving()) return
    const signedIn = me.ok ? readStartAnswer('me', me.data) : undefined
    if (refused !== undefined || signedIn === undefined) {
      deps.session().logout()
      return
    }
    deps.session().setUser(signedIn.user)
  } finally {
    app.setReady(true)
  }
}
