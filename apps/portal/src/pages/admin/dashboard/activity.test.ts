import type { ActivityEntry, FlatMenuEntry } from '@tamga/schema'
import { describe, expect, it } from 'vitest'
import { dashboard } from '../../../i18n/catalogues/dashboard.ts'
import { ACTION_WORDS, activityScreenPath, activityUserName, dashboardSections, timeAgo } from './activity.ts'

const entry: ActivityEntry = {
  id: 7,
  at: '2025-06-02T10:00:00.000Z',
  action: 'create',
  krud: 'news',
  model: 'news',
  rowId: '12',
  user: { id: 2, login: 'sysadmin', firstName: 'Бат', lastName: 'Дорж' },
}

const menuEntry = (id: string, url: string): FlatMenuEntry => ({
  id,
  title: id,
  link_to: 'crud',
  url,
  sub_top_children: undefined,
  parent: null,
})

describe('the dashboard’s timeline', () => {
  it('names a person by first and last name, else by login, and nobody when the account is gone', () => {
    expect(activityUserName(entry.user)).toBe('Бат Дорж')
    expect(activityUserName({ id: 3, login: 'staff', firstName: null, lastName: ' ' })).toBe('staff')
    expect(activityUserName(null)).toBeUndefined()
  })

  it('leads to the role’s menu entry that opens the write’s krud, if the role has one', () => {
    expect(
      activityScreenPath(entry, [menuEntry('applications', 'applications'), menuEntry('news-entry', 'news')]),
    ).toBe('/admin/p/news-entry')
    expect(activityScreenPath(entry, [menuEntry('applications', 'applications')])).toBeUndefined()
  })

  it('says how long ago in whole minutes, hours or days, and a month or more by the date', () => {
    const at = Date.parse(entry.at)
    expect(timeAgo(entry.at, at + 20_000)).toEqual({ key: 'justNow' })
    expect(timeAgo(entry.at, at + 5 * 60_000 + 20_000)).toEqual({ key: 'minutesAgo', count: 5 })
    expect(timeAgo(entry.at, at + 3 * 3_600_000)).toEqual({ key: 'hoursAgo', count: 3 })
    expect(timeAgo(entry.at, at + 2 * 86_400_000 + 5)).toEqual({ key: 'daysAgo', count: 2 })
    expect(timeAgo(entry.at, at + 31 * 86_400_000)).toEqual({ key: 'date' })
    // A clock a little behind the server's says "just now", never "in 3 seconds".
    expect(timeAgo(entry.at, at - 3_000)).toEqual({ key: 'justNow' })
  })

  it('words how long ago with the count', () => {
    for (const key of ['minutesAgo', 'hoursAgo', 'daysAgo'] as const)
      expect(dashboard[key].mn_MN).toContain('{{count}}')
    expect(dashboard.minutesAgo.mn_MN.replace('{{count}}', '5')).toBe('5 минутын өмнө')
  })

  it('has a word for every action', () => {
    for (const key of Object.values(ACTION_WORDS)) expect(Object.hasOwn(dashboard, key), key).toBe(true)
  })

  it('puts the count boxes first and keeps the other charts in the role’s order', () => {
    const charts = [
      { name: 'a', type: 'bar' },
      { name: 'b', type: 'number' },
      { name: 'c', type: 'table' },
      { name: 'd', type: 'number' },
    ]
    expect(dashboardSections(charts)).toEqual({
      counts: [charts[1], charts[3]],
      drawn: [charts[0], charts[2]],
    })
  })
})
