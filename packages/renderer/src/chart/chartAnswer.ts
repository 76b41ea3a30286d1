import type { ChartAnswer } from '@tamga/schema'
import type { ApiResult, HttpClient } from '../http.ts'

/** The server's route of a chart's rows, `GET /charts/{name}/data`, under the client's API base. */
export function chartDataPath(name: string): string {
  return `/charts/${encodeURIComponent(name)}/data`
}

/**
 * Reads a chart's rows for the caller. Quiet: the chart shows its own failure where it would
 * have been drawn, so a dashboard of several charts does not raise a toast for each.
 *
 * @example const answer = await loadChartAnswer(api, 'applications-by-status')
 */
export function loadChartAnswer(
  client: HttpClient,
  name: string,
  options: { parameters?: Readonly<Record<string, string>> | undefined; signal?: AbortSignal | undefined } = {},
): Promise<ApiResult<ChartAnswer>> {
  return client.get<ChartAnswer>(chartDataPath(name), {
    quiet: true,
    ...(options.parameters === undefined ? {} : { query: { ...options.parameters } }),
    ...(options.signal === undefined ? {} : { signal: options.signal }),
  })
}
