import { useApp } from '../stores/app.ts'
import { clientMessages } from './clientMessages.ts'
import { createHttpClient } from './httpClient.ts'
import { readToken } from './token.ts'

type Toast = (message: string) => void
type Navigate = (path: string) => void

// The shell installs antd's themed toast and the router's navigation once they exist; until
// then a failure is only logged and a 406 loads the login page in full.
let toast: Toast = (message) => console.error(message)
let navigate: Navigate = (path) => window.location.assign(path)

/** Installs the function that shows an error toast (antd's `message.error` of the themed App). */
export function setToast(show: Toast): void {
  toast = show
}

/** Installs the router's navigation, used for the 406 redirect to the login route. */
export function setNavigate(go: Navigate): void {
  navigate = go
}

/** The route named login (spec 2.3). */
export const LOGIN_ROUTE = '/auth/login'

/** The one HTTP client of the app (spec 7). */
export const api = createHttpClient({
  token: () => readToken(),
  language: () => useApp.getState().language,
  messages: clientMessages,
  notify: (message) => toast(message),
  onNotAcceptable: () => navigate(LOGIN_ROUTE),
  onLoadingChange: (loading) => useApp.getState().setLoading(loading),
})
