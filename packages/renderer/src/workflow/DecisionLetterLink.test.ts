// The decision letter's download in the approval view, drawn to HTML (no browser): offered once
// the process has finished, in the reader's language; the browser walk downloads it for real
// (apps/portal/e2e/decisionLetter.e2e.test.ts).
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { DecisionLetterLink, decisionLetterAddress } from './DecisionLetterLink.tsx'

describe('the decision letter’s download', () => {
  it('is offered with the spec’s prompt once the process has finished, and links to the letter in the reader’s language', () => {
    const html = renderToStaticMarkup(
      createElement(DecisionLetterLink, {
        state: { processId: 12, finished: true, status_type: 'END' },
        language: 'mn_MN',
      }),
    )
    expect(html).toContain('Дараах файлыг татаж авна уу')
    expect(html).toContain('href="/api/process/letter/12?lang=mn_MN"')
    expect(html).toContain('download=""')
    expect(html).toContain('Шийдвэрийн мэдэгдэл (PDF)')
    expect(html).toContain('ant-alert-success')
  })

  it('reads as a warning for a cancelled process, in English when the reader reads English', () => {
    const html = renderToStaticMarkup(
      createElement(DecisionLetterLink, {
        state: { processId: 7, finished: true, status_type: 'CANCEL' },
        language: 'en_US',
        apiBase: 'https://tamga.example.mn/api/',
      }),
    )
    expect(html).toContain('Please download the following file')
    expect(html).toContain('href="https://tamga.example.mn/api/process/letter/7?lang=en_US"')
    expect(html).toContain('ant-alert-warning')
  })

  it('is not offered while the process goes on', () => {
    const html = renderToStaticMarkup(
      createElement(DecisionLetterLink, {
        state: { processId: 12, finished: false, status_type: 'VOTE' },
        language: 'mn_MN',
      }),
    )
    expect(html).toBe('')
    expect(decisionLetterAddress(3, 'ko_KR')).toBe('/api/process/letter/3?lang=ko_KR')
  })
})
