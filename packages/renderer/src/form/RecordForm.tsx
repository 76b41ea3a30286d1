// The data-entry form of a krud (issue 7): a Tamga form document drawn with @rjsf/core and its
// antd theme, validated in the browser with the very record schema the server checks, and
// saved through the records API — the whole record for a new one, only the changed fields of
// a stored one. Sub-form rows live beside rjsf's record, are checked with their child form's
// schema and go with the record, which the server saves with them in one transaction.
import { Form } from '@rjsf/antd'
import type { IChangeEvent } from '@rjsf/core'
import type { CustomValidator, ErrorSchema, RJSFValidationError } from '@rjsf/utils'
import type { FormDocument, FormWidget, LanguageCode, ModelDocument, ProcessState, RecordId } from '@tamga/schema'
import { Alert, App, Button, Flex, message as staticMessage } from 'antd'
import { type JSX, useCallback, useContext, useEffect, useId, useMemo, useRef, useState } from 'react'
import type { RecordsClient } from '../records/recordsClient.ts'
import { draftSubmitPort, portButtonText } from '../workflow/portChoice.ts'
import type { ProcessWords } from '../workflow/processStatusLabel.ts'
import { useProcessState } from '../workflow/useProcessState.ts'
import { useWorkflowClient } from '../workflow/useWorkflowClient.ts'
import type { WorkflowClient } from '../workflow/workflowClient.ts'
import {
  type CompiledForm,
  compileForm,
  createFormValidator,
  errorField,
  type FormValues,
  localizeErrors,
  type SubFormDocuments,
} from './compile/index.ts'
import { formMessage } from './formMessages.ts'
import { formModel } from './formModel.ts'
import { firstInReadingOrder, firstStepOf, stepFields, tabsShowing } from './layoutPlaces.ts'
import { openingValues, recordFormData } from './openingValues.ts'
import { passwordMismatches } from './passwordConfirmation.ts'
import { RecordFormContext, type RecordFormState, type RecordFormUpload } from './RecordFormContext.ts'
import { changedFields, recordChanges } from './recordChanges.ts'
import { errorsOfFields, failureCode, serverIssueErrors, serverIssuesOf, withoutFieldErrors } from './serverIssues.ts'
import { storedRecordForForm } from './storedValues.ts'
import { FIELD_FRAME_CSS, useFieldFrameTheme } from './templates/FieldFrame.tsx'
import { LayoutObjectFieldTemplate } from './templates/LayoutObjectFieldTemplate.tsx'
import { RecordFieldTemplate } from './templates/RecordFieldTemplate.tsx'
import type { UploadedFile } from './uploadValue.ts'
import { valuesAfterChange } from './valuesAfterChange.ts'
import { RJSF_FIELDS, RJSF_WIDGETS } from './widgets/registry.ts'
import {
  hasSubFormErrors,
  mergeSubFormErrors,
  NO_SUB_FORM_ERRORS,
  type SubFormErrorMap,
  subFormErrorsOf,
  subFormIssueErrors,
  withoutChangedRows,
} from './widgets/subForm/subFormErrors.ts'
import {
  openingRows,
  rowsOf,
  type SubFormRow,
  subFormChanges,
  subFormValues,
  withOpeningRows,
} from './widgets/subForm/subFormRows.ts'
import { AdditionalFormContext } from './widgets/workflow/additionalForm.ts'

