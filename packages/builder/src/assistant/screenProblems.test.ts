import { describe, expect, it } from 'vitest'
import { modelRefusalProblems, refusalProblems, type ScreenAnswers, stepProblems } from './screenProblems.ts'

const answers: ScreenAnswers = {
  titleMn: 'Арга хэмжээ',
  name: 'arga_khemjee',
  takenNames: new Set(['news']),
  mode: 'new',
  existingModel: undefined,
  columns: [
    { label: 'Нэр', name: 'ner', kind: 'text', required: true },
    { label: 'Аймаг', name: 'aimag', kind: 'relation', related: 'aimag', required: false },
  ],
  stepsOn: false,
  secondStep: new Set(),
  formColumns: ['ner', 'aimag'],
  gridColumnCount: 2,
  menu: 'admin',
  menuTitleMn: 'Арга хэмжээ',
}

const words = (found: ReturnType<typeof stepProblems>) =>
  found.map((one) => [one.at, 'word' in one ? one.word : 'text' in one ? one.text : one.issue.path])

describe('what stands in the way of each step', () => {
  it('a complete plan goes through every step', () => {
    for (const step of ['screen', 'columns', 'form', 'grid', 'menu', 'rights', 'summary'] as const) {
      expect(stepProblems(step, answers)).toEqual([])
    }
  })

  it('the screen needs a Mongolian title and a free Latin name, an existing table needs choosing', () => {
    expect(words(stepProblems('screen', { ...answers, titleMn: ' ', name: 'News' }))).toEqual([
      ['title', 'needTitle'],
      ['name', 'badName'],
    ])
    expect(words(stepProblems('screen', { ...answers, name: 'news' }))).toEqual([['name', 'nameTaken']])
    expect(words(stepProblems('screen', { ...answers, mode: 'existing' }))).toEqual([['model', 'needModel']])
  })

  it('each column is said wrong at its own box: no label, a system or repeated name, a link to no table', () => {
    const columns = [
      { label: '', name: 'created_at', kind: 'text' as const, required: false },
      { label: 'Нэр', name: 'ner', kind: 'text' as const, required: false },
      { label: 'Нэр 2', name: 'ner', kind: 'relation' as const, required: false },
    ]
    expect(words(stepProblems('columns', { ...answers, columns }))).toEqual([
      ['columns/0/label', 'needColumnLabel'],
      ['columns/0/name', 'columnNameReserved'],
      ['columns/2/name', 'columnNameTwice'],
      ['columns/2/related', 'needRelated'],
    ])
    expect(words(stepProblems('columns', { ...answers, columns: [] }))).toEqual([['columns', 'needColumn']])
  })

  it('a two-step form needs a field on each step', () => {
    expect(words(stepProblems('form', { ...answers, stepsOn: true }))).toEqual([['steps', 'needStepField']])
    expect(stepProblems('form', { ...answers, stepsOn: true, secondStep: new Set(['aimag']) })).toEqual([])
  })

  it('the server’s refusal of the table is put at the column it names, the generated key not counted', () => {
    const name = { path: '/columns/2/name', code: 'pattern', message: { mn_MN: 'Нэр буруу', en_US: 'Bad name' } }
    const key = { path: '/primaryKey', code: 'x', message: { mn_MN: 'Түлхүүр', en_US: 'Key' } }
    expect(modelRefusalProblems([name, key])).toEqual([
      { at: 'columns/1/name', issue: name },
      { at: '', issue: key },
    ])
  })

  it('a refused part is mended at the step that makes it, a name at the screen’s Latin name', () => {
    const name = { path: '/name', code: 'pattern', message: { mn_MN: 'Нэр', en_US: 'Name' } }
    const column = { path: '/columns/0', code: 'x', message: { mn_MN: 'Багана', en_US: 'Column' } }
    const title = { path: '/items/2/title/mn_MN', code: 'minLength', message: { mn_MN: 'Гарчиг', en_US: 'Title' } }
    expect(refusalProblems('grid', { kind: 'invalid', issues: [name, column], message: 'Буруу' })).toEqual([
      { step: 'screen', problem: { at: 'name', issue: name } },
      { step: 'grid', problem: { at: '', issue: column } },
    ])
    expect(refusalProblems('menu', { kind: 'invalid', issues: [title], message: 'Буруу' })).toEqual([
      { step: 'menu', problem: { at: 'menuTitle', issue: title } },
    ])
    expect(refusalProblems('role', { kind: 'conflict', message: 'Өөр хүн зассан' })).toEqual([
      { step: 'rights', problem: { at: '', text: 'Өөр хүн зассан' } },
    ])
    expect(refusalProblems('model', { kind: 'invalid', issues: [column], message: 'Буруу' })).toEqual([
      { step: 'columns', problem: { at: '', issue: column } },
    ])
  })
})
