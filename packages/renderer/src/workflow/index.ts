// `@tamga/renderer/workflow`: the workflow screens of issue 8 (the status history view, the
// process_status grid cell, the approval panel) and the workflow API's client, apart from the
// other screens so a page showing a process is not linked to the grid or the form (see
// `src/crud/index.ts` for why the entries are apart).
export {
  ApprovalView,
  type ApprovalViewProps,
  ProcessLoadNote,
  processPoint,
  RecordApproval,
  type RecordApprovalProps,
} from './ApprovalView.tsx'
export { DecisionLetterLink, type DecisionLetterLinkProps, decisionLetterAddress } from './DecisionLetterLink.tsx'
export { type HistoryEntryModel, type HistoryModel, historyModel, type VoteView } from './historyModel.ts'
export {
  ProcessPanel,
  type ProcessPanelProps,
  ProcessStepForm,
  type ProcessStepFormProps,
} from './ProcessPanel.tsx'
export { ProcessStatusCell, type ProcessStatusCellProps } from './ProcessStatusCell.tsx'
export { changerActions, ProcessStatusChanger, type ProcessStatusChangerProps } from './ProcessStatusChanger.tsx'
export {
  type ActDraft,
  actProblem,
  actRequest,
  failureText,
  type OpenStepPort,
  personName,
  portPicksAssignee,
  type SignatureDraft,
  signatureInput,
  voteProblem,
  voteRequest,
} from './processActions.ts'
export {
  GRID_LABEL_SUFFIX,
  isStepType,
  PROCESS_ID_FIELD,
  type ProcessStatusDisplay,
  type ProcessWords,
  processStatusDisplay,
  processStatusLabel,
  rowProcessId,
} from './processStatusLabel.ts'
export { SignaturePad, type SignaturePadHandle, type SignaturePadProps } from './SignaturePad.tsx'
export {
  StatusHistoryContent,
  type StatusHistoryContentProps,
  StatusHistoryView,
  type StatusHistoryViewProps,
} from './StatusHistoryView.tsx'
export { StepTypeIcon, type StepTypeIconProps } from './StepTypeIcon.tsx'
export { type ProcessLoad, type ProcessStateHandle, processLoadOf, useProcessState } from './useProcessState.ts'
export { type SignatureUploadAnswer, type WorkflowClient, workflowClient } from './workflowClient.ts'
export { WORKFLOW_MESSAGES, type WorkflowMessage, workflowText } from './workflowMessages.ts'
