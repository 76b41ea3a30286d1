// What the form's templates and widgets read besides rjsf's props: the compiled form, the
// values of every field (computed ones included), the show/hide state, the page of a
// step-by-step form and the tabs shown. A React context reaches them through rjsf's memoized
// fields, so a formula's new value or a parent choice reaches the widgets that show it.
import type { FormDocument, FormRecordMode, LanguageCode, ModelDocument, ProcessState, RecordId } from '@tamga/schema'
import { createContext, useContext } from 'react'
import type { RecordsClient } from '../records/recordsClient.ts'
import type { ProcessWords } from '../workflow/processStatusLabel.ts'
import type { ProcessLoad } from '../workflow/useProcessState.ts'
import type { WorkflowClient } from '../workflow/workflowClient.ts'
import type { CompiledForm, FieldVisibility, FormValues } from './compile/index.ts'
import type { UploadedFile } from './uploadValue.ts'
import type { SubFormErrorMap } from './widgets/subForm/subFormErrors.ts'
import type { SubFormRow } from './widgets/subForm/subFormRows.ts'

/**
 * Uploads one file of a file or image field and answers the stored file, or undefined when it
 * was refused (the app's client has told the person why). `onProgress` takes 0–100.
 */
export type RecordFormUpload = (
  field: string,
  file: File,
  onProgress: (percent: number) => void,
) => Promise<UploadedFile | undefined>

/** The state of one RecordForm that its templates and widgets share. */
export interface RecordFormState {
  client: RecordsClient
  krud: string
  language: LanguageCode
  mode: FormRecordMode
  compiled: CompiledForm
  /** The prefix of the ids of the form's inputs, unique on the page. */
  idPrefix: string
  /** Every field's value, computed fields included. */
  values: FormValues
  visibility: FieldVisibility
  readOnly: boolean
  upload: RecordFormUpload | undefined
  /** The page shown of a step-by-step form. */
  step: number
  /** Goes back to an earlier page; a later one is reached with the next button, which checks this page. */
  goToStep(step: number): void
  /** The tab shown of each set of tabs, by the set's place among the blocks. */
  activeTabs: ReadonlyMap<number, string>
  showTab(group: number, key: string): void
  /**
   * The fields with an error now (the browser's checks after a save was tried, the server's
   * refusal, a sub-form's rows), for the badges of the tabs and steps that hold them.
   */
  errorFields: ReadonlySet<string>
  /** The second typing of each password field that asks for it. */
  confirmations: Readonly<Record<string, string>>
  setConfirmation(field: string, text: string): void
  /** The files uploaded while the form is open, by id, for their names and addresses. */
  uploads: ReadonlyMap<string, UploadedFile>
  rememberUpload(file: UploadedFile): void
  /**
   * What is wrong with each sub-form's rows: the browser's checks once a save was tried, and the
   * server's refusal of a row until that row changes.
   */
  subFormErrors: SubFormErrorMap
  /** Replaces a sub-form's rows; the consolidations over them are computed again. */
  setSubFormRows(field: string, rows: readonly SubFormRow[]): void
  /** The documents the form was drawn from, for a second form of the same record (the additional form). */
  documents: { form: FormDocument; models: Record<string, ModelDocument>; subForms: Record<string, FormDocument> }
  /** The stored record as the server last answered it; undefined for a new one. */
  record: Record<string, unknown> | undefined
  /** The stored record's identity; undefined for a new one. */
  rowId: RecordId | undefined
  /** The workflow routes, for the workflow elements; undefined when the app gave none. */
  workflow: WorkflowClient | undefined
  /** The app's `process` namespace, for the status's words (spec 2.7). */
  processWords: ProcessWords | undefined
  /**
   * The record's process, loaded once for all the form's workflow elements; undefined when the
   * form has none of them, the record is new, or there is no workflow client.
   */
  process: ProcessLoad | undefined
  /**
   * After an action: shows the process's new state and reads the record again (the server has
   * moved its status column on).
   */
  processChanged(state: ProcessState): void
  /** Reads the stored record again, e.g. after the additional form saved it. */
  reloadRecord(): void
}

/** The shared state; undefined outside a RecordForm. */
export const RecordFormContext = createContext<RecordFormState | undefined>(undefined)

/** The state of the RecordForm around the calling template or widget. */
export function useRecordForm(): RecordFormState {
  const state = useContext(RecordFormContext)
  if (state === undefined) throw new Error('A RecordForm widget was drawn outside a RecordForm')
  return state
}
