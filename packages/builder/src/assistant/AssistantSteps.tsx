// The assistant's steps drawn one by one: each takes the answers so far and hands back a change.
import { type HttpClient, type RecordsClient, RecordsGrid, recordsClient } from '@tamga/renderer'
import {
  type DocumentIssue,
  type FormDocument,
  flattenMenu,
  type GridDocument,
  type LanguageCode,
  type LocalizedText,
  localizedText,
  type MenuDocument,
  type ModelDocument,
  type RoleDocument,
} from '@tamga/schema'
import {
  Alert,
  Button,
  Checkbox,
  Col,
  Form,
  Input,
  Radio,
  Row,
  Segmented,
  Select,
  Space,
  Spin,
  Switch,
  Table,
  Tag,
  Typography,
} from 'antd'
import { type JSX, type ReactNode, useMemo } from 'react'
import type { DocumentsClient } from '../client/documentsClient.ts'
import { IssueText } from '../controls/IssueText.tsx'
import { issueText } from '../controls/issuesAt.ts'
import { LocalizedTextInput } from '../controls/LocalizedTextInput.tsx'
import { DocumentPicker, IconPicker } from '../controls/NamePickers.tsx'
import { RemoveButton } from '../controls/RemoveButton.tsx'
import { FormPreview } from '../editors/form/FormPreview.tsx'
import { COLUMN_KINDS, type ColumnKind, type PlannedColumn, type ScreenRights } from './screenPlan.ts'
import type { ScreenProblem } from './screenProblems.ts'
import type { PreviewRows } from './usePreviewRows.ts'
import { assistantWord, columnKindWord } from './words.ts'

type Word = Parameters<typeof assistantWord>[0]

/** What every step is given: the language and the problems to show at their fields. */
export interface StepBase {
  language: LanguageCode
  problems: readonly ScreenProblem[]
}

/** One problem's sentence: the assistant's word, the server's sentence, or its issue with the details folded away. */
function ProblemText({ problem, language }: { problem: ScreenProblem; language: LanguageCode }): JSX.Element {
  if ('issue' in problem) return <IssueText issues={[problem.issue]} language={language} />
  return <div>{'word' in problem ? assistantWord(problem.word, language) : problem.text}</div>
}

/** The problems at one place (`name`, `columns/2/label`), one sentence each; nothing where there are none. */
export function FieldProblems({ problems, place, language }: StepBase & { place: string }): JSX.Element | null {
  const found = problems.filter((problem) => problem.at === place)
  if (found.length === 0) return null
  return (
    <div data-testid={`assistant-problem-${place.replaceAll('/', '-')}`}>
      {found.map((problem, index) => (
        // The same place's problems never change order while shown.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <ProblemText key={index} problem={problem} language={language} />
      ))}
    </div>
  )
}

/** The problem sentences at one place, for a Form.Item. */
function at(base: StepBase, place: string): { validateStatus?: 'error'; help?: ReactNode } {
  if (!base.problems.some((problem) => problem.at === place)) return {}
  return { validateStatus: 'error', help: <FieldProblems {...base} place={place} /> }
}

/**
 * The problems about a step as a whole (place `''`): what the server refused that names no field
 * the step shows, said above the step's fields.
 */
export function StepProblems({ problems, language }: StepBase): JSX.Element | null {
  const found = problems.filter((problem) => problem.at === '')
  if (found.length === 0) return null
  return (
    <Alert
      type="error"
      showIcon
      style={{ marginBottom: 16 }}
      data-testid="assistant-problem-step"
      title={found.map((problem, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the step's problems never change order while shown
        <ProblemText key={index} problem={problem} language={language} />
      ))}
    />
  )
}

export interface ScreenStepProps extends StepBase {
  title: LocalizedText | undefined
  onTitle: (title: LocalizedText | undefined) => void
  name: string
  onName: (name: string) => void
  mode: 'new' | 'existing'
  onMode: (mode: 'new' | 'existing') => void
  documents: DocumentsClient
  existingModel: string | undefined
  onExistingModel: (model: string | undefined) => void
}

