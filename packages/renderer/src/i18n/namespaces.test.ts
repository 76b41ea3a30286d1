import i18next from 'i18next'
import { afterEach, describe, expect, it } from 'vitest'
import { applyStaticWords, namespace, registeredNamespaces, shareWords } from './namespaces.ts'

const words = namespace(
  'namespacesTest',
  {
    greeting: { mn_MN: 'Сайн уу, {{name}}', en_US: 'Hello, {{name}}', ko_KR: '안녕하세요, {{name}}' },
    'dotted.key': { mn_MN: 'Цэг', en_US: 'Dot', ko_KR: '점' },
  },
  true,
)
const generic = namespace('namespacesTestGeneric', { greeting: { mn_MN: 'Мэнд', en_US: 'Hail', ko_KR: '인사' } })

afterEach(() => applyStaticWords(undefined))

describe('a namespace', () => {
  it('gives each key in the language asked, its placeholders filled and unknown ones left visible', () => {
    expect(words('greeting', 'mn_MN', { name: 'Бат' })).toBe('Сайн уу, Бат')
    expect(words('greeting', 'ko_KR', { name: '바트' })).toBe('안녕하세요, 바트')
    expect(words('greeting', 'en_US')).toBe('Hello, {{name}}')
    expect(words('dotted.key', 'en_US')).toBe('Dot')
  })

  it('takes the project’s static words for the keys it has, if it asks to, and its own again when they go', () => {
    applyStaticWords({ en_US: { greeting: 'Hi, {{name}}', unknown: 'x' } })
    expect(words('greeting', 'en_US', { name: 'Bat' })).toBe('Hi, Bat')
    expect(words('greeting', 'mn_MN', { name: 'Бат' })).toBe('Сайн уу, Бат')
    expect(generic('greeting', 'en_US')).toBe('Hail')
    applyStaticWords(undefined)
    expect(words('greeting', 'en_US', { name: 'Bat' })).toBe('Hello, Bat')
  })

  it('lives in the instance the app shares, with the static words already applied', () => {
    applyStaticWords({ ko_KR: { 'dotted.key': '마침표' } })
    const app = i18next.createInstance()
    void app.init({ initAsync: false, showSupportNotice: false, interpolation: { escapeValue: false } })
    shareWords(app)
    expect(app.t('greeting', { lng: 'en_US', ns: 'namespacesTest', replace: { name: 'Bat' } })).toBe('Hello, Bat')
    expect(words('dotted.key', 'ko_KR')).toBe('마침표')
    expect(registeredNamespaces().get('namespacesTest')?.greeting?.mn_MN).toBe('Сайн уу, {{name}}')
  })
})
