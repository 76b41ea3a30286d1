// A relation column's filter: the person types a related row's label ("Ховд", or "khovd"), the
// server offers the related rows whose labels match (those the person may read), and the person
// picks one or more; words typed without picking filter by the label text itself.
import { type Catalogue, LABEL_SUFFIX, type LanguageCode } from '@tamga/schema'
import type { ColDef } from 'ag-grid-community'
import { type CustomFilterProps, type CustomFloatingFilterProps, useGridFilter } from 'ag-grid-react'
import { Select } from 'antd'
import { type JSX, useCallback, useEffect, useRef, useState } from 'react'
import { namespace } from '../i18n/namespaces.ts'
import type { RecordsClient } from '../records/recordsClient.ts'
import {
  isRelationFilterModel,
  type RecordRow,
  type RelationChoice,
  type RelationFilterModel,
  relationFilterModel,
  relationFilterPasses,
  type TamgaFilterParams,
} from './compile/index.ts'

const RELATION_FILTER_WORDS = {
  placeholder: { mn_MN: 'Бичээд сонгоно уу…', en_US: 'Type to choose…', ko_KR: '입력하여 선택…' },
  searching: { mn_MN: 'Хайж байна…', en_US: 'Searching…', ko_KR: '검색 중…' },
  nothingFound: { mn_MN: 'Илэрц олдсонгүй', en_US: 'Nothing found', ko_KR: '결과 없음' },
} as const satisfies Catalogue

const relationFilterWord = namespace('relationFilter', RELATION_FILTER_WORDS)

/** How long the filter waits after a keystroke before it asks the server and filters the rows. */
export const RELATION_FILTER_DELAY_MS = 300

/** The most related rows one type-ahead answer offers. */
const OFFERED = 50

/** What a relation column's filter needs besides ag-grid's parameters: whom to ask, in which words. */
export interface RelationFilterParams {
  client: RecordsClient
  krud: string
  language: LanguageCode
}

type RelationFilterProps = CustomFilterProps<RecordRow, unknown, RelationFilterModel> & RelationFilterParams
type RelationFloatingFilterProps = CustomFloatingFilterProps<never, RecordRow, unknown, RelationFilterModel> &
  RelationFilterParams

interface RelationPickerProps extends RelationFilterParams {
  field: string
  model: RelationFilterModel | null
  onModelChange: (model: RelationFilterModel | null) => void
  /** Inside ag-grid's filter popup: the list opens inside it, so a click there does not close it. */
  inPopup?: boolean
}

/**
 * The type-ahead over a relation column's related rows: the choices `GET /records/{krud}/options/{field}?of=grid`
 * answers for the words typed (searched in Cyrillic and Latin), picked as tags; the words
 * themselves filter while nothing is picked.
 */
