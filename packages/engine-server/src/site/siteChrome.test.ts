import type { ProjectDocument } from '@tamga/schema'
import { describe, expect, it } from 'vitest'
import { siteChrome, siteLanguage } from './siteChrome.ts'

const project: ProjectDocument = {
  kind: 'project',
  version: 1,
  name: 'heritage',
  title: { mn_MN: 'Соёлын өвийн сан', en_US: 'Cultural Heritage Foundation' },
  languages: [
    { label: 'Монгол', code: 'mn_MN' },
    { label: 'English', code: 'en_US' },
  ],
  static_words: { en_US: { site_send: 'Send it', loginTitle: 'SIGN IN' } },
  analytics_tag_id: 'G-TEST1234',
  super_url: '/admin/platform',
  app_url: '/admin',
}

describe('siteLanguage', () => {
  it('takes ?lang= when the project offers it, else the remembered one, else the default', () => {
    expect(siteLanguage(project, 'en_US', 'mn_MN')).toEqual({ language: 'en_US', chosen: true })
    expect(siteLanguage(project, undefined, 'en_US')).toEqual({ language: 'en_US', chosen: false })
    // Korean is a language of Tamga but not of this project: Mongolian.
    expect(siteLanguage(project, 'ko_KR', 'ko_KR')).toEqual({ language: 'mn_MN', chosen: false })
  })

  it('takes the browser’s Accept-Language when nothing was chosen, its first language the project offers', () => {
    expect(siteLanguage(project, undefined, undefined, 'en-US,en;q=0.9')).toEqual({ language: 'en_US', chosen: false })
    // Korean is wanted most but not offered; English comes next.
    expect(siteLanguage(project, undefined, undefined, 'ko-KR,ko;q=0.9,en-GB;q=0.8,mn;q=0.7')).toEqual({
      language: 'en_US',
      chosen: false,
    })
    expect(siteLanguage(project, undefined, undefined, 'mn;q=0.5, en;q=0.9')).toEqual({
      language: 'en_US',
      chosen: false,
    })
    expect(siteLanguage(project, undefined, undefined, 'fr-FR, de;q=0.8, en;q=0')).toEqual({
      language: 'mn_MN',
      chosen: false,
    })
    // A choice, made now or remembered, wins over the browser's.
    expect(siteLanguage(project, undefined, 'mn_MN', 'en-US')).toEqual({ language: 'mn_MN', chosen: false })
    expect(siteLanguage(project, 'mn_MN', undefined, 'en-US')).toEqual({ language: 'mn_MN', chosen: true })
  })
})

describe('siteChrome', () => {
  const chrome = (language: 'mn_MN' | 'en_US') =>
    siteChrome(project, {
      language,
      origin: 'https://heritage.example.mn/',
      formToken: 't',
      pageTitles: new Map([
        ['about-us', 'Бидний тухай'],
        ['donation', 'Хандив өгөх'],
      ]),
    })

  it('names the project in the language, falling back to Mongolian, and carries the analytics tag', () => {
    expect(chrome('en_US')).toMatchObject({
      title: 'Cultural Heritage Foundation',
      analyticsId: 'G-TEST1234',
      origin: 'https://heritage.example.mn',
    })
  })

  it('links the published pages: about us in the header, every page and the feedback in the footer', () => {
    const { navigation, footerLinks } = chrome('mn_MN')
    expect(navigation.map((link) => link.path)).toEqual(['/', '/about-us', '/feedback'])
    expect(footerLinks.map((link) => link.path)).toEqual(['/about-us', '/donation', '/feedback'])
  })

  it('passes on the project’s static words named site_ as the site’s own wording, and no other', () => {
    expect(chrome('en_US').words).toEqual({ send: 'Send it' })
    expect(chrome('mn_MN').words).toEqual({})
  })
})
