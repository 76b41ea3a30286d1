import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { applicationForm, applicationGrid, MYSQL_DUMP, roleFile, seedText, stepRows } from './__fixtures__/documents.ts'
import { importLambda, type LambdaSourceFile } from './import.ts'
import {
  brokenJsonMessage,
  changedMessage,
  conditionLeftBehindMessage,
  conflictMessage,
  DOCUMENT_KIND_PHRASES,
  invalidValueMessage,
  javascriptMessage,
  leftOverMessage,
  microserviceMessage,
  missingReferenceMessage,
  phrase,
  rawSqlMessage,
  sqlConditionMessage,
  sqlUnknownColumnMessage,
  triggerMessage,
  unknownElementMessage,
  unknownShapeMessage,
} from './messages.ts'
import type { LambdaImportNote } from './report.ts'

/**
 * Latin words a Mongolian note may use in its own wording, and why:
 * - names of products and languages, which Mongolian text writes in Latin letters as they are:
 *   Tamga, Lambda, SQL, MySQL, JavaScript, JSON, SVG, ECharts, GraphQL, Excel, Firebase;
 * - the JSON literals `true`, `false` and `null`, which `preview()` writes without quotes when a
 *   Lambda value is a boolean or null.
 * Words wholly in capitals (`START`, `AUTO_INCREMENT`) are codes, not English, and pass too;
 * two-letter words (`id`, `px`) are too short to be told apart from codes and are not checked.
 */
const ALLOWED_LATIN = new Set([
  'Tamga',
  'Lambda',
  'SQL',
  'MySQL',
  'JavaScript',
  'JSON',
  'SVG',
  'ECharts',
  'GraphQL',
  'Excel',
  'Firebase',
  'true',
  'false',
  'null',
])

/**
 * The text a person reads as prose: values quoted from the source ("…", JSON strings included),
 * quotations «…», code in backticks and JSON Pointers or paths (`/nodes/1`) taken out.
 * `preview()` ends a value it cuts short with "…" instead of a closing quote, so a quoted value
 * also ends at "…", and a bare JSON literal cut short (`fals…`) goes too.
 */
function prose(text: string): string {
  return text
    .replace(/"(?:[^"\\…]|\\.)*(?:"|…)/g, ' ')
    .replace(/«[^»]*»/g, ' ')
    .replace(/`[^`]*`/g, ' ')
    .replace(/[A-Za-z]+…/g, ' ')
    .replace(/(^|[\s(])\/[^\s,;)]*/g, '$1 ')
}

/** Latin words of three letters or more in the prose of a Mongolian text, except the allowed ones. */
function englishWordsIn(mongolian: string): string[] {
  return (prose(mongolian).match(/[A-Za-z][A-Za-z0-9_]*/g) ?? []).filter(
    (word) => /[A-Za-z]{3,}/.test(word) && !ALLOWED_LATIN.has(word) && !/^[A-Z0-9_]+$/.test(word),
  )
}

/** Cyrillic letters in the prose of an English text: a Mongolian phrase given in the English slot. */
function cyrillicIn(english: string): string[] {
  return prose(english).match(/[\u0400-\u04FF]+/g) ?? []
}

/** Every note whose Mongolian has English prose or whose English has Mongolian prose, for a readable failure. */
function mixedNotes(notes: readonly LambdaImportNote[]): string[] {
  return notes.flatMap((note) => {
    const english = englishWordsIn(note.message.mn_MN)
    const mongolian = cyrillicIn(note.message.en_US)
    return english.length === 0 && mongolian.length === 0
      ? []
      : [`${note.source} ${note.path}: mn_MN ${JSON.stringify(english)} en_US ${JSON.stringify(mongolian)}`]
  })
}

/**
 * Reads the string literal starting at `start` (quoted with ', " or a backtick) and returns its
 * text with every `${…}` placeholder replaced by "X", so the words around it can be checked.
 * Placeholders may hold literals of their own (`${list.map((t) => `"${t}"`)}`), which are skipped.
 */
function readLiteral(source: string, start: number): { text: string; end: number } | undefined {
  const quote = source[start]
  if (quote !== "'" && quote !== '"' && quote !== '`') return undefined
  let text = ''
  let index = start + 1
  while (index < source.length) {
    const char = source[index] ?? ''
    if (char === '\\') {
      text += source.slice(index, index + 2)
      index += 2
    } else if (char === quote) {
      return { text, end: index + 1 }
    } else if (quote === '`' && char === '$' && source[index + 1] === '{') {
      let depth = 1
      index += 2
      while (index < source.length && depth > 0) {
        const inner = source[index] ?? ''
        const nested = readLiteral(source, index)
        if (nested !== undefined) index = nested.end
        else {
          if (inner === '{') depth += 1
          if (inner === '}') depth -= 1
          index += 1
        }
      }
      text += 'X'
    } else {
      text += char
      index += 1
    }
  }
  return undefined
}

