// The cells ag-grid does not draw by itself: images, files, links, tags, colour swatches, the
// workflow status and a column's icon, each read from the compiled column's context.
import {
  BankOutlined,
  BookOutlined,
  CalendarOutlined,
  CheckCircleOutlined,
  ClockCircleOutlined,
  CrownOutlined,
  DollarOutlined,
  EnvironmentOutlined,
  FileOutlined,
  FireOutlined,
  FlagOutlined,
  GiftOutlined,
  GlobalOutlined,
  HeartOutlined,
  HomeOutlined,
  IdcardOutlined,
  InfoCircleOutlined,
  LinkOutlined,
  MailOutlined,
  MobileOutlined,
  PaperClipOutlined,
  PhoneOutlined,
  PictureOutlined,
  ShopOutlined,
  StarOutlined,
  TagOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons'
import type { LanguageCode } from '@tamga/schema'
import type { ColDef } from 'ag-grid-community'
import type { CustomCellRendererProps } from 'ag-grid-react'
import { Tag } from 'antd'
import type { ReactNode } from 'react'
import { ProcessStatusCell } from '../workflow/ProcessStatusCell.tsx'
import type { ProcessWords } from '../workflow/processStatusLabel.ts'
import type { WorkflowClient } from '../workflow/workflowClient.ts'
import { fileUrls, linkHref, linkTarget, swatchColor, tagColor, tagValues } from './cellContent.ts'
import { formatCellValue, type RecordRow, type TamgaColumnContext } from './compile/index.ts'
import { gridMessage } from './gridMessages.ts'

/** What a drawn cell needs besides ag-grid's own parameters (its `cellRendererParams`). */
export interface RecordCellParams {
  krud: string
  language: LanguageCode
  /** The history route a process_status cell's popover loads from; without it the status only. */
  workflow?: Pick<WorkflowClient, 'history'> | undefined
  /** The app's `process` namespace, for a process_status cell's words (spec 2.7). */
  processWords?: ProcessWords | undefined
}

/** The props ag-grid gives a drawn cell. */
export type RecordCellProps = CustomCellRendererProps<RecordRow> & RecordCellParams

// Column icons by antd's kebab-case names. A name not listed draws no icon rather than pulling
// every icon of the set into the bundle.
const ICONS: Readonly<Record<string, ReactNode>> = {
  bank: <BankOutlined />,
  book: <BookOutlined />,
  calendar: <CalendarOutlined />,
  'check-circle': <CheckCircleOutlined />,
  'clock-circle': <ClockCircleOutlined />,
  crown: <CrownOutlined />,
  dollar: <DollarOutlined />,
  environment: <EnvironmentOutlined />,
  file: <FileOutlined />,
  fire: <FireOutlined />,
  flag: <FlagOutlined />,
  gift: <GiftOutlined />,
  global: <GlobalOutlined />,
  heart: <HeartOutlined />,
  home: <HomeOutlined />,
  idcard: <IdcardOutlined />,
  'info-circle': <InfoCircleOutlined />,
  link: <LinkOutlined />,
  mail: <MailOutlined />,
  mobile: <MobileOutlined />,
  phone: <PhoneOutlined />,
  picture: <PictureOutlined />,
  shop: <ShopOutlined />,
  star: <StarOutlined />,
  tag: <TagOutlined />,
  team: <TeamOutlined />,
  user: <UserOutlined />,
}

/** The icon names a grid column may give, in the order a picker offers them. */
export const COLUMN_ICON_NAMES: readonly string[] = Object.keys(ICONS)

/** The icon a grid column names; nothing for a name the set lacks. */
export function columnIcon(name: string): ReactNode {
  return ICONS[name]
}

/** Whether a compiled column's cells are drawn by {@link RecordCell} rather than shown as text. */
export function isDrawnColumn(def: ColDef<RecordRow>): boolean {
  const context = def.context as TamgaColumnContext | undefined
  if (context?.column === undefined) return false
  const { kind, column } = context
  return (
    kind === 'image' ||
    kind === 'file' ||
    kind === 'tag' ||
    kind === 'color' ||
    kind === 'process_status' ||
    column.link !== undefined ||
    column.icon !== undefined
  )
}

function ImageContent({ urls }: { urls: string[] }): ReactNode {
  const [first] = urls
  if (first === undefined) return null
  return (
    <a className="tamga-cell-images" href={first} target="_blank" rel="noopener noreferrer">
      <img
        className="tamga-cell-thumb"
        src={first}
        alt=""
        loading="lazy"
        // A missing file leaves an empty place rather than the browser's broken-image sign.
        onError={(event) => {
          event.currentTarget.style.visibility = 'hidden'
        }}
      />
      {urls.length > 1 ? <span className="tamga-cell-more">+{urls.length - 1}</span> : null}
    </a>
  )
}

function FileContent({ urls, language }: { urls: string[]; language: LanguageCode }): ReactNode {
  const word = gridMessage('file', language)
  return (
    <span className="tamga-cell-files">
      {urls.map((url, index) => (
        <a key={url} href={url} target="_blank" rel="noopener noreferrer">
          <PaperClipOutlined /> {urls.length > 1 ? `${word} ${index + 1}` : word}
        </a>
      ))}
    </span>
  )
}

function cellContent(props: RecordCellProps, context: TamgaColumnContext): ReactNode {
  const { value, valueFormatted, data, krud, language } = props
  const text = valueFormatted ?? (value === null || value === undefined ? '' : String(value))
  const choices = context.choices
  switch (context.kind) {
    case 'image':
      return <ImageContent urls={fileUrls(value, krud)} />
    case 'file':
      return <FileContent urls={fileUrls(value, krud)} language={language} />
    case 'tag':
      return tagValues(value).map((item) => (
        <Tag key={String(item)} color={tagColor(item)} className="tamga-cell-tag">
          {formatCellValue(item, { kind: 'text', language, choices })}
        </Tag>
      ))
    case 'color': {
      const color = swatchColor(value)
      return (
        <>
          {color === undefined ? null : <span className="tamga-cell-swatch" style={{ backgroundColor: color }} />}
          {text}
        </>
      )
    }
    case 'process_status': {
      if (value === null || value === undefined || value === '') return null
      // The process namespace's grid word first, then the grid's own label of the value, then the
      // step type's, then the stored text; the row's process history opens from it.
      const choice = choices?.find((candidate) => String(candidate.value) === String(value))
      return (
        <ProcessStatusCell
          value={value}
          row={data}
          client={props.workflow}
          language={language}
          words={props.processWords}
          otherwise={choice?.label}
        />
      )
    }
    default: {
      const link = context.column?.link
      const href = link === undefined || data === undefined ? undefined : linkHref(link, data)
      if (link === undefined || href === undefined || text === '') return text
      const target = linkTarget(link)
      return (
        <a href={href} target={target} rel={target === '_blank' ? 'noopener noreferrer' : undefined}>
          {text}
        </a>
      )
    }
  }
}

/**
 * A drawn cell of a records grid, from the column's context (see `TamgaColumnContext`): an
 * image's thumbnail, a file's links, a link column's link, a tag column's coloured tags, a colour
 * swatch, the workflow status as a tag in its step type's colour, and the column's icon before
 * any of them. The consolidation row's cells are its texts.
 */
export function RecordCell(props: RecordCellProps): ReactNode {
  const context = props.colDef?.context as TamgaColumnContext | undefined
  if (props.node.rowPinned || context === undefined || props.data === undefined) return props.valueFormatted ?? null
  const icon = context.column?.icon === undefined ? undefined : columnIcon(context.column.icon)
  const content = cellContent(props, context)
  if (icon === undefined) return content
  return (
    <span className="tamga-cell-with-icon">
      {icon}
      {content}
    </span>
  )
}
