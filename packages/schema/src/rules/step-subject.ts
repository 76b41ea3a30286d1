import type { LanguageCode, LocalizedText } from '../documents/common.ts'
import { nodeSubject, type WorkflowNode } from '../documents/workflow.ts'
import type { ProcessStep, RecordId } from '../runtime/process-step.ts'
import type { StepSubject } from '../runtime/step-subject.ts'
import { isTerminalStepType } from '../runtime/step-types.ts'
import { issue } from '../validation/issue.ts'
import type { ValidationResult } from '../validation/validator.ts'

/** The signed-in user acting on a process (spec 3.6: a numeric id and a numeric role). */
export interface CurrentUser {
  id: number
  role: number
}

/** Who a step is assigned to; null where the step is not assigned to anyone in particular. */
export interface StepAssignee {
  role_id: number | null
  user_id: number | null
}

/** What {@link resolveStepSubject} needs besides the subject. */
export interface StepSubjectContext {
  currentUser: CurrentUser
  /** The record's START step, which a CREATOR subject takes its assignee from. */
  startStep?: Pick<ProcessStep, 'role_id' | 'user_id'> | null
}

/**
 * Resolves a step's assignee (spec 4.2):
 *
 * | subject | role_id | user_id |
 * |---|---|---|
 * | ANY_EMP, CURRENT | current user's role | current user's id |
 * | an END or CANCEL step | current user's role | current user's id |
 * | VOTERS | none | none |
 * | DIRECT | configured role_id | configured user_id |
 * | TO_ROLE | configured role_id | none |
 * | CREATOR | the START step's role_id | the START step's user_id |
 *
 * The END/CANCEL row wins over the subject type: whoever finishes a process is the one who
 * finished it, whatever the diagram says. A CREATOR subject without a START step cannot be
 * resolved and gives an issue rather than an unassigned step.
 */
export function resolveStepSubject(subject: StepSubject, context: StepSubjectContext): ValidationResult<StepAssignee> {
  const { currentUser } = context
  const current: StepAssignee = { role_id: currentUser.role, user_id: currentUser.id }
  if (isTerminalStepType(subject.object_type)) return { ok: true, value: current }
  switch (subject.subject_type) {
    case 'ANY_EMP':
    case 'CURRENT':
      return { ok: true, value: current }
    case 'VOTERS':
      return { ok: true, value: { role_id: null, user_id: null } }
    case 'DIRECT':
      return { ok: true, value: { role_id: subject.role_id, user_id: subject.user_id } }
    case 'TO_ROLE':
      return { ok: true, value: { role_id: subject.role_id, user_id: null } }
    case 'CREATOR': {
      const start = context.startStep
      if (start === undefined || start === null) {
        return {
          ok: false,
          issues: [
            issue('/subject_type', 'creator-without-start', {
              en_US: 'is CREATOR, but the record has no START step to take the creator from',
              mn_MN: 'CREATOR байна, гэвч бүртгэлд боловсруулсан хэрэглэгчийг авах START алхам алга',
            }),
          ],
        }
      }
      return { ok: true, value: { role_id: start.role_id, user_id: start.user_id } }
    }
  }
}

/** Picks the text of a label in a language, falling back to Mongolian (spec 9). */
function textIn(label: LocalizedText, language: LanguageCode): string {
  return typeof label === 'string' ? label : (label[language] ?? label.mn_MN)
}

/** What {@link newStepRecord} needs to open a step. */
export interface NewStepOptions {
  /** The diagram node the step is built from. */
  node: WorkflowNode
  /** The record going through the process; null while it is not stored yet. */
  rowId: RecordId | null
  currentUser: CurrentUser
  /** The record's existing steps; the START step among them resolves a CREATOR subject. */
  steps: readonly ProcessStep[]
  /**
   * The language the step's `status` text is written in; the grid translates it on display.
   * @default 'mn_MN'
   */
  language?: LanguageCode
}

/**
 * Opens a step (spec 3.1, 4.2): a new process step record built from a diagram node, with its
 * assignee resolved, not done yet (`is_done` 0), and no id until it is stored.
 *
 * @example newStepRecord({ node: checkNode, rowId: 12, currentUser: { id: 7, role: 5 }, steps })
 */
export function newStepRecord(options: NewStepOptions): ValidationResult<ProcessStep> {
  const { node } = options
  const subject = nodeSubject(node)
  const startStep = options.steps.find((step) => step.status_type === 'START') ?? null
  const assignee = resolveStepSubject(subject, { currentUser: options.currentUser, startStep })
  if (!assignee.ok) return assignee
  return {
    ok: true,
    value: {
      id: null,
      row_id: options.rowId,
      role_id: assignee.value.role_id,
      user_id: assignee.value.user_id,
      status: textIn(node.label, options.language ?? 'mn_MN'),
      status_type: node.type,
      is_subject_changeable: subject.is_subject_changeable,
      status_id: node.id,
      subject_type: subject.subject_type,
      is_read_only: subject.is_read_only,
      is_signature_needed: subject.is_signature_needed,
      description: null,
      is_done: 0,
      signature: null,
      step_data: node,
    },
  }
}
