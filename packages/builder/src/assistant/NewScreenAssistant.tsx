import type { HttpClient } from '@tamga/renderer'
import {
  freeName,
  type LanguageCode,
  type LocalizedText,
  localizedText,
  type MenuDocument,
  type ModelDocument,
  nameFromTitle,
  type RoleDocument,
} from '@tamga/schema'
import { Alert, Button, Card, Col, List, Result, Row, Space, Steps, Tag, Typography } from 'antd'
import { type JSX, useMemo, useRef, useState } from 'react'
import type { DocumentsClient } from '../client/documentsClient.ts'
import { useDocument, useDocumentNames, useDocumentsNamed } from '../client/useDocuments.ts'
import { menuIds } from '../editors/menu/menuTree.ts'
import { MigrationPanel } from '../editors/model/MigrationPanel.tsx'
import { useModelPlan } from '../editors/model/useModelPlan.ts'
import {
  ColumnsStep,
  FormStep,
  GridStep,
  MenuStep,
  RefusalText,
  RightsStep,
  ScreenStep,
  StepProblems,
} from './AssistantSteps.tsx'
import {
  createScreen,
  type PartStatus,
  partKey,
  type ScreenDocuments,
  type ScreenPart,
  screenParts,
} from './createScreen.ts'
import {
  columnKindsShown,
  formFromPlan,
  grantsAnything,
  gridFromPlan,
  krudFromPlan,
  menuWithEntry,
  modelFromPlan,
  type PlannedColumn,
  roleWithRights,
  type ScreenPlan,
  type ScreenRights,
  screenColumns,
  screenNames,
} from './screenPlan.ts'
import {
  ASSISTANT_STEPS,
  type AssistantStep,
  refusalProblems,
  type ScreenProblem,
  stepProblems,
} from './screenProblems.ts'
import { usePreviewRows } from './usePreviewRows.ts'
import { assistantWord } from './words.ts'

type Word = Parameters<typeof assistantWord>[0]

const STEP_WORDS: Record<AssistantStep, Word> = {
  screen: 'stepScreen',
  columns: 'stepColumns',
  form: 'stepForm',
  grid: 'stepGrid',
  menu: 'stepMenu',
  rights: 'stepRights',
  summary: 'stepSummary',
}

const PART_WORDS: Record<string, Word> = {
  model: 'partModel',
  form: 'partForm',
  grid: 'partGrid',
  krud: 'partKrud',
  menu: 'partMenu',
  role: 'partRole',
}

/** The step where a refused part is mended: the Latin name when its name is taken, else where its issues point. */
function mendStep(part: ScreenPart, status: Extract<PartStatus, { status: 'failed' }>): AssistantStep {
  if (status.nameTaken === true) return 'screen'
  return refusalProblems(part.part, status.refusal)[0]?.step ?? 'summary'
}

/** The super admin, who is given every right on a new screen unless told otherwise. */
const SUPER_ADMIN_ID = 1

/** The column names a label proposes, free among the other columns and the system's own. */
function proposedColumnName(label: string, others: readonly PlannedColumn[]): string {
  const taken = new Set([
    'id',
    'created_at',
    'updated_at',
    'deleted_at',
    'process_status',
    ...others.map((c) => c.name),
  ])
  const proposed = nameFromTitle(label)
  return proposed === '' ? '' : freeName(proposed, taken)
}

export interface NewScreenAssistantProps {
  documents: DocumentsClient
  http: HttpClient
  language: LanguageCode
  /** The address of the screen a menu entry opens (`/admin/p/{id}`). */
  screenPath: (menuItemId: string) => string
  /** Goes to an address inside the app. */
  navigate: (path: string) => void
  /** Told once everything is made; the app reloads the signed-in person's menu and rights before the link shows. */
  onCreated: () => Promise<void>
}

/**
 * The "new screen" assistant (issue 27): from an existing or a new table to the form, the list,
 * the CRUD screen, its menu entry and the roles' rights, one step at a time with live previews,
 * ending in a screen staff can use at once. The individual builders stay for fine control.
 */
