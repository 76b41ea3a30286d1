import type { LanguageCode, ProjectDocument, ProjectLanguage, RoleRedirect } from '@tamga/schema'
import { isJsonObject } from '@tamga/schema'
import { emit, type ImportContext } from './context.ts'
import { carryUrl } from './lambda-urls.ts'
import { changedMessage, invalidValueMessage, phrase } from './messages.ts'
import type { ImportReporter } from './report.ts'
import { type JsonRecord, SourceObject } from './source.ts'

/** Whether a JSON object is a Lambda app configuration (`lambda.json`). */
export function isLambdaConfig(value: JsonRecord): boolean {
  return 'super_url' in value || 'app_url' in value || 'schema_load_mode' in value || 'static_words' in value
}

/** Lambda's short language codes and the Tamga language each stands for. */
const LANGUAGES: Readonly<Record<string, LanguageCode>> = {
  mn: 'mn_MN',
  mn_MN: 'mn_MN',
  en: 'en_US',
  en_US: 'en_US',
  ko: 'ko_KR',
  kr: 'ko_KR',
  ko_KR: 'ko_KR',
}

const PATH_OR_URL = /^(\/|https?:\/\/)/

const LANGUAGE_CODE = phrase('the language code', 'хэлний код')

function language(code: string | undefined, reporter: ImportReporter, path: string): LanguageCode | undefined {
  if (code === undefined) return undefined
  const mapped = LANGUAGES[code]
  if (mapped === undefined) reporter.notCarried(path, invalidValueMessage(LANGUAGE_CODE, code))
  else if (mapped !== code) reporter.approximated(path, changedMessage(LANGUAGE_CODE, code, mapped))
  return mapped
}

/**
 * Maps Lambda's `lambda.json` to the Tamga project document. Language codes widen (`mn` →
 * `mn_MN`); secrets (the push server key) are never carried into a document.
 */
