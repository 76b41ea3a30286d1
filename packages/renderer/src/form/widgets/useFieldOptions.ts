import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { FieldOption } from '../../records/recordsClient.ts'
import type { FieldWidget } from '../compile/index.ts'
import {
  cascadeKey,
  cascadeParent,
  mergeOptions,
  OPTION_SEARCH_DELAY_MS,
  optionsQuery,
  staticOptions,
  urlOptions,
  valuesWithoutLabel,
} from '../fieldOptions.ts'
import { useRecordForm } from '../RecordFormContext.ts'

/** The options of a choice field and what a select needs to drive their loading. */
export interface FieldOptionsState {
  options: FieldOption[]
  loading: boolean
  /** Whether the options come from the server, which searches them as the person types. */
  searchable: boolean
  /** The cascading parent's label while it has no value: choose it first. */
  waitingFor?: string | undefined
  /** Options from a grid dialog, which the form does not draw yet. */
  unavailable: boolean
  search(text: string): void
  open(): void
}

/**
 * The options of a choice field. Static choices are the document's. Choices from a table are
 * asked of `GET /records/{krud}/options/{field}`: when the list opens (at once for radios and
 * trees, which show every option), again as the person types (after a pause), narrowed by the
 * cascading parent's value — a new parent value drops the options loaded for the old one —
 * and the labels of the chosen values are asked for as soon as the field shows them. A `url`
 * source is read once, after its `delayMs`.
 */
export function useFieldOptions(field: FieldWidget, value: unknown, loadAtOnce: boolean): FieldOptionsState {
  const form = useRecordForm()
  const { client, krud } = form
  const choices = field.settings.choices
  const parentField = cascadeParent(choices)
  const key = cascadeKey(choices, form.values)
  // The query reads the values of the moment it is sent; the key alone decides when to reload.
  const valuesRef = useRef(form.values)
  valuesRef.current = form.values

  const [loaded, setLoaded] = useState<{ key: string; options: FieldOption[] } | undefined>(undefined)
  const [labels, setLabels] = useState<FieldOption[]>([])
  const [fromUrl, setFromUrl] = useState<FieldOption[]>([])
  const [loading, setLoading] = useState(false)
  const running = useRef<AbortController | undefined>(undefined)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  const load = useCallback(
    (search: string) => {
      if (choices?.source !== 'model') return
      running.current?.abort()
      const query = optionsQuery(choices, valuesRef.current, search)
      if (query === undefined) {
        setLoaded({ key, options: [] })
        return
      }
      const controller = new AbortController()
      running.current = controller
      setLoading(true)
      void client.options(krud, field.name, query, controller.signal).then((answer) => {
        if (controller.signal.aborted) return
        setLoading(false)
        if (answer.ok) setLoaded({ key, options: answer.data.options })
      })
    },
    [choices, client, krud, field.name, key],
  )

  // A new parent value: the options of the old one are gone; a list always shown reloads.
  useEffect(() => {
    setLoaded(undefined)
    if (loadAtOnce) load('')
    return () => running.current?.abort()
  }, [load, loadAtOnce])

  useEffect(() => () => clearTimeout(timer.current), [])

  // The labels of chosen values that no loaded option names (a stored record, a copied one).
  const options = loaded?.key === key ? loaded.options : []
  const missing = choices?.source === 'model' ? valuesWithoutLabel(value, mergeOptions(options, labels)) : []
  const missingKey = missing.map(String).join(',')
  useEffect(() => {
    if (choices?.source !== 'model' || missingKey === '') return
    const query = optionsQuery(choices, valuesRef.current)
    if (query === undefined) return
    const controller = new AbortController()
    void client
      .options(krud, field.name, { ...query, values: missingKey.split(',') }, controller.signal)
      .then((answer) => {
        if (answer.ok) setLabels((before) => mergeOptions(before, answer.data.options))
      })
    return () => controller.abort()
  }, [choices, client, krud, field.name, missingKey])

  useEffect(() => {
    if (choices?.source !== 'url') return
    const controller = new AbortController()
    const wait = setTimeout(() => {
      void fetch(choices.url, { credentials: 'include', signal: controller.signal })
        .then((response) => (response.ok ? response.json() : undefined))
        .then((answer: unknown) => setFromUrl(urlOptions(answer, choices.valueKey, choices.labelKey)))
        .catch(() => undefined)
    }, choices.delayMs)
    return () => {
      clearTimeout(wait)
      controller.abort()
    }
  }, [choices])

  const search = useCallback(
    (text: string) => {
      clearTimeout(timer.current)
      timer.current = setTimeout(() => load(text), OPTION_SEARCH_DELAY_MS)
    },
    [load],
  )
  const open = useCallback(() => {
    if (loaded?.key !== key) load('')
  }, [load, loaded, key])

  const parentLabel = parentField === undefined ? undefined : (form.compiled.widgets[parentField]?.label ?? parentField)
  const waitingFor =
    choices?.source === 'model' && optionsQuery(choices, form.values) === undefined ? parentLabel : undefined

  const all = useMemo(() => {
    switch (choices?.source) {
      case 'static':
        return staticOptions(choices.items)
      case 'model':
        return mergeOptions(options, labels)
      case 'url':
        return fromUrl
      default:
        return []
    }
  }, [choices, options, labels, fromUrl])

  return {
    options: all,
    loading,
    searchable: choices?.source === 'model',
    waitingFor,
    unavailable: choices?.source === 'grid',
    search,
    open,
  }
}
