import { issue, validateDocument } from '@tamga/schema'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { IssueText } from './IssueText.tsx'
import { issueLocation } from './issueLocation.ts'
import { formItemIssues, issueDetails, issuePlace, issuesAt, issueText } from './issuesAt.ts'

const at = (path: string) => issue(path, 'x', { en_US: `en ${path}`, mn_MN: `mn ${path}` })
const issues = [at('/fields/3'), at('/fields/3/label'), at('/fields/30'), at('/title')]
const missingName = issue(
  '/fields/3',
  'required',
  { en_US: '«name» is required. Fill it in.', mn_MN: '«name» заавал бөглөх ёстой. Утгыг нь оруулна уу.' },
  { missingProperty: 'name' },
)

describe('issuesAt', () => {
  it('finds the issues at a place, and with deep those inside it, not a sibling that shares a prefix', () => {
    expect(issuesAt(issues, '/fields/3').map((found) => found.path)).toEqual(['/fields/3'])
    expect(issuesAt(issues, '/fields/3', true).map((found) => found.path)).toEqual(['/fields/3', '/fields/3/label'])
    expect(issuesAt(issues, '', true)).toHaveLength(4)
  })

  it('shows a missing property at the box of that property, as well as at its object', () => {
    expect(issuePlace(missingName)).toBe('/fields/3/name')
    expect(issuesAt([missingName], '/fields/3/name')).toEqual([missingName])
    expect(issuesAt([missingName], '/fields/3')).toEqual([missingName])
    expect(issuesAt([missingName], '/fields/3/label')).toEqual([])
  })

  it('words an issue in Mongolian, else in English, Korean where the schema wrote it', () => {
    expect(issueText(at('/title'), 'mn_MN')).toBe('mn /title')
    expect(issueText(at('/title'), 'ko_KR')).toBe('en /title')
    expect(issueText(issue('', 'x', { en_US: 'en', mn_MN: 'mn', ko_KR: 'ko' }), 'ko_KR')).toBe('ko')
  })

  it('names a missing property by its label, never by its key', () => {
    expect(issueText(missingName, 'mn_MN')).toBe('«Нэр» заавал бөглөх ёстой. Утгыг нь оруулна уу.')
    expect(issueText(missingName, 'en_US')).toBe('«Name» is required. Fill it in.')
    expect(issueText(missingName, 'ko_KR')).toBe('«이름» 항목은 필수입니다. 값을 입력하세요.')
  })

  it('keeps the pointer, the code and the form asked for experts, apart from the sentence', () => {
    const bad = validateDocument({
      kind: 'model',
      version: 1,
      name: 'events',
      columns: [{ name: 'Event Date', type: 'date' }],
    })
    expect(bad.ok).toBe(false)
    const found = bad.ok ? undefined : bad.issues.find((one) => one.code === 'pattern')
    if (found === undefined) throw new Error('expected a pattern issue')
    expect(issueDetails(found)).toBe('/columns/0/name · pattern · ^[a-z_][a-z0-9_]{0,62}$')
    expect(issueText(found, 'mn_MN')).not.toContain('/columns')
    expect(issueText(found, 'mn_MN')).not.toContain('^[')
  })

  it('gives a Form.Item the error status and every sentence as its help, details as the hover title', () => {
    const { validateStatus, help } = formItemIssues([at('/a'), at('/b')], 'en_US')
    expect(validateStatus).toBe('error')
    const markup = renderToStaticMarkup(createElement('div', null, help))
    expect(markup).toBe(
      '<div><span title="/a · x" data-issue-path="/a">en /a</span><span title="/b · x" data-issue-path="/b"> en /b</span></div>',
    )
    expect(formItemIssues([], 'en_US')).toEqual({})
  })
})

describe('IssueText', () => {
  it('shows the sentence as the text, the pointer and code only inside a folded details toggle', () => {
    const markup = renderToStaticMarkup(
      createElement(IssueText, {
        issues: [issue('/fields/4/options/model', 'pattern', { en_US: 'en', mn_MN: 'Бичлэг нь буруу байна.' })],
        language: 'mn_MN',
      }),
    )
    const [sentence, details] = markup.split('<details')
    const shownText = (sentence ?? '').replaceAll(/<[^>]*>/g, '')
    expect(shownText).toBe('Бичлэг нь буруу байна.')
    expect(details).toContain('Дэлгэрэнгүй</summary>')
    expect(details).toContain('/fields/4/options/model · pattern')
    // Folded: a <details> without `open` shows only its summary.
    expect(details).not.toMatch(/^[^>]*\bopen\b/)
  })
})

describe('issueLocation', () => {
  const form = {
    kind: 'form',
    fields: [
      { name: 'a', label: { mn_MN: 'Гарчиг' } },
      { name: 'event_date', label: { mn_MN: 'Огноо', en_US: 'Date' }, options: {} },
      { options: {} },
    ],
  }

  it('says where an issue is by labels and the entries’ own names, never by the pointer', () => {
    const found = issue('/fields/1/options/model', 'pattern', { en_US: '', mn_MN: '' })
    expect(issueLocation(form, found, 'mn_MN')).toBe('Талбарууд → «Огноо» → Сонголтууд → Хүснэгт')
    expect(issueLocation(form, found, 'en_US')).toBe('Fields → «Date» → Choices → Table')
  })

  it('numbers an entry without a name, and names the missing property itself', () => {
    const found = issue('/fields/2', 'required', { en_US: '', mn_MN: '' }, { missingProperty: 'name' })
    expect(issueLocation(form, found, 'mn_MN')).toBe('Талбарууд → 3-р мөр → Нэр')
    expect(issueLocation(form, issue('', 'type', { en_US: '', mn_MN: '' }), 'mn_MN')).toBe('Баримт бичиг')
  })
})