/** Step 1: the title, the Latin name proposed from it, and a new or an existing table. */
export function ScreenStep(props: ScreenStepProps): JSX.Element {
  const { language } = props
  const w = (key: Word) => assistantWord(key, language)
  return (
    <Form layout="vertical" style={{ maxWidth: 760 }}>
      <Form.Item label={w('title')} extra={w('titleHelp')} required {...at(props, 'title')}>
        <LocalizedTextInput value={props.title} onChange={props.onTitle} testId="assistant-title" />
      </Form.Item>
      <Form.Item label={w('name')} extra={w('nameHelp')} required {...at(props, 'name')}>
        <Input
          value={props.name}
          onChange={(event) => props.onName(event.target.value)}
          style={{ maxWidth: 360 }}
          data-testid="assistant-name"
        />
      </Form.Item>
      <Form.Item label={w('tableMode')}>
        <Radio.Group
          value={props.mode}
          onChange={(event) => props.onMode(event.target.value)}
          optionType="button"
          options={[
            { value: 'new', label: <span data-testid="assistant-table-new">{w('tableNew')}</span> },
            { value: 'existing', label: <span data-testid="assistant-table-existing">{w('tableExisting')}</span> },
          ]}
        />
      </Form.Item>
      {props.mode === 'existing' && (
        <Form.Item label={w('existingModel')} required {...at(props, 'model')}>
          <DocumentPicker
            documents={props.documents}
            kind="model"
            language={language}
            value={props.existingModel}
            onChange={props.onExistingModel}
            style={{ maxWidth: 420 }}
            testId="assistant-model"
          />
        </Form.Item>
      )}
    </Form>
  )
}

export interface ColumnsStepProps extends StepBase {
  mode: 'new' | 'existing'
  columns: readonly PlannedColumn[]
  onColumn: (index: number, patch: Partial<PlannedColumn>, proposeName?: boolean) => void
  onAdd: () => void
  onRemove: (index: number) => void
  documents: DocumentsClient
  /** The migration the save will run (the model builder's panel). */
  migration: ReactNode
}

/** Step 2: a new table's columns, each a label, a proposed Latin name, a type in words, required. */
export function ColumnsStep(props: ColumnsStepProps): JSX.Element {
  const { language } = props
  const w = (key: Word) => assistantWord(key, language)
  if (props.mode === 'existing') {
    // The server plans the table as it is stored: that it needs no change is its word, not the assistant's.
    return (
      <Row gutter={16}>
        <Col xs={24} xl={14}>
          <Typography.Paragraph type="secondary">{w('existingColumns')}</Typography.Paragraph>
          <Table
            size="small"
            pagination={false}
            rowKey="name"
            dataSource={[...props.columns]}
            data-testid="assistant-existing-columns"
            columns={[
              { title: w('columnLabel'), dataIndex: 'label' },
              { title: w('columnKind'), render: (_, column) => columnKindWord(column.kind, language) },
            ]}
          />
        </Col>
        <Col xs={24} xl={10}>
          {props.migration}
        </Col>
      </Row>
    )
  }
  return (
    <Row gutter={16}>
      {/* The columns take the whole width up to a wide screen, the migration then goes below them. */}
      <Col xs={24} xxl={15}>
        <Form layout="vertical" component="div">
          {props.columns.map((column, index) => (
            <Row
              // Columns are edited in place and removed by their place: the place is their identity here.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              key={index}
              gutter={8}
              align="top"
              data-testid={`assistant-column-${index}`}
            >
              <Col span={6}>
                <Form.Item label={w('columnLabel')} required {...at(props, `columns/${index}/label`)}>
                  <Input
                    value={column.label}
                    onChange={(event) => props.onColumn(index, { label: event.target.value }, true)}
                    data-testid={`assistant-column-${index}-label`}
                  />
                </Form.Item>
              </Col>
              <Col span={5}>
                <Form.Item label={w('columnName')} required {...at(props, `columns/${index}/name`)}>
                  <Input
                    value={column.name}
                    onChange={(event) => props.onColumn(index, { name: event.target.value })}
                    data-testid={`assistant-column-${index}-name`}
                  />
                </Form.Item>
              </Col>
              <Col span={6}>
                <Form.Item label={w('columnKind')}>
                  <Select
                    value={column.kind}
                    onChange={(kind: ColumnKind) => props.onColumn(index, { kind })}
                    options={COLUMN_KINDS.map((kind) => ({ value: kind, label: columnKindWord(kind, language) }))}
                    popupMatchSelectWidth={false}
                    data-testid={`assistant-column-${index}-kind`}
                  />
                </Form.Item>
              </Col>
              <Col span={5}>
                {column.kind === 'relation' && (
                  <Form.Item label={w('columnRelated')} required {...at(props, `columns/${index}/related`)}>
                    <DocumentPicker
                      documents={props.documents}
                      kind="model"
                      language={language}
                      value={column.related}
                      onChange={(related) => props.onColumn(index, { related })}
                      testId={`assistant-column-${index}-related`}
                    />
                  </Form.Item>
                )}
              </Col>
              <Col span={2}>
                <Form.Item label={w('columnRequired')}>
                  <Space>
                    <Checkbox
                      checked={column.required}
                      onChange={(event) => props.onColumn(index, { required: event.target.checked })}
                      data-testid={`assistant-column-${index}-required`}
                    />
                    <RemoveButton
                      label={w('removeColumn')}
                      onClick={() => props.onRemove(index)}
                      testId={`assistant-column-${index}-remove`}
                    />
                  </Space>
                </Form.Item>
              </Col>
            </Row>
          ))}
          <Form.Item {...at(props, 'columns')}>
            <Button onClick={props.onAdd} data-testid="assistant-add-column">
              {w('addColumn')}
            </Button>
          </Form.Item>
        </Form>
      </Col>
      <Col xs={24} xxl={9}>
        {props.migration}
      </Col>
    </Row>
  )
}