/**
 * The wording the importer's source writes for each language: literals after `en_US:` and
 * `mn_MN:`, and both arguments of every `phrase(en, mn)`. This reaches the notes no fixture
 * triggers as well.
 */
function wordingIn(source: string): Array<{ language: 'en_US' | 'mn_MN'; text: string }> {
  const found: Array<{ language: 'en_US' | 'mn_MN'; text: string }> = []
  for (const match of source.matchAll(/\b(en_US|mn_MN):\s*/g)) {
    const literal = readLiteral(source, (match.index ?? 0) + match[0].length)
    const language = match[1] === 'mn_MN' ? 'mn_MN' : 'en_US'
    if (literal !== undefined) found.push({ language, text: literal.text })
  }
  for (const match of source.matchAll(/\bphrase\(\s*/g)) {
    const english = readLiteral(source, (match.index ?? 0) + match[0].length)
    if (english === undefined) continue
    const comma = /^\s*,\s*/.exec(source.slice(english.end))
    const mongolian = comma === null ? undefined : readLiteral(source, english.end + comma[0].length)
    if (mongolian === undefined) continue
    found.push({ language: 'en_US', text: english.text }, { language: 'mn_MN', text: mongolian.text })
  }
  return found
}

// Documents written for this test to reach the notes the shared fixtures do not: a form and a
// grid with most of what Tamga cannot hold, a lambda.json with bad settings, a chart template,
// a db_schema cache, a GraphQL entry open to visitors, a broken and an unknown file.
const kitchenSinkForm = (): Record<string, unknown> => {
  const form = applicationForm()
  const fields = form.schema as Array<Record<string, unknown>>
  fields.push(
    {
      id: 'f-odd',
      model: 'odd_field',
      formType: 'Number',
      label: 'Тоо',
      param: 'x-y',
      hasEquation: true,
      equations: 'Math.max({a}, 1)',
      ifshowhide: 'return true',
      rules: [{ type: 'regex', msg: '' }],
      options: [{ value: 1, label: 'Нэг' }, { nothing: true }],
      relation: { table: 'public.aimag', key: 'id', fields: ['NAME'], filter: "code = 'UB'", microservice_id: 4 },
      trigger: 'https://example.org/options',
      isGridSearch: true,
      gridSearch: { grid: 'missing-grid', key: 'ID', labels: [], multiple: false },
      GeographicOption: { layer: 1 },
      width: 'wide',
    },
    { id: 'f-pick', model: 'pick', formType: 'Select', label: 'Сонгох', param: 'pick' },
    { id: 'f-sub', model: 'children', formType: 'SubForm', label: 'Дэд', parent: 'parent_id', formId: 999 },
    { id: 'f-empty', formType: 'Text', label: 'Баганагүй' },
  )
  return {
    ...form,
    formType: 'wizard',
    labelPosition: 'bottom',
    width: '640',
    formula: [
      { template: 'alert(1)', targets: [] },
      { template: "'{title}' == 'a'", form: 'other', targets: [] },
      { template: "'{title}' == 'b'", targets: [{ field: 'nothing', prop: 'hidden' }] },
    ],
    triggers: { namespace: 'app', insert: { before: 'Before' }, update: { before: 'Check', after: 'Notify' } },
  }
}

const kitchenSinkGrid = (): Record<string, unknown> => {
  const grid = applicationGrid()
  const columns = grid.schema as Array<Record<string, unknown>>
  columns.push(
    { model: 'title', label: 'Давхар' },
    { label: 'Нэргүй' },
    {
      model: 'aimag_id',
      label: 'Аймаг',
      gridType: 'Sparkline',
      virtualColumn: true,
      relation: { table: 'aimag', key: 'id', fields: [], filter: 'id > 1', microservice_id: 2 },
      filterable: true,
      filter: {
        type: 'Select',
        default: 'УБ',
        relation: { table: 'aimag', key: 'id', fields: [], filter: 'id > 2' },
      },
    },
    { model: 'kind', label: 'Төрөл', filterable: true, filter: { type: 'Slider' } },
  )
  return {
    ...grid,
    mainTable: 'application_main',
    actions: ['e', 'd', 'dbl', 'zz'],
    isExcelUpload: true,
    sort: 'nowhere',
    sortOrder: 'asc',
    sordOrder: 'desc',
    condition: 'EXISTS (SELECT 1 FROM x)',
    triggers: { namespace: 'app', beforeFetch: 'Fetch', afterDelete: 'Deleted', beforePrint: 'Print' },
  }
}

const smallFiles = (): LambdaSourceFile[] => [
  { path: 'a/vb_schemas.json', text: seedText() },
  { path: 'b/role_3.json', text: JSON.stringify(roleFile()) },
  { path: 'b/role_x.json', text: JSON.stringify(roleFile()) },
  { path: 'c/shop.sql', text: MYSQL_DUMP },
  { path: 'd/steps.json', text: JSON.stringify(stepRows()) },
  { path: 'e/form.json', text: JSON.stringify(kitchenSinkForm()) },
  { path: 'f/grid.json', text: JSON.stringify(kitchenSinkGrid()) },
  {
    path: 'g/lambda.json',
    text: JSON.stringify({
      super_url: 'puzzle',
      languages: [{ code: 'mn', label: 'Монгол' }, { code: 'mn' }, { code: 'xx' }],
      schema_load_mode: 'lazy',
      domain: 'example',
      logo: 'logo.png',
      'role-redirects': [{ role_id: 0, url: 'home' }],
      static_words: { mn: { 'two words': 'Хоёр үг' } },
      notify: { serverKey: 'secret', firebaseConfig: { apiKey: 'key' } },
    }),
  },
  { path: 'g/empty-languages.json', text: JSON.stringify({ app_url: 'admin', languages: [] }) },
  {
    path: 'h/chart.json',
    text: JSON.stringify({ legend: { data: ['sales', 'Нийт дүн'] }, series: [{ type: 'bar', data: [1, 2] }] }),
  },
  { path: 'h/chart-bad.json', text: JSON.stringify({ series: [{ type: 'sunburst' }] }) },
  { path: 'h/chart-empty.json', text: JSON.stringify({ series: [{ type: 'line' }] }) },
  {
    path: 'i/db_schema.json',
    text: JSON.stringify({
      tableList: ['Public.Items', ''],
      viewList: [],
      microservice_id: 3,
      tableMeta: {
        'Public.Items': [
          { model: 'Name', dbType: 'geometry', extra: 'on update', default_value: 'x' },
          { model: 'name', dbType: 'text' },
        ],
      },
    }),
  },
  {
    path: 'j/graphql.json',
    text: JSON.stringify([
      {
        table: 'items',
        identity: 'ID',
        checkAuth: { isLoggedIn: false },
        actions: { create: true },
        subs: [{ table: 'parts' }],
      },
      { table: '', checkAuth: {} },
    ]),
  },
  { path: 'k/broken.json', text: '{"a":' },
  { path: 'k/other.json', text: '{"a":1}' },
]

// The real Lambda documents live beside the repository (they may not be redistributed), so
// they are read in place when `<repo>/../shared/fixtures/lambda` exists, as lambda-compat does.
const repositoryRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..')
const fixtures = resolve(repositoryRoot, '../shared/fixtures/lambda')
const present = existsSync(fixtures)

const listFiles = (folder: string): string[] =>
  readdirSync(folder)
    .sort()
    .flatMap((name) => {
      const path = join(folder, name)
      return statSync(path).isDirectory() ? listFiles(path) : [path]
    })

describe('the check for mixed languages', () => {
  it('finds English prose and passes quoted values, JSON, paths, codes and product names', () => {
    expect(englishWordsIn('a relation without a table утга нь Tamga-д тохирохгүй: {"table":null}')).toEqual([
      'relation',
      'without',
      'table',
    ])
    expect(
      englishWordsIn(
        'оруулсан "steps" ажлын урсгал буруу: /nodes/1 START алхам; JavaScript-ийг («Unexpected token») [{"a":fals… true',
      ),
    ).toEqual([])
    expect(cyrillicIn('the option filter of "аймаг" талбарын')).toEqual(['талбарын'])
  })
})

describe('the wording in the importer’s source', () => {
  const folder = dirname(fileURLToPath(import.meta.url))
  const files = readdirSync(folder).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
  const wording = files.flatMap((name) =>
    wordingIn(readFileSync(join(folder, name), 'utf8')).map((entry) => ({ ...entry, file: name })),
  )

  it('is found: every phrase and every inline message of the importer', () => {
    expect(wording.filter((entry) => entry.language === 'mn_MN').length).toBeGreaterThan(150)
  })

  it('has no English prose in the Mongolian and no Mongolian prose in the English', () => {
    const mixed = wording.filter((entry) =>
      entry.language === 'mn_MN' ? englishWordsIn(entry.text).length > 0 : cyrillicIn(entry.text).length > 0,
    )
    expect(mixed.map((entry) => `${entry.file} ${entry.language}: ${entry.text}`)).toEqual([])
  })
})

describe('every message builder', () => {
  const what = phrase('the option filter of "aimag_id"', '"aimag_id" талбарын сонголтын шүүлтүүр')
  const unknownColumn = { ok: false, reason: 'unknown-column', offset: 0, column: 'code' } as const
  let parseError = ''
  try {
    JSON.parse('{"a":')
  } catch (error) {
    parseError = error instanceof Error ? error.message : String(error)
  }
  const built = {
    leftOver: leftOverMessage('showGrid', true),
    rawSql: rawSqlMessage(what, 'id != 1'),
    sqlCondition: sqlConditionMessage(what, "code = 'UB'", "code = 'UB'", true),
    sqlUnknownColumn: sqlUnknownColumnMessage(what, "code = 'UB'", 'code', 'aimag'),
    conditionLeftBehind: conditionLeftBehindMessage(what, "code = 'UB'", 'aimag', unknownColumn),
    javascript: javascriptMessage(what, 'return row.ok'),
    microservice: microserviceMessage(3),
    trigger: triggerMessage(phrase('after insert', 'мөр нэмсний дараах'), 'app/handlers Notify'),
    unknownElement: unknownElementMessage('Sparkline', 'text'),
    changed: changedMessage(phrase('the table name', 'хүснэгтийн нэр'), 'public.aimag', 'aimag'),
    conflict: conflictMessage(phrase('the sort direction', 'эрэмбийн чиглэл'), 'asc', 'desc'),
    invalidValue: invalidValueMessage(phrase('a relation without a table', 'хүснэгтгүй холбоос'), { table: null }),
    missingReference: missingReferenceMessage(DOCUMENT_KIND_PHRASES.form, 75, 'lambda-form-75'),
    unknownShape: unknownShapeMessage(phrase('the file', 'файл')),
    brokenJson: brokenJsonMessage(parseError),
  }

  it('writes Mongolian without English prose and English without Mongolian prose', () => {
    for (const [name, message] of Object.entries(built)) {
      expect(englishWordsIn(message.mn_MN), `${name}: ${message.mn_MN}`).toEqual([])
      expect(cyrillicIn(message.en_US), `${name}: ${message.en_US}`).toEqual([])
    }
  })

  it('puts the phrase in the sentence each language needs', () => {
    expect(built.invalidValue).toEqual({
      en_US: 'a relation without a table has a value Tamga cannot hold: {"table":null}',
      mn_MN: 'хүснэгтгүй холбоос нь Tamga-д тохирохгүй утгатай: {"table":null}',
    })
    expect(built.changed.mn_MN).toBe('хүснэгтийн нэр "public.aimag" байсныг "aimag" болгосон')
    expect(built.missingReference).toEqual({
      en_US: 'the form 75 is not among the imported files; the reference was written as "lambda-form-75"',
      mn_MN: 'id нь 75 байх маягт оруулсан файлуудад алга; холбоосыг "lambda-form-75" гэж бичсэн',
    })
    expect(built.trigger.mn_MN).toMatch(/^мөр нэмсний дараах триггер Lambda серверийн кодыг/)
    expect(built.conditionLeftBehind).toEqual(built.sqlUnknownColumn)
  })
})

describe('the notes of an import', () => {
  it('are wholly Mongolian in mn_MN and wholly English in en_US (small fixtures)', () => {
    const withModel = importLambda(smallFiles(), { workflow: { model: 'application' } })
    const withoutModel = importLambda([{ path: 'd/steps.json', text: JSON.stringify(stepRows()) }])
    const notes = [...withModel.report, ...withoutModel.report]
    // Enough different notes that the check covers most builders, not one or two.
    expect(new Set(notes.map((note) => note.message.en_US.slice(0, 12))).size).toBeGreaterThan(60)
    expect(mixedNotes(notes)).toEqual([])
  })

  it.skipIf(!present)(`are wholly in one language each for the shared Lambda fixtures (${fixtures})`, () => {
    const files = listFiles(fixtures)
      .filter((path) => !path.endsWith('README.md'))
      .map((path) => ({ path: relative(fixtures, path), text: readFileSync(path, 'utf8') }))
    const { report } = importLambda(files)
    expect(report.length).toBeGreaterThan(0)
    expect(mixedNotes(report)).toEqual([])
  })
})
