// The builders' public API (issue 10). First, the editing session every builder shares.
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
