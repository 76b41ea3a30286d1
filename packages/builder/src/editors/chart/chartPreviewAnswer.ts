import type { ApiResult, HttpClient } from '@tamga/renderer'
import { type ChartAnswer, type ChartDocument, type DocumentIssue, formatIssue, type LanguageCode } from '@tamga/schema'

/** The server's route of an unsaved chart's rows, under the client's API base. */
export const CHART_PREVIEW_PATH = '/charts/preview'

function isIssue(value: unknown): value is DocumentIssue {
  if (typeof value !== 'object' || value === null) return false
  const { path, message } = value as { path?: unknown; message?: unknown }
  return typeof path === 'string' && typeof message === 'object' && message !== null
}

/**
 * The answer with the server's issues as its message: a chart naming a field its source lacks is
 * refused with each problem's path, which says more in the preview's place than "not valid".
 *
 * @example withIssueMessages(answer, 'en_US') // message "/elements/0/field: …"
 */
export function withIssueMessages<T>(answer: ApiResult<T>, language: LanguageCode): ApiResult<T> {
  if (answer.ok || answer.cancelled) return answer
  const found = (answer.body as { issues?: unknown } | undefined)?.issues
  const issues = Array.isArray(found) ? found.filter(isIssue) : []
  if (issues.length === 0) return answer
  const shown = language === 'mn_MN' ? 'mn_MN' : 'en_US'
  return { ...answer, message: issues.map((issue) => formatIssue(issue, shown)).join('; ') }
}

/**
 * Reads an unsaved chart's rows (`POST /charts/preview`), quietly: a failure shows in the
 * preview, not as a toast at every edit.
 */
export async function readChartPreview(
  http: HttpClient,
  chart: ChartDocument,
  options: { language: LanguageCode; signal: AbortSignal },
): Promise<ApiResult<ChartAnswer>> {
  const answer = await http.post<ChartAnswer>(CHART_PREVIEW_PATH, chart, { quiet: true, signal: options.signal })
  return withIssueMessages(answer, options.language)
}
