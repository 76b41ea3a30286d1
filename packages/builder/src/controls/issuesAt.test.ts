import { issue } from '@tamga/schema'
import { describe, expect, it } from 'vitest'
import { formItemIssues, issuesAt, issueText } from './issuesAt.ts'

const at = (path: string) => issue(path, 'x', { en_US: `en ${path}`, mn_MN: `mn ${path}` })
const issues = [at('/fields/3'), at('/fields/3/label'), at('/fields/30'), at('/title')]

describe('issuesAt', () => {
  it('finds the issues at a place, and with deep those inside it, not a sibling that shares a prefix', () => {
    expect(issuesAt(issues, '/fields/3').map((found) => found.path)).toEqual(['/fields/3'])
    expect(issuesAt(issues, '/fields/3', true).map((found) => found.path)).toEqual(['/fields/3', '/fields/3/label'])
    expect(issuesAt(issues, '', true)).toHaveLength(4)
  })

  it('words an issue in Mongolian, else in English', () => {
    expect(issueText(at('/title'), 'mn_MN')).toBe('mn /title')
    expect(issueText(at('/title'), 'ko_KR')).toBe('en /title')
  })

  it('gives a Form.Item the error status and every issue as its help, nothing without issues', () => {
    expect(formItemIssues([at('/a'), at('/b')], 'en_US')).toEqual({ validateStatus: 'error', help: 'en /a; en /b' })
    expect(formItemIssues([], 'en_US')).toEqual({})
  })
})
