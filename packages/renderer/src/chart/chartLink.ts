import type { ChartDocument, ChartElement } from '@tamga/schema'

/** Where a chart's link leads: a path of this app, or another site (opened in a new tab). */
export type ChartLinkTarget = { kind: 'app'; path: string } | { kind: 'site'; href: string }

/**
 * A chart element's `link` (a path or an http(s) address, as the chart document allows) as a
 * target: a path stays in the app; an address, or a protocol-relative `//host/…`, is another site.
 *
 * @example chartLinkTarget('/admin/p/applications') // { kind: 'app', path: '/admin/p/applications' }
 */
export function chartLinkTarget(link: string): ChartLinkTarget {
  if (link.startsWith('/') && !link.startsWith('//')) return { kind: 'app', path: link }
  return { kind: 'site', href: link }
}

/**
 * The elements a chart draws as series, in the order the chart compiler draws them: those that
 * do not group (the measured values; on a chart that aggregates, only the aggregated ones).
 */
function seriesElements(chart: ChartDocument): ChartElement[] {
  const aggregates = chart.elements.some((element) => element.aggregation !== undefined)
  return chart.elements.filter(
    (element) => element.group !== true && (!aggregates || element.aggregation !== undefined),
  )
}

/** The chart's link: the first measured element's that has one. */
export function chartLink(chart: ChartDocument): string | undefined {
  return seriesElements(chart).find((element) => element.link !== undefined)?.link
}

/**
 * Where clicking a drawn series leads: its own element's link, else the chart's link (a pie's
 * slices all belong to its one measured element).
 *
 * @example chartLinkAt(applicationsByStatus, 0) // '/admin/p/applications'
 */
export function chartLinkAt(chart: ChartDocument, seriesIndex: number | undefined): string | undefined {
  const own = seriesIndex === undefined ? undefined : seriesElements(chart)[seriesIndex]?.link
  return own ?? chartLink(chart)
}