/** Props of {@link RecordForm}. */
export interface RecordFormProps {
  client: RecordsClient
  krud: string
  form: FormDocument
  /** Models by document name (KrudScreen.models); the form's model is found by name or by table. */
  models: Record<string, ModelDocument>
  /** Forms of sub-form fields by document name (KrudScreen.subForms). */
  subForms: Record<string, FormDocument>
  language: LanguageCode
  mode: 'create' | 'update'
  /** The stored record for an update (with its `_version`), or a record to copy for a create. */
  record?: Record<string, unknown> | undefined
  roleId?: number | undefined
  currentUserId?: number | undefined
  routeParams?: Record<string, string> | undefined
  query?: Record<string, string> | undefined
  readOnly?: boolean | undefined
  /** Told with the saved record (the server's answer) after a successful create or update. */
  onSaved?: ((record: Record<string, unknown>) => void) | undefined
  onCancel?: (() => void) | undefined
  /**
   * Uploads a file of a `file` or `image` field (`POST /records/{krud}/uploads/{field}`, see
   * `uploadWithProgress`); without it those fields cannot take files.
   */
  upload?: RecordFormUpload | undefined
  /**
   * The workflow routes the form's workflow elements (`workflow`, `process_status`,
   * `process_status_changer`) call. @default workflowClient(client.http) when the records
   * client has its `http`, else none (the elements then only show the status)
   */
  workflow?: WorkflowClient | undefined
  /** The app's `process` namespace, for the status's words (spec 2.7, as the grid cell shows them). */
  processWords?: ProcessWords | undefined
  /**
   * Told after a workflow element moved the record's process on; the form has read the record
   * again by then. The CRUD screen refreshes its grid.
   */
  onProcessChanged?: ((state: ProcessState) => void) | undefined
}

/** The widgets that show or move the record's process: the form loads the process for them. */
const PROCESS_WIDGETS: ReadonlySet<FormWidget> = new Set<FormWidget>([
  'workflow',
  'process_status',
  'process_status_changer',
])

/** Why the last save did not go through, shown above the fields. */
type SaveProblem =
  | { kind: 'invalid'; messages: string[] }
  | { kind: 'changed' }
  | { kind: 'failed' }
  | { kind: 'no-identity' }

const EMPTY_ERRORS: ErrorSchema<FormValues> = {}
const TEMPLATES = { ObjectFieldTemplate: LayoutObjectFieldTemplate, FieldTemplate: RecordFieldTemplate }

// One validator for every form: it compiles each record schema once and keeps it.
let sharedValidator: ReturnType<typeof createFormValidator> | undefined
const formValidator = () => {
  sharedValidator ??= createFormValidator()
  return sharedValidator
}

/**
 * `value`, or the one given before when it holds the same: route and query parameters passed
 * as new objects on each render must not compile the form again and restart it.
 */
function useSameValue<T>(value: T): T {
  const kept = useRef(value)
  if (kept.current !== value && JSON.stringify(kept.current) !== JSON.stringify(value)) kept.current = value
  return kept.current
}

/** An id prefix rjsf can use: React's ids hold characters that are not valid in a selector. */
const idPrefixOf = (reactId: string) => `record-form-${reactId.replace(/[^A-Za-z0-9_-]/g, '')}`

/** What can take the typing in a field's place: its input, text area, editor or button. */
const FOCUSABLE =
  'input:not([type="hidden"]):not([disabled]), textarea:not([disabled]), [contenteditable="true"], button:not([disabled])'

/**
 * Scrolls the field `name` of the form into sight and puts the cursor in it. False while that
 * cannot be done yet: the field is not drawn (a long form draws its later fields after the
 * first paint) or not shown (its tab's pane is still hidden).
 */
function focusField(root: HTMLElement, name: string): boolean {
  const place = root.querySelector<HTMLElement>(`[data-field="${CSS.escape(name)}"]`)
  if (place === null || place.getClientRects().length === 0) return false
  const input = place.querySelector<HTMLElement>(FOCUSABLE)
  input?.focus({ preventScroll: true })
  if (input !== null && document.activeElement !== input) return false
  place.scrollIntoView({ block: 'center' })
  return true
}

/**
 * A Tamga form document drawn as a form for one record: the document's layout (rows, sections,
 * tabs, steps), its widgets, live formulas and show/hide rules, validation in the browser with
 * the server's own record schema (errors at the fields, in the person's language, live after
 * the first attempt to save), and saving through the records API: a new record whole, a stored
 * one as the changed fields with the version it was read at.
 *
 * @example
 * <RecordForm client={records} krud="news" form={screen.form} models={screen.models}
 *   subForms={screen.subForms} language="mn_MN" mode="create" onSaved={close} />
 */