export interface FormStepProps extends StepBase {
  columns: readonly PlannedColumn[]
  stepsOn: boolean
  onStepsOn: (on: boolean) => void
  titles: [LocalizedText, LocalizedText]
  onTitles: (titles: [LocalizedText, LocalizedText]) => void
  secondStep: ReadonlySet<string>
  onFieldStep: (name: string, step: 0 | 1) => void
  form: FormDocument
  model: ModelDocument
  related: Record<string, ModelDocument>
  http: HttpClient
}

/** Step 3: the form from the columns, in one page or two steps, drawn live by the renderer. */
export function FormStep(props: FormStepProps): JSX.Element {
  const { language } = props
  const w = (key: Word) => assistantWord(key, language)
  return (
    <Row gutter={16}>
      <Col xs={24} xl={10}>
        <Form layout="vertical" component="div">
          <Form.Item label={w('formSteps')} extra={w('formStepsHelp')} {...at(props, 'steps')}>
            <Switch checked={props.stepsOn} onChange={props.onStepsOn} data-testid="assistant-form-steps" />
          </Form.Item>
          {props.stepsOn && (
            <>
              <Form.Item label={`${w('firstStep')}: ${w('stepTitle')}`}>
                <LocalizedTextInput
                  value={props.titles[0]}
                  onChange={(title) => props.onTitles([title ?? { mn_MN: '' }, props.titles[1]])}
                  testId="assistant-step-0-title"
                />
              </Form.Item>
              <Form.Item label={`${w('secondStep')}: ${w('stepTitle')}`}>
                <LocalizedTextInput
                  value={props.titles[1]}
                  onChange={(title) => props.onTitles([props.titles[0], title ?? { mn_MN: '' }])}
                  testId="assistant-step-1-title"
                />
              </Form.Item>
            </>
          )}
          <Typography.Title level={5}>{w('fields')}</Typography.Title>
          {props.columns.map((column) => (
            <Row
              key={column.name}
              align="middle"
              style={{ marginBottom: 8 }}
              data-testid={`assistant-field-${column.name}`}
            >
              <Col flex="auto">
                {column.label} <Tag>{columnKindWord(column.kind, language)}</Tag>
              </Col>
              {props.stepsOn && (
                <Col>
                  <Segmented
                    size="small"
                    value={props.secondStep.has(column.name) ? 1 : 0}
                    onChange={(step) => props.onFieldStep(column.name, step === 1 ? 1 : 0)}
                    options={[
                      {
                        value: 0,
                        label: <span data-testid={`assistant-field-${column.name}-step-0`}>{w('firstStep')}</span>,
                      },
                      {
                        value: 1,
                        label: <span data-testid={`assistant-field-${column.name}-step-1`}>{w('secondStep')}</span>,
                      },
                    ]}
                  />
                </Col>
              )}
            </Row>
          ))}
        </Form>
      </Col>
      <Col xs={24} xl={14}>
        <FormPreview
          form={props.form}
          model={props.model}
          krud={undefined}
          subForms={{}}
          subModels={props.related}
          language={language}
          http={props.http}
        />
      </Col>
    </Row>
  )
}

/**
 * The records client of a new table's grid preview: the table does not exist until the screen is
 * made, so it has no rows; the list is drawn empty, with its real headers and filters, and says
 * so in words. Everything else goes to the server as usual.
 */
