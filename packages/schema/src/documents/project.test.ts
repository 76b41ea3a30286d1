import { describe, expect, it } from 'vitest'
import heritageProject from '../../../../examples/heritage/documents/project.json' with { type: 'json' }
import { validateDocumentOf } from './definition.ts'
import { checkProject, loginRedirect, type ProjectDocument, projectKind } from './project.ts'

const minimal: ProjectDocument = {
  kind: 'project',
  version: 1,
  name: 'heritage',
  title: 'Соёлын өвийн сан',
  super_url: '/admin/platform',
  app_url: '/admin',
  languages: [{ label: 'Монгол', code: 'mn_MN' }],
}

function issuesOf(input: unknown) {
  const result = validateDocumentOf(projectKind, input)
  if (result.ok) throw new Error('expected the project to be invalid')
  return result.issues.map(({ path, code, params }) => ({ path, code, params }))
}

const checked = (changes: Partial<ProjectDocument>) =>
  checkProject({ ...minimal, ...changes }).map(({ path, code }) => ({ path, code }))

describe('project document', () => {
  it('accepts its own example', () => {
    expect(validateDocumentOf(projectKind, projectKind.example)).toEqual({ ok: true, value: projectKind.example })
  })

  it('accepts the heritage project', () => {
    const result = validateDocumentOf(projectKind, heritageProject)
    expect(result.ok ? [] : result.issues).toEqual([])
  })

  it('accepts a project with only the required fields', () => {
    expect(validateDocumentOf(projectKind, minimal).ok).toBe(true)
  })

  it('requires the super page, the app page and the languages', () => {
    const { super_url: _super, app_url: _app, languages: _languages, ...rest } = minimal
    expect(issuesOf(rest).map(({ code, params }) => [code, params?.missingProperty])).toEqual([
      ['required', 'super_url'],
      ['required', 'app_url'],
      ['required', 'languages'],
    ])
  })

  it('rejects a language code other than mn_MN, en_US and ko_KR', () => {
    expect(issuesOf({ ...minimal, languages: [{ label: 'Français', code: 'fr_FR' }] })).toEqual([
      { path: '/languages/0/code', code: 'enum', params: { allowedValues: ['mn_MN', 'en_US', 'ko_KR'] } },
    ])
  })

  it('rejects an empty language list', () => {
    expect(issuesOf({ ...minimal, languages: [] })).toEqual([
      { path: '/languages', code: 'minItems', params: { limit: 1 } },
    ])
  })

  it('keeps the push-service server key out of the document', () => {
    const notify = { sound: '/assets/n.mp3', serverKey: 'AAAA-secret' }
    expect(issuesOf({ ...minimal, notify })).toEqual([
      { path: '/notify', code: 'additionalProperties', params: { additionalProperty: 'serverKey' } },
    ])
  })

  it('requires the identifying fields of the push-service settings', () => {
    const firebaseConfig = { apiKey: 'key', projectId: 'heritage', appId: '1:2:web:3' }
    expect(issuesOf({ ...minimal, notify: { firebaseConfig } })).toEqual([
      { path: '/notify/firebaseConfig', code: 'required', params: { missingProperty: 'messagingSenderId' } },
    ])
  })

  it('accepts complete push-service settings', () => {
    const firebaseConfig = {
      apiKey: 'AIza-public',
      publicKey: 'BPublicVapidKey',
      authDomain: 'heritage.firebaseapp.com',
      databaseURL: 'https://heritage.firebaseio.com',
      projectId: 'heritage',
      storageBucket: 'heritage.appspot.com',
      messagingSenderId: '1234567890',
      appId: '1:1234567890:web:abc',
      measurementId: 'G-ABC123',
    }
    expect(validateDocumentOf(projectKind, { ...minimal, notify: { firebaseConfig } }).ok).toBe(true)
  })

  it('offers the currencies of spec 9 and no other', () => {
    for (const currency of ['MNT', 'USD', 'EUR', 'JPY', 'AUD', 'RUB']) {
      expect(validateDocumentOf(projectKind, { ...minimal, currency }).ok).toBe(true)
    }
    expect(issuesOf({ ...minimal, currency: 'BTC' })).toEqual([
      { path: '/currency', code: 'enum', params: { allowedValues: ['MNT', 'USD', 'EUR', 'JPY', 'AUD', 'RUB'] } },
    ])
  })

  it('offers the menu layouts of spec 9 and no other', () => {
    expect(issuesOf({ ...minimal, menu_layout: 'floating' })).toEqual([
      { path: '/menu_layout', code: 'enum', params: { allowedValues: ['sidebar', 'top', 'two-level', 'slim'] } },
    ])
  })

  it('rejects a negative password reset time-out', () => {
    expect(issuesOf({ ...minimal, password_reset_time_out: -1 })).toEqual([
      { path: '/password_reset_time_out', code: 'minimum', params: { comparison: '>=', limit: 0 } },
    ])
  })

  it('rejects a static word key that is not an identifier', () => {
    const result = issuesOf({ ...minimal, static_words: { mn_MN: { 'login success': 'Амжилттай' } } })
    expect(result).toEqual([
      { path: '/static_words/mn_MN', code: 'additionalProperties', params: { additionalProperty: 'login success' } },
    ])
  })

  it('rejects static words for a code that is not a language', () => {
    expect(issuesOf({ ...minimal, static_words: { mongolian: { login: 'Нэвтрэх' } } })).toEqual([
      { path: '/static_words', code: 'additionalProperties', params: { additionalProperty: 'mongolian' } },
    ])
  })

  it('rejects a role redirect to something that is not a path or URL', () => {
    expect(issuesOf({ ...minimal, role_redirects: [{ role_id: 3, url: 'admin' }] })[0]).toMatchObject({
      path: '/role_redirects/0/url',
      code: 'pattern',
    })
  })

  it('rejects an unknown setting', () => {
    expect(issuesOf({ ...minimal, dark_mode: true })).toEqual([
      { path: '', code: 'additionalProperties', params: { additionalProperty: 'dark_mode' } },
    ])
  })
})

