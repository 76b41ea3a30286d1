// @tamga/builder's public API (issue 10): the visual editors that make a project's documents,
// their shared frame, and the editing session underneath.
export { NewScreenAssistant, type NewScreenAssistantProps } from './assistant/NewScreenAssistant.tsx'
export { assistantWord } from './assistant/words.ts'
export {
  type DocumentRevision,
  type DocumentSummary,
  type DocumentsClient,
  documentsClient,
  type ModelPlanPreview,
  type StoredDocument,
} from './client/documentsClient.ts'
export { LocalizedTextInput } from './controls/LocalizedTextInput.tsx'
export {
  CHART_ICONS,
  COLUMN_ICONS,
  DocumentPicker,
  type DocumentPickerProps,
  DocumentsPicker,
  FIELD_ICONS,
  FieldPicker,
  FieldsPicker,
  IconPicker,
  type IconSet,
  MENU_ICONS,
} from './controls/NamePickers.tsx'
export { EMPTY_NAME_DRAFT, type NameDraft, withName, withTitle } from './controls/nameProposal.ts'
export { type NameProposal, useNameProposal } from './controls/useNameProposal.ts'
export type { EditorProps } from './editors/editorProps.ts'
export { MockupPreview, type MockupPreviewProps } from './editors/mockup/index.ts'
export { builderEditor } from './editors/registry.ts'
export { BuilderFrame, type BuilderFrameProps } from './frame/BuilderFrame.tsx'
export { kindWord } from './frame/kindWords.ts'
export { isNewName, newDocument } from './frame/newDocument.ts'
export { type FrameWord, frameWord as builderWord } from './frame/words.ts'
export {
  canRedo,
  canUndo,
  type DocumentSession,
  documentToSave,
  edit,
  isDirty,
  markSaved,
  openSession,
  redo,
  sameJson,
  sessionIssues,
  UNDO_LIMIT,
  undo,
} from './session/documentSession.ts'