function newTableClient(http: HttpClient): RecordsClient {
  const client = recordsClient(http)
  return {
    ...client,
    list: async () => ({
      ok: true,
      status: 200,
      data: {
        status: true,
        rows: [],
        total: 0,
        totalIsEstimate: false,
        page: 1,
        pageSize: 50,
        firstRowNumber: 1,
        next: null,
        consolidation: {},
      },
    }),
  }
}

export interface GridStepProps extends StepBase {
  mode: 'new' | 'existing'
  columns: readonly PlannedColumn[]
  hidden: ReadonlySet<string>
  onShown: (name: string, shown: boolean) => void
  grid: GridDocument
  model: ModelDocument
  http: HttpClient
  /** Over an existing table: where its rows are read from. */
  rows: PreviewRows
}

/**
 * Step 4: the list's columns, from the model as the grid builder adds them, drawn by the
 * renderer: over an existing table with the first rows the server returns (read through a screen
 * that lists it, as the signed-in person), over a new one empty, saying why.
 */
export function GridStep(props: GridStepProps): JSX.Element {
  const { language } = props
  const w = (key: Word) => assistantWord(key, language)
  const existing = props.mode === 'existing'
  const { rows } = props
  const source = existing && rows.state === 'source' ? rows.source : undefined
  const client = useMemo(
    () => (source === undefined ? newTableClient(props.http) : recordsClient(props.http)),
    [source, props.http],
  )
  const unread = source === undefined ? [] : props.grid.columns.filter((column) => !source.read.has(column.field))
  const labelOf = (field: string) => props.columns.find((column) => column.name === field)?.label ?? field
  let note: ReactNode
  if (!existing) note = w('gridPreviewNew')
  else if (rows.state === 'looking') note = <Spin size="small" />
  else if (source === undefined) note = w('gridPreviewNoScreen')
  else
    note = (
      <>
        {w('gridPreviewRows').replace('{screen}', localizedText(source.title, language) ?? source.krud)}
        {unread.length > 0 && (
          <>
            {' '}
            {w('gridPreviewUnread')}: {unread.map((column) => labelOf(column.field)).join(', ')}.
          </>
        )}
      </>
    )
  const drawn = !existing || rows.state !== 'looking'
  return (
    <Row gutter={16}>
      <Col xs={24} xl={6}>
        <Form layout="vertical" component="div">
          <Form.Item label={w('gridColumns')} {...at(props, 'grid')}>
            <Space orientation="vertical">
              {props.columns.map((column) => (
                <Checkbox
                  key={column.name}
                  checked={!props.hidden.has(column.name)}
                  onChange={(event) => props.onShown(column.name, event.target.checked)}
                  data-testid={`assistant-grid-${column.name}`}
                >
                  {column.label}
                </Checkbox>
              ))}
            </Space>
          </Form.Item>
        </Form>
      </Col>
      <Col xs={24} xl={18} data-testid="assistant-grid-preview" data-rows={existing ? rows.state : 'new'}>
        <Typography.Paragraph type="secondary" data-testid="assistant-grid-preview-note">
          {note}
        </Typography.Paragraph>
        {drawn && props.grid.columns.length > 0 && (
          <RecordsGrid
            key={`${source?.krud ?? ''} ${props.grid.columns.map((column) => column.field).join(' ')}`}
            client={client}
            krud={source?.krud ?? props.grid.name}
            grid={props.grid}
            model={props.model}
            language={language}
            height={source === undefined ? 200 : 360}
            // A list with no rows the assistant may read says why, where the grid would say that a search found nothing.
            emptyText={source === undefined ? w(existing ? 'gridEmptyUnread' : 'gridEmptyNew') : undefined}
          />
        )}
      </Col>
    </Row>
  )
}

export interface MenuStepProps extends StepBase {
  documents: DocumentsClient
  menu: string | undefined
  onMenu: (menu: string) => void
  menuDocument: MenuDocument | undefined
  parent: string | null
  onParent: (parent: string | null) => void
  title: LocalizedText | undefined
  onTitle: (title: LocalizedText | undefined) => void
  icon: string | undefined
  onIcon: (icon: string | undefined) => void
}

const TOP = '__top__'

