import { type ChartDocument, chartKind } from '@tamga/schema'
import { describe, expect, it } from 'vitest'
import { chartLink, chartLinkAt, chartLinkTarget } from './chartLink.ts'

const twoSeries: ChartDocument = {
  kind: 'chart',
  version: 1,
  name: 'amounts-by-status',
  type: 'bar',
  source: { kind: 'model', name: 'application' },
  elements: [
    { field: 'process_status', group: true, link: '/admin/p/statuses' },
    { field: 'id', alias: 'n', aggregation: 'count' },
    { field: 'amount', alias: 'total', aggregation: 'sum', link: 'https://example.com/amounts' },
  ],
}

describe('chart links', () => {
  it('keeps a path in the app and sends an address to another site', () => {
    expect(chartLinkTarget('/admin/p/applications')).toEqual({ kind: 'app', path: '/admin/p/applications' })
    expect(chartLinkTarget('https://example.com/a')).toEqual({ kind: 'site', href: 'https://example.com/a' })
    expect(chartLinkTarget('//example.com/a')).toEqual({ kind: 'site', href: '//example.com/a' })
  })

  it('is the first measured element’s link, never a category’s', () => {
    expect(chartLink(chartKind.example)).toBe('/admin/p/applications')
    expect(chartLink(twoSeries)).toBe('https://example.com/amounts')
  })

  it('follows the clicked series to its own element, else to the chart’s link', () => {
    expect(chartLinkAt(twoSeries, 1)).toBe('https://example.com/amounts')
    expect(chartLinkAt(twoSeries, 0)).toBe('https://example.com/amounts')
    expect(chartLinkAt(chartKind.example, 0)).toBe('/admin/p/applications')
    expect(chartLinkAt(chartKind.example, undefined)).toBe('/admin/p/applications')
    const unlinked = { ...twoSeries, elements: twoSeries.elements.map(({ link: _link, ...element }) => element) }
    expect(chartLinkAt(unlinked, 1)).toBeUndefined()
  })
})