describe('project check', () => {
  it('finds nothing wrong in the example', () => {
    expect(checkProject(projectKind.example)).toEqual([])
  })

  it('requires the default language to be one of the languages listed', () => {
    expect(checked({ default_language: 'en_US' })).toEqual([
      { path: '/default_language', code: 'default-language-not-listed' },
    ])
  })

  it('treats a missing default language as mn_MN, which must then be listed', () => {
    expect(checked({ languages: [{ label: 'English', code: 'en_US' }] })).toEqual([
      { path: '/default_language', code: 'default-language-not-listed' },
    ])
    expect(checked({ languages: [{ label: 'English', code: 'en_US' }], default_language: 'en_US' })).toEqual([])
  })

  it('rejects a language listed twice', () => {
    const languages = [
      { label: 'Монгол', code: 'mn_MN' as const },
      { label: 'Mongolian', code: 'mn_MN' as const },
    ]
    expect(checked({ languages })).toEqual([{ path: '/languages/1/code', code: 'duplicate-language' }])
  })

  it('rejects two redirects for the same role', () => {
    const role_redirects = [
      { role_id: 3, url: '/admin/p/applications' },
      { role_id: 4, url: '/admin/p/applications' },
      { role_id: 3, url: '/admin' },
    ]
    expect(checked({ role_redirects })).toEqual([
      { path: '/role_redirects/2/role_id', code: 'duplicate-role-redirect' },
    ])
  })

  it('sends role 1 nowhere but the super page', () => {
    expect(checked({ role_redirects: [{ role_id: 1, url: '/admin' }] })).toEqual([
      { path: '/role_redirects/0/url', code: 'super-admin-redirect' },
    ])
    expect(checked({ role_redirects: [{ role_id: 1, url: '/admin/platform' }] })).toEqual([])
  })

  it('rejects static words for a language the project does not list', () => {
    expect(checked({ static_words: { ko_KR: { login: '로그인' } } })).toEqual([
      { path: '/static_words/ko_KR', code: 'static-words-language-not-listed' },
    ])
  })
})

describe('loginRedirect', () => {
  const project = {
    super_url: '/admin/platform',
    app_url: '/admin',
    role_redirects: [
      { role_id: 1, url: '/admin/platform' },
      { role_id: 5, url: '/admin/p/applications' },
    ],
  }

  it('sends role 1 to the super page even without a redirect written for it', () => {
    expect(loginRedirect({ super_url: '/admin/platform', app_url: '/admin' }, 1)).toBe('/admin/platform')
  })

  it('sends a role to its configured redirect', () => {
    expect(loginRedirect(project, 5)).toBe('/admin/p/applications')
  })

  it('sends a role without a redirect to the app page', () => {
    expect(loginRedirect(project, 3)).toBe('/admin')
  })
})

describe('heritage project', () => {
  const words = heritageProject.static_words

  it('offers Mongolian, English and Korean with Mongolian as the default', () => {
    expect(heritageProject.languages.map((language) => language.code)).toEqual(['mn_MN', 'en_US', 'ko_KR'])
    expect(heritageProject.default_language).toBe('mn_MN')
  })

  it('has the same static words in Mongolian and English', () => {
    expect(Object.keys(words.en_US).sort()).toEqual(Object.keys(words.mn_MN).sort())
  })

  it('carries the sign-in and password-reset messages of spec 5 and 8.3 in both languages', () => {
    const messages = [
      'loginSuccess',
      'loginError',
      'loginWrongCredentials',
      'userNotFound',
      'emailRequired',
      'emailSendError',
      'codeSentError',
      'passwordResetCodeSent',
      'passwordResetCodeRequired',
      'passwordResetSuccess',
      'passwordConfirmError',
      'passwordResetCodeIncorrect',
      'passwordResetCodeTimeout',
    ]
    for (const language of [words.mn_MN, words.en_US]) {
      const texts = language as Record<string, string | undefined>
      expect(messages.filter((key) => !texts[key])).toEqual([])
    }
  })

  it('uses the English confirmation-mismatch text of spec 5 verbatim', () => {
    expect(words.en_US.passwordConfirmError).toBe('Password authentication did not match !!!')
  })
})
