import type { DocumentIssue } from '@tamga/schema'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import type { DocumentsClient } from '../client/documentsClient.ts'
import { shownText } from '../controls/panelWords.ts'
import { FieldProblems, ScreenStep, StepProblems } from './AssistantSteps.tsx'
import type { ScreenProblem } from './screenProblems.ts'

const never = () => new Promise<never>(() => {})
const documents = { list: never, get: never } as unknown as DocumentsClient

/** The server's refusal of a name, as a schema issue with its pointer and pattern. */
const refused: DocumentIssue = {
  path: '/name',
  code: 'pattern',
  message: { mn_MN: 'Нэр зөвхөн латин жижиг үсэг, тоо агуулна', en_US: 'A name holds small Latin letters and digits' },
  params: { pattern: '^[a-z0-9][a-z0-9_-]{0,127}$' },
}

const screenStep = (problems: readonly ScreenProblem[]) =>
  renderToString(
    createElement(ScreenStep, {
      language: 'mn_MN',
      problems,
      title: { mn_MN: 'Арга хэмжээ' },
      onTitle: () => {},
      name: 'arga_khemjee',
      onName: () => {},
      mode: 'new',
      onMode: () => {},
      documents,
      existingModel: undefined,
      onExistingModel: () => {},
    }),
  )

describe('the assistant says a problem at its field', () => {
  test('a word of its own under the box it concerns, the box marked, nothing where there is none', () => {
    const problems: ScreenProblem[] = [{ at: 'name', word: 'nameTaken' }]
    const html = renderToString(createElement(FieldProblems, { language: 'mn_MN', problems, place: 'name' }))
    expect(html).toContain('data-testid="assistant-problem-name"')
    expect(shownText(html)).toContain('Энэ нэртэй зүйл аль хэдийн байна; өөр нэр сонгоно уу')
    expect(renderToString(createElement(FieldProblems, { language: 'mn_MN', problems, place: 'title' }))).toBe('')
    // The step draws its box in the error state (antd draws the sentence under it once in a browser).
    expect(screenStep(problems)).toMatch(/data-testid="assistant-name"[^>]*ant-input-status-error/)
    expect(screenStep([])).not.toContain('ant-input-status-error')
  })

  test('the server’s issue as its sentence, the pointer and pattern folded away behind Дэлгэрэнгүй', () => {
    const problems: ScreenProblem[] = [{ at: 'name', issue: refused }]
    const html = renderToString(createElement(FieldProblems, { language: 'mn_MN', problems, place: 'name' }))
    expect(shownText(html)).toContain('Нэр зөвхөн латин жижиг үсэг, тоо агуулна')
    expect(html).toMatch(/<summary[^>]*data-testid="issue-details-toggle"[^>]*>Дэлгэрэнгүй<\/summary>/)
    // The expert's details are there, as code in a <details> closed until asked for.
    expect(html).toMatch(/<details[^>]*>(?:(?!<\/details>).)*<code[^>]*>\/name · pattern · \^\[a-z0-9\]/)
    expect(html).not.toMatch(/<details[^>]*open/)
  })

  test('a refusal naming no field is said over the step as a whole', () => {
    const problems: ScreenProblem[] = [
      { at: '', text: 'Цэсийг өөр хүн өөрчилсөн; дахин оролдоно уу' },
      { at: 'name', word: 'badName' },
    ]
    const html = renderToString(createElement(StepProblems, { language: 'mn_MN', problems }))
    expect(html).toContain('data-testid="assistant-problem-step"')
    expect(shownText(html)).toContain('Цэсийг өөр хүн өөрчилсөн; дахин оролдоно уу')
    expect(shownText(html)).not.toContain('Латин нэр')
    expect(renderToString(createElement(StepProblems, { language: 'mn_MN', problems: problems.slice(1) }))).toBe('')
  })
})