export function importConfig(
  config: JsonRecord,
  name: string,
  context: ImportContext,
  reporter: ImportReporter,
): ProjectDocument | undefined {
  const source = new SourceObject(config, '', reporter)
  const languages: ProjectLanguage[] = []
  for (const [index, entry] of source.objects('languages').entries()) {
    const code = language(entry.text('code'), reporter, entry.at('code'))
    const label = entry.text('label') ?? code
    if (code !== undefined && label !== undefined && !languages.some((l) => l.code === code))
      languages.push({ label, code })
    else if (code !== undefined)
      reporter.notCarried(
        source.at('languages', index),
        invalidValueMessage(phrase('the repeated language', 'давхардсан хэл'), code),
      )
  }
  if (languages.length === 0) {
    languages.push({ label: 'Монгол', code: 'mn_MN' })
    reporter.approximated(
      source.at('languages'),
      changedMessage(phrase('the empty language list', 'хэлний хоосон жагсаалт'), [], ['mn_MN']),
    )
  }
  // Lambda's builder screen (/lambda/puzzle) is Tamga's platform page; see lambda-urls.ts.
  const readUrl = (key: string, what: Parameters<typeof carryUrl>[1]): string | undefined => {
    const value = source.text(key)
    return value === undefined ? undefined : carryUrl(value, what, reporter, source.at(key))
  }
  const superUrl = readUrl('super_url', phrase('super_url', '"super_url" хаяг'))
  const appUrl = readUrl('app_url', phrase('app_url', '"app_url" хаяг'))
  const document: ProjectDocument = {
    kind: 'project',
    version: 1,
    name,
    title: source.text('title') ?? 'Lambda',
    super_url: superUrl !== undefined && PATH_OR_URL.test(superUrl) ? superUrl : '/admin/platform',
    app_url: appUrl !== undefined && PATH_OR_URL.test(appUrl) ? appUrl : '/admin',
    languages,
  }
  if (superUrl === undefined || !PATH_OR_URL.test(superUrl))
    reporter.approximated(
      source.at('super_url'),
      changedMessage(phrase('super_url', '"super_url" хаяг'), superUrl ?? null, document.super_url),
    )
  if (appUrl === undefined || !PATH_OR_URL.test(appUrl))
    reporter.approximated(
      source.at('app_url'),
      changedMessage(phrase('app_url', '"app_url" хаяг'), appUrl ?? null, document.app_url),
    )
  const subTitle = source.text('subTitle')
  if (subTitle !== undefined) document.subTitle = subTitle
  const mode = source.text('schema_load_mode')
  // Lambda's "auto" reads the structure live from the database and "manual" from files saved
  // in the project: the nearest Tamga modes keep documents in the database or in files.
  const tamgaMode = mode === 'auto' ? 'database' : mode === 'manual' ? 'files' : undefined
  if (tamgaMode !== undefined) {
    document.schema_load_mode = tamgaMode
    reporter.approximated(
      source.at('schema_load_mode'),
      changedMessage(phrase('schema_load_mode', '"schema_load_mode" тохиргоо'), mode, tamgaMode),
    )
  } else if (mode !== undefined)
    reporter.notCarried(
      source.at('schema_load_mode'),
      invalidValueMessage(phrase('schema_load_mode', '"schema_load_mode" тохиргоо'), mode),
    )
  const key = source.text('project_key')
  if (key !== undefined) document.project_key = key
  const theme = source.text('theme')
  if (theme !== undefined) document.theme = theme
  const domain = source.text('domain')
  if (domain !== undefined) {
    if (/^https?:\/\/[^\s/]+/.test(domain)) document.domain = domain
    else reporter.notCarried(source.at('domain'), invalidValueMessage(phrase('the domain', 'домэйн'), domain))
  }
  const copyright = source.text('copyright')
  if (copyright !== undefined) document.copyright = copyright
  for (const field of ['favicon', 'bg', 'logo', 'logo_dark', 'logo_squire', 'logo_squire_dark'] as const) {
    const value = readUrl(field, phrase(field, `"${field}" зургийн хаяг`))
    if (value === undefined) continue
    if (PATH_OR_URL.test(value)) document[field] = value
    else reporter.notCarried(source.at(field), invalidValueMessage(phrase(field, `"${field}" зургийн хаяг`), value))
  }
  const logoText = source.text('logoText')
  if (logoText !== undefined) document.logoText = logoText
  for (const flag of ['has_language', 'withCrudLog', 'krud_public', 'microservice_dev'] as const) {
    const value = source.boolean(flag)
    if (value === true) document[flag] = true
  }
  const defaultLanguage = language(source.text('default_language'), reporter, source.at('default_language'))
  if (defaultLanguage !== undefined) document.default_language = defaultLanguage
  const redirects: RoleRedirect[] = []
  for (const entry of source.objects('role-redirects')) {
    const role = entry.number('role_id')
    const written = entry.text('url')
    const url =
      written === undefined
        ? undefined
        : carryUrl(written, phrase('the role redirect', 'эрхээр шилжүүлэх хаяг'), reporter, entry.at('url'))
    if (written !== undefined && url === undefined) continue
    if (role !== undefined && Number.isInteger(role) && role >= 1 && url !== undefined && PATH_OR_URL.test(url))
      redirects.push({ role_id: role, url })
    else
      reporter.notCarried(
        entry.path,
        invalidValueMessage(phrase('the role redirect', 'эрхээр шилжүүлэх хаяг'), entry.value),
      )
  }
  if (redirects.length > 0) document.role_redirects = redirects
  const userFields = (source.array('user_data_fields') ?? []).filter(
    (f): f is string => typeof f === 'string' && /^[a-z_][a-z0-9_]{0,62}$/.test(f),
  )
  if (userFields.length > 0) document.user_data_fields = [...new Set(userFields)]
  const timeout = source.number('password_reset_time_out')
  if (timeout !== undefined && Number.isInteger(timeout) && timeout > 0) document.password_reset_time_out = timeout
  const words = source.object('static_words')
  if (words !== undefined) {
    const result: NonNullable<ProjectDocument['static_words']> = {}
    for (const code of Object.keys(words.value)) {
      const target = language(code, reporter, words.at(code))
      const entries = words.raw(code)
      if (target === undefined || !isJsonObject(entries)) continue
      const table: Record<string, string> = {}
      for (const [word, text] of Object.entries(entries)) {
        if (typeof text === 'string' && /^[A-Za-z][A-Za-z0-9_]*$/.test(word)) table[word] = text
        else
          reporter.notCarried(words.at(code, word), invalidValueMessage(phrase('the static word', 'тогтмол үг'), text))
      }
      result[target] = table
    }
    if (Object.keys(result).length > 0) document.static_words = result
  }
  const notify = source.object('notify')
  if (notify !== undefined) {
    const carried = (key: string, what: Parameters<typeof carryUrl>[1]): string | undefined => {
      const value = notify.text(key)
      return value === undefined ? undefined : carryUrl(value, what, reporter, notify.at(key))
    }
    const sound = carried('sound', phrase('the notification sound', 'мэдэгдлийн дуу'))
    const icon = carried('icon', phrase('the notification icon', 'мэдэгдлийн дүрс'))
    const serverKey = notify.text('serverKey')
    if (serverKey !== undefined)
      reporter.notCarried(notify.at('serverKey'), {
        en_US: 'the push server key is a secret; set it in the server environment, never in a document',
        mn_MN:
          'мэдэгдэл илгээх серверийн түлхүүр ("serverKey") нууц мэдээлэл тул баримтад бус, серверийн орчинд тохируулна уу',
      })
    const firebase = notify.object('firebaseConfig')
    const settings: NonNullable<ProjectDocument['notify']> = {}
    if (sound !== undefined && PATH_OR_URL.test(sound)) settings.sound = sound
    if (icon !== undefined && PATH_OR_URL.test(icon)) settings.icon = icon
    if (firebase !== undefined) {
      const read = (key: string): string | undefined => firebase.text(key)
      const apiKey = read('apiKey')
      const projectId = read('projectId')
      const sender = read('messagingSenderId')
      const appId = read('appId')
      const optional = {
        publicKey: read('publicKey'),
        authDomain: read('authDomain'),
        databaseURL: read('databaseURL'),
        storageBucket: read('storageBucket'),
        measurementId: read('measurementId'),
      }
      if (apiKey !== undefined && projectId !== undefined && sender !== undefined && appId !== undefined) {
        settings.firebaseConfig = { apiKey, projectId, messagingSenderId: sender, appId }
        for (const [key, value] of Object.entries(optional))
          if (value !== undefined) Object.assign(settings.firebaseConfig, { [key]: value })
      } else if (!Object.values({ apiKey, projectId, sender, appId, ...optional }).every((v) => v === undefined))
        reporter.notCarried(
          firebase.path,
          invalidValueMessage(
            phrase('an incomplete Firebase configuration', 'Firebase-ийн дутуу тохиргоо'),
            'apiKey, projectId, messagingSenderId, appId',
          ),
        )
    }
    if (Object.keys(settings).length > 0) document.notify = settings
  }
  source.finish()
  emit(context, reporter.source, document)
  return document
}