export function NewScreenAssistant({
  documents,
  http,
  language,
  screenPath,
  navigate,
  onCreated,
}: NewScreenAssistantProps): JSX.Element {
  const w = (key: Word) => assistantWord(key, language)
  const [current, setCurrent] = useState(0)
  // The furthest step reached: the steps bar goes back to any step up to it.
  const [reached, setReached] = useState(0)
  const goTo = (at: number) => {
    setCurrent(at)
    setReached((before) => Math.max(before, at))
  }
  const [tried, setTried] = useState<ReadonlySet<AssistantStep>>(new Set())
  // Step 1
  const [title, setTitle] = useState<LocalizedText | undefined>(undefined)
  const [name, setName] = useState('')
  const nameEdited = useRef(false)
  const [mode, setMode] = useState<'new' | 'existing'>('new')
  const [existingModel, setExistingModel] = useState<string | undefined>(undefined)
  // Step 2
  const [columns, setColumns] = useState<PlannedColumn[]>([{ label: '', name: '', kind: 'text', required: true }])
  const namesEdited = useRef<Set<number>>(new Set())
  // Step 3
  const [stepsOn, setStepsOn] = useState(false)
  const [stepTitles, setStepTitles] = useState<[LocalizedText, LocalizedText]>([
    { mn_MN: assistantWord('firstStepTitle', 'mn_MN') },
    { mn_MN: assistantWord('secondStepTitle', 'mn_MN') },
  ])
  const [secondStep, setSecondStep] = useState<ReadonlySet<string>>(new Set())
  // Step 4
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set())
  // Step 5
  const [menuName, setMenuName] = useState<string | undefined>(undefined)
  const [parent, setParent] = useState<string | null>(null)
  const [menuTitle, setMenuTitle] = useState<LocalizedText | undefined>(undefined)
  const menuTitleEdited = useRef(false)
  const [icon, setIcon] = useState<string | undefined>(undefined)
  // Step 6
  const [rights, setRights] = useState<Record<string, ScreenRights>>({})
  // Step 7
  const made = useRef(new Set<string>())
  const [statuses, setStatuses] = useState<Record<string, PartStatus>>({})
  const [running, setRunning] = useState(false)
  const [finished, setFinished] = useState(false)
  const [frozenMenuId, setFrozenMenuId] = useState<string | undefined>(undefined)
  // Names the server found taken by documents the assistant did not make (since this page opened).
  const [refusedNames, setRefusedNames] = useState<ReadonlySet<string>>(new Set())

  // The project as it is.
  const models = useDocumentNames(documents, 'model')
  const forms = useDocumentNames(documents, 'form')
  const grids = useDocumentNames(documents, 'grid')
  const kruds = useDocumentNames(documents, 'krud')
  const menus = useDocumentNames(documents, 'menu')
  const roleNames = useDocumentNames(documents, 'role')
  const roleDocuments = useDocumentsNamed(
    documents,
    'role',
    roleNames.map((role) => role.name),
  )
  const roles = useMemo(() => [...roleDocuments.values()].sort((a, b) => a.id - b.id), [roleDocuments])
  const chosenMenu = menuName ?? (menus.some((menu) => menu.name === 'admin') ? 'admin' : menus[0]?.name)
  const menuDocument = useDocument(documents, 'menu', chosenMenu)
  const existing = useDocument(documents, 'model', mode === 'existing' ? existingModel : undefined)

  // Names other screens have: a model, a krud, or a form or grid of the base's name.
  const takenNames = useMemo(() => {
    const taken = new Set<string>()
    for (const model of models) if (mode === 'new') taken.add(model.name)
    for (const krud of kruds) taken.add(krud.name)
    for (const form of forms) if (form.name.endsWith('_form')) taken.add(form.name.slice(0, -5))
    for (const grid of grids) if (grid.name.endsWith('_grid')) taken.add(grid.name.slice(0, -5))
    // What this assistant has made is its own, not taken.
    for (const key of made.current) taken.delete(key.slice(key.indexOf('/') + 1).replace(/_(form|grid)$/, ''))
    for (const refused of refusedNames) taken.add(refused)
    return taken
  }, [models, kruds, forms, grids, mode, refusedNames])

  const changeTitle = (next: LocalizedText | undefined) => {
    setTitle(next)
    const mn = localizedText(next, 'mn_MN') ?? ''
    if (!nameEdited.current) {
      const proposed = nameFromTitle(mn)
      setName(proposed === '' ? '' : freeName(proposed, takenNames))
    }
    if (!menuTitleEdited.current) setMenuTitle(next)
  }

  const relatedNames = useMemo(
    () => [
      ...new Set(
        [
          ...columns.map((column) => column.related ?? ''),
          ...(existing?.foreignKeys ?? []).map((key) => key.references.model),
        ].filter((found) => found !== ''),
      ),
    ],
    [columns, existing],
  )
  const related = useDocumentsNamed(documents, 'model', relatedNames)
  const relatedRecord = useMemo(() => Object.fromEntries(related), [related])

  // How the project's own screen over an existing table shows its columns, and its rows.
  const existingNames = useMemo(
    () =>
      existing === undefined
        ? []
        : screenColumns({ table: { mode: 'existing', model: existing.name } }, existing).map((column) => column.name),
    [existing],
  )
  const previewRows = usePreviewRows(documents, mode === 'existing' ? existing?.name : undefined, existingNames)
  const shownAs = useMemo(
    () =>
      previewRows.state === 'source' ? columnKindsShown(previewRows.source.form, previewRows.source.grid) : undefined,
    [previewRows],
  )

  const base = name
  const plan: ScreenPlan = useMemo(() => {
    const defaultMenuId = freeName(base, menuIds(menuDocument?.items ?? []))
    return {
      title: title ?? { mn_MN: '' },
      base,
      table:
        mode === 'new'
          ? { mode: 'new', columns }
          : { mode: 'existing', model: existingModel ?? '', ...(shownAs === undefined ? {} : { shownAs }) },
      steps: {
        on: stepsOn,
        titles: stepTitles,
        fieldSteps: Object.fromEntries([...secondStep].map((field) => [field, 1 as const])),
      },
      menu: {
        name: chosenMenu ?? '',
        parent,
        title: menuTitle ?? title ?? { mn_MN: '' },
        icon,
        id: frozenMenuId ?? defaultMenuId,
      },
      rights,
    }
  }, [
    title,
    base,
    mode,
    columns,
    existingModel,
    shownAs,
    stepsOn,
    stepTitles,
    secondStep,
    chosenMenu,
    parent,
    menuTitle,
    icon,
    rights,
    frozenMenuId,
    menuDocument,
  ])

  const newModel = useMemo(() => modelFromPlan(plan, columns, related), [plan, columns, related])
  const model: ModelDocument | undefined = mode === 'new' ? newModel : existing
  const planned = useMemo(() => screenColumns(plan, model), [plan, model])
  const form = useMemo(
    () => (model === undefined ? undefined : formFromPlan(plan, model, related)),
    [plan, model, related],
  )
  const grid = useMemo(() => {
    if (model === undefined) return undefined
    const all = gridFromPlan(plan, model, related)
    return { ...all, columns: all.columns.filter((column) => !hidden.has(column.field)) }
  }, [plan, model, related, hidden])
  const krud = useMemo(() => krudFromPlan(plan), [plan])
  // An existing table is planned as stored, so the server says whether it needs any change.
  const migration = useModelPlan(documents, mode === 'existing' && existing !== undefined ? existing : newModel)

  // The super admin gets every right unless the person changes it, so the link opens for them.
  const effectiveRights = useMemo(() => {
    const all: Record<string, ScreenRights> = {}
    for (const role of roles) {
      const chosen = rights[role.name]
      if (chosen !== undefined) all[role.name] = chosen
      else if (role.id === SUPER_ADMIN_ID) all[role.name] = { see: true, add: true, edit: true, remove: true }
    }
    return all
  }, [roles, rights])

  const answers = {
    titleMn: localizedText(title, 'mn_MN') ?? '',
    name,
    takenNames,
    mode,
    existingModel,
    columns,
    stepsOn,
    secondStep,
    formColumns: planned.map((column) => column.name),
    gridColumnCount: grid?.columns.length ?? 0,
    menu: chosenMenu,
    menuTitleMn: localizedText(plan.menu.title, 'mn_MN') ?? '',
  }
  const screen: ScreenDocuments | undefined = useMemo(() => {
    if (model === undefined || form === undefined || grid === undefined) return undefined
    const menuOf = (stored: MenuDocument) => menuWithEntry(stored, plan)
    return {
      model: mode === 'new' ? model : undefined,
      form,
      grid,
      krud,
      menu: { name: plan.menu.name, edit: menuOf },
      roles: roles
        .filter((role) => grantsAnything(effectiveRights[role.name]))
        .map((role) => ({
          name: role.name,
          edit: (stored: RoleDocument, shownMenu: MenuDocument) =>
            roleWithRights(
              stored,
              shownMenu,
              plan,
              effectiveRights[role.name] ?? { see: false, add: false, edit: false, remove: false },
            ),
        })),
    }
  }, [model, form, grid, krud, plan, mode, roles, effectiveRights])

  const step = ASSISTANT_STEPS[current] ?? 'screen'
  const problemsOf = (which: AssistantStep) => stepProblems(which, answers)

  const names = screenNames(plan)
  const parts = useMemo(() => (screen === undefined ? [] : screenParts(screen)), [screen])
  // The server's refusals of the last Create, each at the step and field that mend it, until Create runs again.
  const refused = useMemo(
    () =>
      parts.flatMap((part) => {
        const status = statuses[partKey(part)]
        return status?.status === 'failed' && status.nameTaken !== true
          ? refusalProblems(part.part, status.refusal)
          : []
      }),
    [parts, statuses],
  )
  const shown = (which: AssistantStep): ScreenProblem[] => [
    ...(tried.has(which) ? problemsOf(which) : []),
    ...refused.filter((found) => found.step === which).map((found) => found.problem),
  ]

  const next = () => {
    setTried((before) => new Set([...before, step]))
    if (problemsOf(step).length > 0) return
    goTo(Math.min(current + 1, ASSISTANT_STEPS.length - 1))
  }
  const back = () => setCurrent((at) => Math.max(at - 1, 0))

  const create = async () => {
    // Every step's problems show at once, and the person is taken to the first.
    setTried(new Set(ASSISTANT_STEPS))
    const local = ASSISTANT_STEPS.find((which) => problemsOf(which).length > 0)
    if (local !== undefined) {
      setCurrent(ASSISTANT_STEPS.indexOf(local))
      return
    }
    if (screen === undefined) return
    // The entry's id is fixed at the first try, so a retry finds its own entry again.
    setFrozenMenuId(plan.menu.id)
    setRunning(true)
    const refused: Array<{ part: ScreenPart; status: Extract<PartStatus, { status: 'failed' }> }> = []
    const done = await createScreen({
      documents,
      screen,
      language,
      made: made.current,
      nameTaken: assistantWord('nameTaken', language),
      onPart: (key, status) => {
        setStatuses((before) => ({ ...before, [key]: status }))
        const part = parts.find((found) => partKey(found) === key)
        if (status.status === 'failed' && part !== undefined) refused.push({ part, status })
      },
    })
    if (done) await onCreated()
    setRunning(false)
    setFinished(done)
    const first = refused[0]
    if (first === undefined) return
    // Someone else's document has the name: said at the Latin name, which must change.
    if (first.status.nameTaken === true) setRefusedNames((before) => new Set([...before, name]))
    setCurrent(ASSISTANT_STEPS.indexOf(mendStep(first.part, first.status)))
  }

  const failed = parts.some((part) => statuses[partKey(part)]?.status === 'failed')
  const link = screenPath(plan.menu.id)
  const anyMade = made.current.size > 0

  const body = () => {
    switch (step) {
      case 'screen':
        return (
          <ScreenStep
            language={language}
            problems={shown('screen')}
            title={title}
            onTitle={changeTitle}
            name={name}
            onName={(value) => {
              nameEdited.current = true
              setName(value)
            }}
            mode={mode}
            onMode={setMode}
            documents={documents}
            existingModel={existingModel}
            onExistingModel={setExistingModel}
          />
        )
      case 'columns':
        return (
          <ColumnsStep
            language={language}
            problems={shown('columns')}
            mode={mode}
            columns={mode === 'new' ? columns : planned}
            onColumn={(index, patch, fromLabel) =>
              setColumns((before) =>
                before.map((column, at) => {
                  if (at !== index) return column
                  const changed = { ...column, ...patch }
                  if ('name' in patch) namesEdited.current.add(index)
                  if (fromLabel === true && !namesEdited.current.has(index)) {
                    changed.name = proposedColumnName(
                      changed.label,
                      before.filter((_, other) => other !== index),
                    )
                  }
                  return changed
                }),
              )
            }
            onAdd={() => setColumns((before) => [...before, { label: '', name: '', kind: 'text', required: false }])}
            onRemove={(index) => {
              namesEdited.current = new Set(
                [...namesEdited.current].filter((at) => at !== index).map((at) => (at > index ? at - 1 : at)),
              )
              setColumns((before) => before.filter((_, at) => at !== index))
            }}
            documents={documents}
            migration={<MigrationPanel state={migration.state} onRefresh={migration.refresh} language={language} />}
          />
        )
      case 'form':
        return model === undefined || form === undefined ? null : (
          <FormStep
            language={language}
            problems={shown('form')}
            columns={planned}
            stepsOn={stepsOn}
            onStepsOn={setStepsOn}
            titles={stepTitles}
            onTitles={setStepTitles}
            secondStep={secondStep}
            onFieldStep={(field, at) =>
              setSecondStep((before) => {
                const nextSet = new Set(before)
                if (at === 1) nextSet.add(field)
                else nextSet.delete(field)
                return nextSet
              })
            }
            form={form}
            model={model}
            related={relatedRecord}
            http={http}
          />
        )
      case 'grid':
        return model === undefined || grid === undefined ? null : (
          <GridStep
            language={language}
            mode={mode}
            rows={previewRows}
            problems={shown('grid')}
            columns={planned}
            hidden={hidden}
            onShown={(field, on) =>
              setHidden((before) => {
                const nextSet = new Set(before)
                if (on) nextSet.delete(field)
                else nextSet.add(field)
                return nextSet
              })
            }
            grid={grid}
            model={model}
            http={http}
          />
        )
      case 'menu':
        return (
          <MenuStep
            language={language}
            problems={shown('menu')}
            documents={documents}
            menu={chosenMenu}
            onMenu={(menu) => {
              setMenuName(menu)
              setParent(null)
            }}
            menuDocument={menuDocument}
            parent={parent}
            onParent={setParent}
            title={plan.menu.title}
            onTitle={(value) => {
              menuTitleEdited.current = true
              setMenuTitle(value)
            }}
            icon={icon}
            onIcon={setIcon}
          />
        )
      case 'rights':
        return (
          <RightsStep
            language={language}
            problems={[]}
            roles={roles}
            menu={chosenMenu}
            rights={effectiveRights}
            onRights={(role, value) => setRights((before) => ({ ...before, [role]: value }))}
          />
        )
      case 'summary':
        return (
          <Space orientation="vertical" style={{ width: '100%' }}>
            <Typography.Title level={5} style={{ marginTop: 0 }}>
              {w(finished ? 'summaryMade' : 'summaryWillMake')}
            </Typography.Title>
            {mode === 'existing' && existing !== undefined && (
              <Typography.Paragraph type="secondary" data-testid="assistant-summary-table">
                {w('summaryExistingTable').replace('{table}', localizedText(existing.title, language) ?? existing.name)}
              </Typography.Paragraph>
            )}
            <List
              bordered
              dataSource={parts}
              data-testid="assistant-summary"
              renderItem={(part) => {
                const status = statuses[partKey(part)] ?? { status: 'waiting' }
                const roleTitle =
                  part.part === 'role'
                    ? localizedText(roles.find((role) => role.name === part.name)?.display_name, language)
                    : undefined
                return (
                  <List.Item data-testid={`assistant-part-${part.part}`} data-status={status.status}>
                    <Space orientation="vertical" style={{ width: '100%' }}>
                      <Space>
                        <Typography.Text strong>{w(PART_WORDS[part.part] ?? 'partKrud')}</Typography.Text>
                        <Typography.Text>{roleTitle ?? localizedText(plan.title, language)}</Typography.Text>
                        <Tag
                          color={
                            status.status === 'done'
                              ? 'green'
                              : status.status === 'failed'
                                ? 'red'
                                : status.status === 'working'
                                  ? 'blue'
                                  : undefined
                          }
                        >
                          {w(
                            status.status === 'done'
                              ? 'statusDone'
                              : status.status === 'failed'
                                ? 'statusFailed'
                                : status.status === 'working'
                                  ? 'statusWorking'
                                  : 'statusWaiting',
                          )}
                        </Tag>
                      </Space>
                      {status.status === 'failed' && (
                        <RefusalText
                          message={status.refusal.message}
                          issues={'issues' in status.refusal ? status.refusal.issues : []}
                          language={language}
                          action={(() => {
                            const mendAt = mendStep(part, status)
                            return (
                              <Button
                                size="small"
                                onClick={() => setCurrent(ASSISTANT_STEPS.indexOf(mendAt))}
                                data-testid="assistant-mend"
                                data-step={mendAt}
                              >
                                {w('mendAt').replace('{step}', w(STEP_WORDS[mendAt]))}
                              </Button>
                            )
                          })()}
                        />
                      )}
                    </Space>
                  </List.Item>
                )
              }}
            />
            {failed && anyMade && (
              <Alert type="warning" showIcon title={w('failedMidway')} data-testid="assistant-midway" />
            )}
            {finished ? (
              <Result
                status="success"
                title={w('done')}
                data-testid="assistant-done"
                extra={
                  <a
                    href={link}
                    data-testid="assistant-open"
                    onClick={(event) => {
                      event.preventDefault()
                      navigate(link)
                    }}
                  >
                    {w('openScreen')}
                  </a>
                }
              />
            ) : (
              <Button type="primary" loading={running} onClick={() => void create()} data-testid="assistant-create">
                {failed ? w('retry') : w('create')}
              </Button>
            )}
          </Space>
        )
    }
  }

  return (
    <section data-testid="new-screen-assistant" data-step={step} data-names={`${names.model} ${names.krud}`}>
      <Typography.Title level={3}>{w('heading')}</Typography.Title>
      <Typography.Paragraph type="secondary">{w('intro')}</Typography.Paragraph>
      <Steps
        size="small"
        current={current}
        style={{ marginBottom: 16 }}
        onChange={(to) => {
          if (to <= reached && !running) setCurrent(to)
        }}
        items={ASSISTANT_STEPS.map((key, index) => {
          const problem = shown(key).length > 0
          return {
            title: (
              <span
                data-testid={`assistant-step-${key}`}
                data-problem={problem ? 'yes' : 'no'}
                title={problem ? w('stepHasProblem') : undefined}
              >
                {w(STEP_WORDS[key])}
              </span>
            ),
            disabled: index > reached,
            ...(problem ? { status: 'error' as const } : {}),
          }
        })}
        data-testid="assistant-steps"
      />
      <Card>
        <StepProblems problems={shown(step)} language={language} />
        {body()}
      </Card>
      <Row justify="space-between" style={{ marginTop: 16 }}>
        <Col>
          {current > 0 && !finished && (
            <Button onClick={back} disabled={running} data-testid="assistant-back">
              {w('back')}
            </Button>
          )}
        </Col>
        <Col>
          {step !== 'summary' && (
            <Button type="primary" onClick={next} data-testid="assistant-next">
              {w('next')}
            </Button>
          )}
        </Col>
      </Row>
    </section>
  )
}
