import { DECISION_OUTCOME_LABELS, PENDING_ACTION_TEXT, VOTE_RESULT_LABELS, VOTE_RESULTS } from '@tamga/schema'
import { describe, expect, it } from 'vitest'
import { WORKFLOW_MESSAGES, workflowText } from './workflowMessages.ts'

describe('the workflow screens’ words', () => {
  it('uses the spec’s Mongolian labels verbatim', () => {
    expect(workflowText('date', 'mn_MN')).toBe('Огноо')
    expect(workflowText('description', 'mn_MN')).toBe('Тайлбар')
    expect(workflowText('votersHeading', 'mn_MN')).toBe('Санал өгсөн албан тушаалтан')
    expect(workflowText('pending', 'mn_MN')).toBe(PENDING_ACTION_TEXT)
    expect(workflowText('pending', 'en_US')).toBe(DECISION_OUTCOME_LABELS.pending.en_US)
  })

  it('names the vote results with the schema’s words', () => {
    for (const result of VOTE_RESULTS) {
      expect(workflowText(result, 'mn_MN')).toBe(VOTE_RESULT_LABELS[result].mn_MN)
      expect(workflowText(result, 'en_US')).toBe(VOTE_RESULT_LABELS[result].en_US)
    }
  })

  it('has the approval view’s labels of spec 2.7', () => {
    for (const key of [
      'save',
      'back',
      'sendVote',
      'additionalDescription',
      'date',
      'statusHistory',
      'eSignedDate',
      'eSigned',
      'councilMemberVoted',
      'votedElectronically',
      'downloadFile',
    ] as const) {
      expect(WORKFLOW_MESSAGES[key].mn_MN).not.toBe('')
    }
    expect(workflowText('sendVote', 'en_US')).toBe('Send vote')
  })

  it('names the additional-form and detail-info modals and their link with the spec’s words', () => {
    expect(workflowText('additionalForm', 'mn_MN')).toBe('Нэмэлт маягт')
    expect(workflowText('detailInfo', 'mn_MN')).toBe('Дэлгэрэнгүй мэдээлэл')
    expect(workflowText('view', 'mn_MN')).toBe('Харах')
  })

  it('fills placeholders', () => {
    expect(workflowText('role', 'en_US', { role: 3 })).toBe('Users of role 3')
  })
})