function RelationPicker(props: RelationPickerProps): JSX.Element {
  const { client, krud, field, language, model, onModelChange, inPopup } = props
  const picked = model?.picked ?? []
  const [text, setText] = useState(model?.picked === undefined ? (model?.label ?? '') : '')
  const [offered, setOffered] = useState<RelationChoice[]>([])
  const [loading, setLoading] = useState(false)
  const running = useRef<AbortController | undefined>(undefined)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  // The rows picked when a pause in typing ends: a pick made meanwhile is not undone by the words.
  const pickedNow = useRef(picked)
  pickedNow.current = picked

  // Someone else (a saved search, the filter's other half, a reset) set the model: show the words
  // it holds. The model this picker sent itself is not shown back: the person may have typed on.
  const sent = useRef<RelationFilterModel | null>(model)
  useEffect(() => {
    if (model === sent.current) return
    sent.current = model
    setText(model?.picked === undefined ? (model?.label ?? '') : '')
  }, [model])
  const send = (next: RelationFilterModel | null) => {
    sent.current = next
    onModelChange(next)
  }

  const ask = useCallback(
    (search: string) => {
      running.current?.abort()
      const controller = new AbortController()
      running.current = controller
      setLoading(true)
      const query = { of: 'grid' as const, limit: OFFERED, ...(search === '' ? {} : { search }) }
      void client.options(krud, field, query, controller.signal).then((answer) => {
        if (controller.signal.aborted) return
        setLoading(false)
        if (!answer.ok) return
        setOffered(
          answer.data.options.map((option) => ({
            value: option.value as RelationChoice['value'],
            label: option.label,
          })),
        )
      })
    },
    [client, krud, field],
  )
  useEffect(
    () => () => {
      running.current?.abort()
      clearTimeout(timer.current)
    },
    [],
  )

  const typed = (words: string) => {
    setText(words)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => {
      ask(words.trim())
      // Words typed without picking narrow the rows by the labels themselves.
      if (pickedNow.current.length === 0) send(relationFilterModel([], words))
    }, RELATION_FILTER_DELAY_MS)
  }

  const known = new Map<string, RelationChoice>()
  for (const choice of [...picked, ...offered]) known.set(String(choice.value), choice)
  const chose = (keys: string[]) => {
    clearTimeout(timer.current)
    const chosen = keys.map((key) => known.get(key)).filter((choice) => choice !== undefined)
    setText('')
    send(relationFilterModel(chosen, ''))
  }

  return (
    <Select<string[]>
      mode="multiple"
      data-testid={`relation-filter-${field}`}
      aria-label={relationFilterWord('placeholder', language)}
      placeholder={relationFilterWord('placeholder', language)}
      size="small"
      style={{ width: '100%', minWidth: inPopup === true ? 240 : 0 }}
      // A narrow column's list is still wide enough to read a province's or a person's name.
      popupMatchSelectWidth={false}
      styles={{ popup: { root: { minWidth: 220 } } }}
      value={picked.map((choice) => String(choice.value))}
      options={[...known.values()].map((choice) => ({ value: String(choice.value), label: choice.label }))}
      showSearch={{ searchValue: text, onSearch: typed, filterOption: false, autoClearSearchValue: true }}
      onChange={chose}
      onOpenChange={(open) => {
        if (open) ask(text.trim())
      }}
      loading={loading}
      notFoundContent={relationFilterWord(loading ? 'searching' : 'nothingFound', language)}
      // The first pick stays readable in a narrow column; the others are counted.
      maxTagCount={1}
      allowClear
      onClear={() => {
        clearTimeout(timer.current)
        setText('')
        send(null)
      }}
      classNames={{ popup: { root: 'ag-custom-component-popup' } }}
      {...(inPopup === true ? { getPopupContainer: (trigger: HTMLElement) => trigger.parentElement ?? trigger } : {})}
    />
  )
}

/** A relation column's filter, in ag-grid's filter popup. */
export function RelationFilter(props: RelationFilterProps): JSX.Element {
  const { model, onModelChange, colDef, client, krud, language } = props
  const field = colDef.colId ?? colDef.field ?? ''
  useGridFilter({
    doesFilterPass: ({ data }) =>
      !isRelationFilterModel(model) || relationFilterPasses(model, data[field], data[`${field}${LABEL_SUFFIX}`]),
  })
  return (
    <div className="tamga-relation-filter" style={{ padding: 8 }}>
      <RelationPicker
        client={client}
        krud={krud}
        field={field}
        language={language}
        model={model}
        onModelChange={onModelChange}
        inPopup
      />
    </div>
  )
}

/** A relation column's filter under its header: the same type-ahead, always at hand. */
export function RelationFloatingFilter(props: RelationFloatingFilterProps): JSX.Element {
  const { model, onModelChange, column, client, krud, language } = props
  return (
    <RelationPicker
      client={client}
      krud={krud}
      field={column.getColId()}
      language={language}
      model={model}
      onModelChange={onModelChange}
    />
  )
}

/**
 * A compiled column with the type-ahead filter when its filter is a relation's (the compiler
 * marks it with `filterParams.relation`); any other column as it is.
 */
export function withRelationFilter(def: ColDef<RecordRow>, params: RelationFilterParams): ColDef<RecordRow> {
  const filterParams = def.filterParams as TamgaFilterParams | undefined
  if (filterParams?.relation === undefined) return def
  return {
    ...def,
    filter: RelationFilter,
    filterParams: { ...filterParams, ...params },
    ...(def.floatingFilter === true
      ? { floatingFilterComponent: RelationFloatingFilter, floatingFilterComponentParams: params }
      : {}),
  }
}
