// What stands in the way of each step of the assistant, said at the field it concerns: a place
// (`title`, `columns/2/name`, …, or `''` for the step as a whole) and the catalogue word that
// says what to mend, or the issue the server named when Create saved a document.
import { type DocumentIssue, SOFT_DELETE_COLUMN, TIMESTAMP_COLUMNS } from '@tamga/schema'
import type { SaveRefusal } from '../frame/saveOutcome.ts'
import type { ScreenPart } from './createScreen.ts'
import type { PlannedColumn } from './screenPlan.ts'
import type { assistantWord } from './words.ts'

/** A catalogue word of the assistant. */
export type AssistantWordKey = Parameters<typeof assistantWord>[0]

/**
 * A problem at its place: a catalogue word of the assistant, a sentence the server gave without
 * issues, or an issue of the server's (drawn with its details for experts folded away).
 */
export type ScreenProblem =
  | { at: string; word: AssistantWordKey }
  | { at: string; text: string }
  | { at: string; issue: DocumentIssue }

/**
 * The server's refusal of the new table, each issue put at the column it names: the model's
 * column `n` is the assistant's `n - 1` (the generated key comes first). An issue about no
 * column of the person's is said over the columns step as a whole.
 *
 * @example modelRefusalProblems([{ path: '/columns/2/name', … }]) // [{ at: 'columns/1/name', issue }]
 */
export function modelRefusalProblems(issues: readonly DocumentIssue[]): ScreenProblem[] {
  return issues.map((issue) => {
    const found = /^\/columns\/(\d+)(?:\/(\w+))?/.exec(issue.path)
    const index = Number(found?.[1] ?? 0) - 1
    if (found === null || index < 0) return { at: '', issue }
    const place = found[2] === 'label' ? 'label' : 'name'
    return { at: `columns/${index}/${place}`, issue }
  })
}

/** The steps of the assistant, in order. */
export const ASSISTANT_STEPS = ['screen', 'columns', 'form', 'grid', 'menu', 'rights', 'summary'] as const
/** One of {@link ASSISTANT_STEPS}. */
export type AssistantStep = (typeof ASSISTANT_STEPS)[number]

const NAME = /^[a-z][a-z0-9_]{0,59}$/

/** The step whose answers make each part of the screen, where a refusal of that part is mended. */
const PART_STEPS: Record<ScreenPart['part'], AssistantStep> = {
  model: 'columns',
  form: 'form',
  grid: 'grid',
  krud: 'screen',
  menu: 'menu',
  role: 'rights',
}

/**
 * Where the server's refusal of a part is mended: the step that makes the part, and each issue at
 * the field it names (a new table's column, a name, the menu entry's title), the rest said over
 * the step as a whole. A refusal without issues is its sentence over the step.
 *
 * @example refusalProblems('grid', { kind: 'invalid', issues: [{ path: '/name', … }], … }) // [{ step: 'screen', at: 'name', issue }]
 */
export function refusalProblems(
  part: ScreenPart['part'],
  refusal: SaveRefusal,
): Array<{ step: AssistantStep; problem: ScreenProblem }> {
  const step = PART_STEPS[part]
  if (!('issues' in refusal) || refusal.issues.length === 0)
    return [{ step, problem: { at: '', text: refusal.message } }]
  if (part === 'model') return modelRefusalProblems(refusal.issues).map((problem) => ({ step, problem }))
  return refusal.issues.map((issue) => {
    // Every document's name is made from the screen's Latin name.
    if (issue.path === '/name') return { step: 'screen', problem: { at: 'name', issue } }
    if (part === 'menu' && /\/title(\/|$)/.test(issue.path)) return { step, problem: { at: 'menuTitle', issue } }
    return { step, problem: { at: '', issue } }
  })
}

/** The answers a step's problems are read from. */
export interface ScreenAnswers {
  titleMn: string
  name: string
  /** The names of documents another screen already has (a model, form, grid or krud of this name). */
  takenNames: ReadonlySet<string>
  mode: 'new' | 'existing'
  existingModel: string | undefined
  columns: readonly PlannedColumn[]
  stepsOn: boolean
  /** The columns on the second step of a two-step form. */
  secondStep: ReadonlySet<string>
  /** The columns the form shows (a new table's, or the existing model's). */
  formColumns: readonly string[]
  gridColumnCount: number
  menu: string | undefined
  menuTitleMn: string
}

/** The columns every assistant table has already, or a workflow adds. */
const RESERVED: ReadonlySet<string> = new Set(['id', ...TIMESTAMP_COLUMNS, SOFT_DELETE_COLUMN, 'process_status'])

/** The problems of one step; none means the person may go on. */
export function stepProblems(step: AssistantStep, answers: ScreenAnswers): ScreenProblem[] {
  const problems: ScreenProblem[] = []
  switch (step) {
    case 'screen':
      if (answers.titleMn.trim() === '') problems.push({ at: 'title', word: 'needTitle' })
      if (!NAME.test(answers.name)) problems.push({ at: 'name', word: 'badName' })
      else if (answers.takenNames.has(answers.name)) problems.push({ at: 'name', word: 'nameTaken' })
      if (answers.mode === 'existing' && (answers.existingModel ?? '') === '')
        problems.push({ at: 'model', word: 'needModel' })
      break
    case 'columns': {
      if (answers.mode === 'existing') break
      if (answers.columns.length === 0) problems.push({ at: 'columns', word: 'needColumn' })
      const seen = new Set<string>()
      answers.columns.forEach((column, index) => {
        if (column.label.trim() === '') problems.push({ at: `columns/${index}/label`, word: 'needColumnLabel' })
        if (!NAME.test(column.name)) problems.push({ at: `columns/${index}/name`, word: 'badName' })
        else if (RESERVED.has(column.name)) problems.push({ at: `columns/${index}/name`, word: 'columnNameReserved' })
        else if (seen.has(column.name)) problems.push({ at: `columns/${index}/name`, word: 'columnNameTwice' })
        seen.add(column.name)
        if (column.kind === 'relation' && (column.related ?? '') === '')
          problems.push({ at: `columns/${index}/related`, word: 'needRelated' })
      })
      break
    }
    case 'form':
      if (answers.stepsOn) {
        const second = answers.formColumns.filter((name) => answers.secondStep.has(name)).length
        if (second === 0 || second === answers.formColumns.length) problems.push({ at: 'steps', word: 'needStepField' })
      }
      break
    case 'grid':
      if (answers.gridColumnCount === 0) problems.push({ at: 'grid', word: 'needGridColumn' })
      break
    case 'menu':
      if ((answers.menu ?? '') === '') problems.push({ at: 'menu', word: 'needMenu' })
      if (answers.menuTitleMn.trim() === '') problems.push({ at: 'menuTitle', word: 'needMenuTitle' })
      break
    case 'rights':
    case 'summary':
      break
  }
  return problems
}