export function RecordForm(props: RecordFormProps): JSX.Element {
  const { client, krud, form, language, mode } = props
  // The record read again after a workflow action or the additional form, until another is given.
  const [reloaded, setReloaded] = useState<{ from: typeof props.record; record: Record<string, unknown> }>()
  const record = reloaded !== undefined && reloaded.from === props.record ? reloaded.record : props.record
  // Once an action here moved the process on, the record is changed only while the caller still
  // holds a step that may (the server's rule, iCanEdit): a submitted draft locks at once.
  const [lockedByProcess, setLockedByProcess] = useState(false)
  const readOnly = props.readOnly === true || lockedByProcess
  const app = App.useApp()
  const notify = typeof app.message.success === 'function' ? app.message : staticMessage
  const idPrefix = idPrefixOf(useId())
  const model = useMemo(() => formModel(form, props.models), [form, props.models])
  const routeParams = useSameValue(props.routeParams)
  const query = useSameValue(props.query)
  const subFormDocuments = useMemo<SubFormDocuments>(
    () => ({
      form: (name) => (Object.hasOwn(props.subForms, name) ? props.subForms[name] : undefined),
      model: (child) => formModel(child, props.models),
    }),
    [props.subForms, props.models],
  )

  const compiled = useMemo<CompiledForm | undefined>(() => {
    if (model === undefined) return undefined
    return compileForm(form, {
      model,
      language,
      mode,
      ...(props.roleId === undefined ? {} : { roleId: props.roleId }),
      ...(props.currentUserId === undefined ? {} : { currentUserId: props.currentUserId }),
      ...(routeParams === undefined ? {} : { routeParams }),
      ...(query === undefined ? {} : { query }),
      subForms: subFormDocuments,
    })
  }, [form, model, language, mode, props.roleId, props.currentUserId, routeParams, query, subFormDocuments])

  const opening = useMemo(
    () =>
      compiled === undefined
        ? {}
        : withOpeningRows(compiled, openingValues(compiled, { form, mode, record }), { mode, record }),
    [compiled, form, mode, record],
  )
  // The record as the server last answered it: what an update is compared with and the
  // version it sends. A save without an `onSaved` that closes the form moves it on.
  const [saved, setSaved] = useState<{ from: typeof record; record: Record<string, unknown> } | undefined>(undefined)
  const base = saved !== undefined && saved.from === record ? saved.record : record
  const stored = useMemo(
    () => (compiled === undefined || base === undefined ? {} : storedRecordForForm(base, compiled.recordSchema)),
    [compiled, base],
  )

  const identity = mode === 'update' ? base?.[form.identity] : undefined
  const rowId: RecordId | undefined =
    (typeof identity === 'number' && identity > 0) || (typeof identity === 'string' && identity !== '')
      ? identity
      : undefined
  const workflow = useWorkflowClient(props.workflow, client)
  // The process is loaded once for every workflow element of the form; not inside the additional
  // form, whose record's process the form around it already shows.
  const nested = useContext(AdditionalFormContext)
  const showsProcess =
    !nested && compiled !== undefined && Object.values(compiled.widgets).some((w) => PROCESS_WIDGETS.has(w.widget))
  const process = useProcessState(showsProcess ? workflow : undefined, krud, rowId)
  const reloadRecord = useCallback(() => {
    if (rowId === undefined) return
    const from = props.record
    void client.get(krud, String(rowId)).then((answer) => {
      if (answer.ok) setReloaded({ from, record: answer.data.record })
    })
  }, [client, krud, rowId, props.record])
  const onProcessChanged = props.onProcessChanged
  const processUpdate = process.update
  const processChanged = useCallback(
    (next: ProcessState) => {
      processUpdate(next)
      setLockedByProcess(!next.iCanEdit)
      reloadRecord()
      onProcessChanged?.(next)
    },
    [processUpdate, reloadRecord, onProcessChanged],
  )

  const [values, setValues] = useState<FormValues>(opening)
  const valuesRef = useRef(values)
  const [formKey, setFormKey] = useState(0)
  const frameTheme = useFieldFrameTheme()
  const [attempted, setAttempted] = useState(false)
  const [extraErrors, setExtraErrors] = useState<ErrorSchema<FormValues>>(EMPTY_ERRORS)
  const [problem, setProblem] = useState<SaveProblem | undefined>(undefined)
  const [saving, setSaving] = useState(false)
  const [step, setStep] = useState(0)
  const [activeTabs, setActiveTabs] = useState<ReadonlyMap<number, string>>(new Map())
  const [confirmations, setConfirmations] = useState<Record<string, string>>({})
  const [uploads, setUploads] = useState<ReadonlyMap<string, UploadedFile>>(new Map())
  // The server's refusal of sub-form rows, shown at the rows until they change.
  const [subFormServerErrors, setSubFormServerErrors] = useState<SubFormErrorMap>(NO_SUB_FORM_ERRORS)
  // The rows of a page refused by the next button are checked live, before any save.
  const [rowsChecked, setRowsChecked] = useState(false)
  // The fields the browser's own checks found wrong at the last save or change after it.
  const [checkedErrorFields, setCheckedErrorFields] = useState<ReadonlySet<string>>(new Set())
  // The field a refused save takes the person to, once its page and tab are shown.
  const [focusRequest, setFocusRequest] = useState<{ field: string } | undefined>(undefined)
  const rootRef = useRef<HTMLDivElement>(null)
  // The submit button of a draft asked for this save: once saved, the draft is submitted.
  const submitting = useRef(false)
  const draft = process.load?.kind === 'ready' ? draftSubmitPort(process.load.state) : undefined

  const restart = useCallback((next: FormValues) => {
    valuesRef.current = next
    setValues(next)
    setFormKey((key) => key + 1)
    setAttempted(false)
    setExtraErrors(EMPTY_ERRORS)
    setProblem(undefined)
    setStep(0)
    setActiveTabs(new Map())
    setConfirmations({})
    setSubFormServerErrors(NO_SUB_FORM_ERRORS)
    setRowsChecked(false)
    setCheckedErrorFields(new Set())
    setFocusRequest(undefined)
  }, [])

  // Another record, mode or document: the form starts again from its opening values.
  const openedWith = useRef(opening)
  useEffect(() => {
    if (openedWith.current === opening) return
    openedWith.current = opening
    restart(opening)
  }, [opening, restart])

  const visibility = useMemo(() => compiled?.rules.visibility(values), [compiled, values])

  /** The fields the person can see and correct now: placed by the layout and not hidden by a rule. */
  const shown = useMemo(() => {
    if (compiled === undefined || visibility === undefined) return new Set<string>()
    return new Set(compiled.layout.placed.filter((name) => !visibility.hidden.has(name)))
  }, [compiled, visibility])

  const transformErrors = useCallback(
    (errors: RJSFValidationError[]) => {
      // An error nobody can see cannot be corrected; the server still checks those values.
      const visible = errors.filter((error) => {
        const field = errorField(error)
        return field === '' || shown.has(field)
      })
      return localizeErrors(visible, form, language)
    },
    [shown, form, language],
  )

  // The sub-forms' rows are checked live once a save was tried, like the record's own fields.
  const subFormErrors = useMemo(() => {
    const checked =
      compiled === undefined || !(attempted || rowsChecked)
        ? NO_SUB_FORM_ERRORS
        : subFormErrorsOf(compiled, values, { validator: formValidator(), language, shown })
    return mergeSubFormErrors(checked, subFormServerErrors)
  }, [compiled, attempted, rowsChecked, values, language, shown, subFormServerErrors])

  // The latest handler of a sub-form's new rows: it reads this render's state (see below).
  const subFormRowsChanged = useRef<(field: string, rows: readonly SubFormRow[]) => void>(() => undefined)
  const setSubFormRows = useCallback(
    (field: string, rows: readonly SubFormRow[]) => subFormRowsChanged.current(field, rows),
    [],
  )

  const customValidate = useCallback<CustomValidator<FormValues>>(
    (formData, errors) => {
      if (compiled === undefined) return errors
      for (const name of passwordMismatches(compiled.widgets, formData ?? {}, confirmations)) {
        errors[name]?.addError(formMessage('passwordMismatch', language))
      }
      return errors
    },
    [compiled, confirmations, language],
  )

  /**
   * Shows the page and the tabs where the first of `fields` is (in reading order), scrolls to
   * that field and puts the cursor in it, as a person expects of a save refused for a field
   * they cannot see.
   */
  const reveal = useCallback(
    (fields: readonly string[]) => {
      if (compiled === undefined || fields.length === 0) return
      const { layout } = compiled
      const page = layout.type === 'steps' ? (firstStepOf(layout, fields) ?? step) : 0
      if (page !== step) setStep(page)
      const blocks = layout.type === 'steps' ? (layout.steps[page]?.children ?? []) : layout.blocks
      const tabs = tabsShowing(blocks, layout.sectionsAsTabs, fields)
      if (tabs.size > 0) setActiveTabs((before) => new Map([...before, ...tabs]))
      const first = firstInReadingOrder(layout, fields)
      if (first !== undefined) setFocusRequest({ field: first })
    },
    [compiled, step],
  )

  // After the page and tab of the field are drawn: a few frames more while a long form is
  // still drawing its later fields.
  useEffect(() => {
    const root = rootRef.current
    if (focusRequest === undefined || root === null) return
    let frames = 0
    let frame = 0
    const attempt = () => {
      if (focusField(root, focusRequest.field) || frames > 60) return
      frames += 1
      frame = requestAnimationFrame(attempt)
    }
    attempt()
    return () => cancelAnimationFrame(frame)
  }, [focusRequest])

  const errorFields = useMemo<ReadonlySet<string>>(() => {
    const fields = new Set([...checkedErrorFields].filter((name) => shown.has(name)))
    for (const name of Object.keys(errorsOfFields(extraErrors, shown))) fields.add(name)
    for (const [name, entry] of subFormErrors) {
      if (entry.list.length > 0 || entry.rows.size > 0) fields.add(name)
    }
    return fields
  }, [checkedErrorFields, extraErrors, shown, subFormErrors])

  const state = useMemo<RecordFormState | undefined>(() => {
    if (compiled === undefined || visibility === undefined) return undefined
    return {
      client,
      krud,
      language,
      mode,
      compiled,
      idPrefix,
      values,
      visibility,
      readOnly,
      upload: props.upload,
      step,
      goToStep: (page) => {
        if (page < step) {
          setStep(page)
          setActiveTabs(new Map())
        }
      },
      activeTabs,
      showTab: (group, key) => setActiveTabs((before) => new Map(before).set(group, key)),
      errorFields,
      confirmations,
      setConfirmation: (field, text) => setConfirmations((before) => ({ ...before, [field]: text })),
      uploads,
      rememberUpload: (file) => setUploads((before) => new Map(before).set(file.id, file)),
      subFormErrors,
      setSubFormRows,
      documents: { form, models: props.models, subForms: props.subForms },
      record: mode === 'update' ? base : undefined,
      rowId,
      workflow,
      processWords: props.processWords,
      process: process.load,
      processChanged,
      reloadRecord,
    }
  }, [
    client,
    krud,
    language,
    mode,
    compiled,
    idPrefix,
    values,
    visibility,
    readOnly,
    props.upload,
    step,
    activeTabs,
    errorFields,
    confirmations,
    uploads,
    subFormErrors,
    setSubFormRows,
    form,
    props.models,
    props.subForms,
    base,
    rowId,
    workflow,
    props.processWords,
    process.load,
    processChanged,
    reloadRecord,
  ])

  if (compiled === undefined || state === undefined) {
    return (
      <div data-testid="record-form">
        <Alert type="error" showIcon title={formMessage('noModel', language)} />
      </div>
    )
  }
  const { settings, layout } = compiled
  const validator = formValidator()

  /** The errors the record schema and the custom checks find now among `fields`. */
  const errorsAmong = (current: FormValues, fields: ReadonlySet<string>) => {
    const result = validator.validateFormData(
      recordFormData(compiled, current),
      compiled.schema,
      customValidate,
      transformErrors,
      compiled.uiSchema,
    )
    return errorsOfFields(result.errorSchema, fields)
  }

  /** The sub-form problems among `fields` with these values: the browser's checks and the server's refusals left. */
  const subFormErrorsAmong = (current: FormValues, fields: ReadonlySet<string>, server: SubFormErrorMap) =>
    mergeSubFormErrors(
      subFormErrorsOf(compiled, current, { validator, language, shown: fields }),
      new Map([...server].filter(([field]) => fields.has(field))),
    )

  // The notice goes once nothing the person can correct is wrong: on this page before the
  // first save, anywhere shown after it. The server's words about the record stay till the next save.
  const settleProblem = (next: FormValues, remaining: ErrorSchema<FormValues>, server: SubFormErrorMap) => {
    if (problem?.kind !== 'invalid' || problem.messages.length > 0) return
    const fields = attempted ? shown : new Set(stepFields(layout)[step] ?? [])
    const left = { ...errorsOfFields(remaining, fields), ...errorsAmong(next, fields) }
    if (Object.keys(left).length === 0 && !hasSubFormErrors(subFormErrorsAmong(next, fields, server))) {
      setProblem(undefined)
    }
  }

  const handleChange = (event: IChangeEvent<FormValues>) => {
    // Checked live once a save was tried: the badges follow the corrections.
    if (attempted) setCheckedErrorFields(new Set(event.errors.map(errorField)))
    const before = valuesRef.current
    const next = valuesAfterChange(compiled, before, event.formData)
    valuesRef.current = next
    setValues(next)
    const changed = changedFields(before, next)
    if (changed.length === 0) return
    const remaining = withoutFieldErrors(extraErrors, changed)
    setExtraErrors((errors) => withoutFieldErrors(errors, changed))
    settleProblem(next, remaining, subFormServerErrors)
  }

  subFormRowsChanged.current = (field, rows) => {
    const before = valuesRef.current
    // The consolidations over the rows follow them as they change.
    const next = compiled.formulas.recompute({ ...before, [field]: rows })
    valuesRef.current = next
    setValues(next)
    const server = withoutChangedRows(subFormServerErrors, field, rowsOf(before[field]), rows)
    setSubFormServerErrors(server)
    settleProblem(next, extraErrors, server)
  }

  const handleError = (errors: RJSFValidationError[]) => {
    submitting.current = false
    setAttempted(true)
    setCheckedErrorFields(new Set(errors.map(errorField)))
    setProblem({ kind: 'invalid', messages: [] })
    reveal(errors.map(errorField))
  }

  /**
   * Submits a draft just saved: its process's START step taken through its one way out. A
   * record without such a step (no workflow, or one asking for a signature) stays saved.
   */
  const submitDraft = async (saved: Record<string, unknown>) => {
    const id = saved[form.identity]
    if (workflow === undefined || (typeof id !== 'number' && typeof id !== 'string')) {
      void notify.success(settings.messages.success)
      return
    }
    const state = await workflow.state(krud, id)
    const found = state.ok ? draftSubmitPort(state.data) : undefined
    if (!state.ok || found === undefined) {
      void notify.success(settings.messages.success)
      return
    }
    const acted = await workflow.act(state.data.processId, found.step.id, { port: found.port.id })
    if (acted.ok) {
      void notify.success(formMessage('draftSubmitted', language))
      if (process.load !== undefined) processChanged(acted.data)
    } else if (!acted.cancelled) void notify.error(formMessage('draftNotSubmitted', language))
  }

  const save = async (formData: FormValues | undefined) => {
    setAttempted(true)
    setProblem(undefined)
    // rjsf submits only a record its checks pass.
    setCheckedErrorFields(new Set())
    const current = valuesAfterChange(compiled, valuesRef.current, formData)
    // A child row the server would refuse stops the save here, with the message at its field.
    const childErrors = subFormErrorsOf(compiled, current, { validator, language, shown })
    if (hasSubFormErrors(childErrors)) {
      setProblem({ kind: 'invalid', messages: [] })
      reveal([...childErrors.keys()])
      return
    }
    const fields = Object.keys(compiled.recordSchema.properties)
    let answer: Awaited<ReturnType<RecordsClient['create']>>
    if (mode === 'create') {
      setSaving(true)
      answer = await client.create(krud, { ...compiled.recordValues(current), ...subFormValues(compiled, current) })
    } else {
      const changes = { ...recordChanges(current, stored, fields), ...subFormChanges(compiled, current, stored) }
      if (Object.keys(changes).length === 0) {
        // Nothing to save: a draft is submitted as stored.
        if (submitting.current && base !== undefined) {
          submitting.current = false
          await submitDraft(base)
          return
        }
        void notify.info(formMessage('noChanges', language))
        return
      }
      const id = base?.[form.identity]
      if (id === undefined || id === null) {
        setProblem({ kind: 'no-identity' })
        return
      }
      setSaving(true)
      answer = await client.update(krud, String(id), String(base?._version ?? ''), changes)
    }
    setSaving(false)
    if (answer.ok) {
      if (submitting.current) {
        submitting.current = false
        await submitDraft(answer.data.record)
      } else void notify.success(settings.messages.success)
      if (props.onSaved !== undefined) props.onSaved(answer.data.record)
      // A form left open: a new record starts again empty, a stored one goes on from the answer.
      else if (mode === 'create') restart(opening)
      else {
        setSaved({ from: record, record: answer.data.record })
        // The rows go on as stored: a row just added now has its identity, one removed is gone.
        const next = { ...valuesRef.current }
        for (const sub of Object.values(compiled.subForms)) {
          const rows = openingRows(sub, answer.data.record[sub.field], 'update')
          if (rows !== undefined) next[sub.field] = rows
        }
        valuesRef.current = next
        setValues(next)
      }
      return
    }
    if (answer.cancelled) return
    const code = failureCode(answer.body)
    if (code === 'RECORD_CHANGED' || answer.status === 409) {
      setProblem({ kind: 'changed' })
      return
    }
    const issues = serverIssuesOf(answer.body)
    if (code === 'VALIDATION_FAILED' || issues.length > 0) {
      const children = subFormIssueErrors(compiled, issues, current, language)
      const placed = serverIssueErrors(children.rest, form, language, shown)
      setExtraErrors(placed.errorSchema)
      setSubFormServerErrors(children.errors)
      setProblem({ kind: 'invalid', messages: placed.unplaced })
      reveal([...Object.keys(placed.errorSchema), ...children.errors.keys()])
      return
    }
    setProblem({ kind: 'failed' })
  }

  /** The next page of a step-by-step form, once this page's fields pass their checks. */
  const nextStep = () => {
    const page = new Set(stepFields(layout)[step] ?? [])
    const pageErrors = errorsAmong(valuesRef.current, page)
    const pageShown = new Set([...page].filter((name) => shown.has(name)))
    const childErrors = subFormErrorsOf(compiled, valuesRef.current, { validator, language, shown: pageShown })
    if (Object.keys(pageErrors).length > 0 || hasSubFormErrors(childErrors)) {
      setExtraErrors((errors) => ({ ...errors, ...pageErrors }))
      // The rows' messages show from now on, as the page's own fields' do.
      if (hasSubFormErrors(childErrors)) setRowsChecked(true)
      setProblem({ kind: 'invalid', messages: [] })
      reveal([...Object.keys(pageErrors), ...childErrors.keys()])
      return
    }
    setProblem(undefined)
    setActiveTabs(new Map())
    setStep(step + 1)
  }

  const lastStep = layout.type !== 'steps' || step >= layout.steps.length - 1
  // A draft of a krud with a workflow is saved, or saved and submitted: a new record (its
  // process starts at START), or a stored one whose START step is the caller's to take.
  const offersSubmit = showsProcess && !readOnly && lastStep && (mode === 'create' || draft !== undefined)
  const problemText =
    problem === undefined
      ? undefined
      : problem.kind === 'invalid'
        ? settings.messages.invalid
        : problem.kind === 'changed'
          ? formMessage('recordChanged', language)
          : problem.kind === 'no-identity'
            ? formMessage('noIdentity', language)
            : settings.messages.error

  return (
    <RecordFormContext.Provider value={state}>
      <div
        ref={rootRef}
        data-testid="record-form"
        data-form={form.name}
        data-mode={mode}
        className="record-form"
        style={{
          ...frameTheme,
          width: settings.width,
          maxWidth: '100%',
          minHeight: settings.minHeight,
          padding: settings.padding,
        }}
      >
        <style href="tamga-form-field" precedence="medium">
          {FIELD_FRAME_CSS}
        </style>
        {settings.notice !== undefined && (
          <Alert type="warning" showIcon title={settings.notice} style={{ marginBottom: 16 }} />
        )}
        {problemText !== undefined && (
          <Alert
            type="error"
            showIcon
            data-testid="record-form-problem"
            title={problemText}
            description={
              problem?.kind === 'invalid' && problem.messages.length > 0 ? (
                <ul style={{ margin: 0, paddingInlineStart: 18 }}>
                  {problem.messages.map((text) => (
                    <li key={text}>{text}</li>
                  ))}
                </ul>
              ) : undefined
            }
            style={{ marginBottom: 16 }}
          />
        )}
        <Form
          key={formKey}
          idPrefix={idPrefix}
          schema={compiled.schema}
          uiSchema={compiled.uiSchema}
          formData={recordFormData(compiled, values)}
          validator={validator}
          widgets={RJSF_WIDGETS}
          fields={RJSF_FIELDS}
          templates={TEMPLATES}
          formContext={settings.formContext}
          transformErrors={transformErrors}
          customValidate={customValidate}
          extraErrors={extraErrors}
          showErrorList={false}
          liveValidate={attempted ? 'onChange' : false}
          noHtml5Validate
          readonly={readOnly}
          onChange={handleChange}
          onError={handleError}
          onSubmit={(event) => {
            // Enter in a field of an earlier page moves on, as the next button does.
            if (readOnly) return
            if (lastStep) void save(event.formData)
            else nextStep()
          }}
        >
          <Flex gap={8} wrap justify="flex-end" style={{ marginTop: 8 }} className="record-form-buttons">
            {settings.showBackButton && props.onCancel !== undefined && (
              <Button onClick={props.onCancel} data-testid="record-form-back">
                {formMessage('back', language)}
              </Button>
            )}
            {!readOnly && settings.showResetButton && (
              <Button onClick={() => restart(opening)} disabled={saving} data-testid="record-form-reset">
                {formMessage('reset', language)}
              </Button>
            )}
            {layout.type === 'steps' && step > 0 && (
              <Button onClick={() => state.goToStep(step - 1)} data-testid="record-form-previous">
                {formMessage('previousStep', language)}
              </Button>
            )}
            {!lastStep && (
              <Button type="primary" onClick={nextStep} data-testid="record-form-next">
                {formMessage('nextStep', language)}
              </Button>
            )}
            {!readOnly && lastStep && (
              <Button
                type={offersSubmit ? 'default' : 'primary'}
                htmlType="submit"
                loading={saving && !submitting.current}
                disabled={saving && submitting.current}
                data-testid="record-form-save"
              >
                {settings.saveButtonText}
              </Button>
            )}
            {offersSubmit && (
              <Button
                type="primary"
                htmlType="submit"
                loading={saving && submitting.current}
                disabled={saving && !submitting.current}
                data-testid="record-form-submit"
                onClick={() => {
                  // Set before the form's submit event, which runs the checks and then the save.
                  submitting.current = true
                }}
              >
                {draft === undefined ? formMessage('submitDraft', language) : portButtonText(draft.port, language)}
              </Button>
            )}
          </Flex>
        </Form>
      </div>
    </RecordFormContext.Provider>
  )
}