/** Step 5: which menu, under which group, with what title and icon. */
export function MenuStep(props: MenuStepProps): JSX.Element {
  const { language } = props
  const w = (key: Word) => assistantWord(key, language)
  const groups = flattenMenu(props.menuDocument?.items ?? []).filter(
    (entry) => entry.link_to === 'noAction' || entry.link_to === 'noActionSubTop',
  )
  return (
    <Form layout="vertical" style={{ maxWidth: 760 }}>
      <Form.Item label={w('menu')} required {...at(props, 'menu')}>
        <DocumentPicker
          documents={props.documents}
          kind="menu"
          language={language}
          allowClear={false}
          value={props.menu}
          onChange={(menu) => menu !== undefined && props.onMenu(menu)}
          style={{ maxWidth: 420 }}
          testId="assistant-menu"
        />
      </Form.Item>
      <Form.Item label={w('menuParent')}>
        <Select
          value={props.parent ?? TOP}
          onChange={(parent: string) => props.onParent(parent === TOP ? null : parent)}
          options={[
            { value: TOP, label: w('menuTop') },
            ...groups.map((entry) => ({
              value: entry.id,
              label: localizedText(entry.title, language) ?? entry.id,
            })),
          ]}
          style={{ maxWidth: 420 }}
          data-testid="assistant-menu-parent"
        />
      </Form.Item>
      <Form.Item label={w('menuTitle')} required {...at(props, 'menuTitle')}>
        <LocalizedTextInput value={props.title} onChange={props.onTitle} testId="assistant-menu-title" />
      </Form.Item>
      <Form.Item label={w('menuIcon')}>
        <IconPicker
          language={language}
          value={props.icon}
          onChange={props.onIcon}
          placeholder={w('noIcon')}
          style={{ maxWidth: 420 }}
          testId="assistant-menu-icon"
        />
      </Form.Item>
    </Form>
  )
}

export interface RightsStepProps extends StepBase {
  roles: readonly RoleDocument[]
  menu: string | undefined
  rights: Record<string, ScreenRights>
  onRights: (role: string, rights: ScreenRights) => void
}

const RIGHT_WORDS: ReadonlyArray<[keyof ScreenRights, Word]> = [
  ['see', 'rightSee'],
  ['add', 'rightAdd'],
  ['edit', 'rightEdit'],
  ['remove', 'rightRemove'],
]

const NONE: ScreenRights = { see: false, add: false, edit: false, remove: false }

/** Step 6: which roles may see, add, edit and delete the screen's records. */
export function RightsStep(props: RightsStepProps): JSX.Element {
  const { language } = props
  const w = (key: Word) => assistantWord(key, language)
  return (
    <div>
      <Typography.Paragraph type="secondary">{w('rightsHelp')}</Typography.Paragraph>
      <Table
        size="small"
        pagination={false}
        rowKey="name"
        dataSource={[...props.roles]}
        style={{ maxWidth: 760 }}
        columns={[
          {
            title: w('role'),
            render: (_, role) => (
              <span>
                {localizedText(role.display_name, language)} {role.menu !== props.menu && <Tag>{w('otherMenu')}</Tag>}
              </span>
            ),
          },
          ...RIGHT_WORDS.map(([right, word]) => ({
            title: w(word),
            render: (_: unknown, role: RoleDocument) => {
              const current = props.rights[role.name] ?? NONE
              return (
                <Checkbox
                  checked={current[right]}
                  onChange={(event) => {
                    const next = { ...current, [right]: event.target.checked }
                    // Adding, editing or deleting a record needs seeing it.
                    if (right !== 'see' && event.target.checked) next.see = true
                    if (right === 'see' && !event.target.checked) Object.assign(next, NONE)
                    props.onRights(role.name, next)
                  }}
                  data-testid={`assistant-right-${role.name}-${right}`}
                />
              )
            },
          })),
        ]}
      />
    </div>
  )
}

/** A refusal's sentence with the issues the server named, each a sentence; the pointer stays for experts, on hover. */
export function RefusalText({
  message,
  issues,
  language,
  action,
}: {
  message: string
  issues: readonly DocumentIssue[]
  language: LanguageCode
  /** A button that goes where the problem can be mended. */
  action?: ReactNode
}): JSX.Element {
  return (
    <Alert
      type="error"
      showIcon
      title={message}
      action={action}
      description={
        issues.length === 0 ? undefined : (
          <ul style={{ margin: 0, paddingInlineStart: 18 }}>
            {issues.map((issue) => (
              <li key={`${issue.path} ${issue.code}`}>
                <span title={`${assistantWord('expertDetail', language)}: ${issue.path}`}>
                  {issueText(issue, language)}
                </span>
              </li>
            ))}
          </ul>
        )
      }
    />
  )
}
