import { describe, expect, it } from 'vitest'
import { pivotScope, savedSearchQueryOf, transferAddress } from './toolQuery.ts'

describe('the CRUD tools’ share of the grid’s list query', () => {
  it('exports and prints the rows the grid shows, in the reader’s language, with the route’s settings', () => {
    const query = { sort: '-appointed_at', filter: '{"last_name":{"text":"Бат"}}', search: 'хөөмэй', deleted: 'true' }
    const address = transferAddress({
      apiBase: '/api/',
      krud: 'envoys',
      route: 'print',
      query,
      language: 'en_US',
      settings: { format: 'html', orientation: 'landscape' },
    })
    const url = new URL(address, 'http://localhost')
    expect(url.pathname).toBe('/api/records/envoys/print')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      ...query,
      lang: 'en_US',
      format: 'html',
      orientation: 'landscape',
    })
  })

  it('leaves out what the transfer routes would refuse: the page, and empty parts', () => {
    const address = transferAddress({
      apiBase: '/api',
      krud: 'news',
      route: 'export.xlsx',
      query: { page: '3', pageSize: '50', search: '' },
      language: 'mn_MN',
    })
    expect(address).toBe('/api/records/news/export.xlsx?lang=mn_MN')
  })

  it('gives the pivot the list’s filter as an object and its search', () => {
    expect(pivotScope({ filter: '{"aimag_id":{"in":[1,2]}}', search: 'морин', sort: 'last_name' })).toEqual({
      filter: { aimag_id: { in: [1, 2] } },
      search: 'морин',
    })
    expect(pivotScope({ filter: '[1]' })).toEqual({})
  })

  it('saves a search as its filter, sort and search text only', () => {
    expect(savedSearchQueryOf({ filter: '{"a":{"text":"b"}}', sort: '-id', search: '', deleted: 'true' })).toEqual({
      filter: '{"a":{"text":"b"}}',
      sort: '-id',
    })
  })
})
