import { useEffect, useMemo, useRef, useState } from 'react'
import type { FieldOption } from '../../records/recordsClient.ts'
import type { FieldWidget, FormValues } from '../compile/index.ts'
import { chosenValues, optionKey, optionsQuery } from '../fieldOptions.ts'
import { useRecordForm } from '../RecordFormContext.ts'

/** The labels of the values each table-sourced choice holds, by field name. */
export type ChosenLabels = ReadonlyMap<string, readonly FieldOption[]>

const NONE: ChosenLabels = new Map()

/**
 * The labels of the values the choice fields among `fields` hold whose options come from a
 * table, asked of `GET /records/{krud}/options/{field}?values=…` as the select asks for the
 * labels of a stored record's values (the same rights, the same label fields): a province's
 * name for its id. Asked only while `enabled` (a modal that is open).
 */
export function useChosenLabels(fields: readonly FieldWidget[], values: FormValues, enabled: boolean): ChosenLabels {
  const { client, krud } = useRecordForm()
  const valuesRef = useRef(values)
  valuesRef.current = values
  // What to ask, as text: a new value asks again, a new render with the same values does not.
  const wanted = useMemo(() => {
    const asks: Array<{ field: string; values: string[] }> = []
    for (const field of fields) {
      if (field.settings.choices?.source !== 'model') continue
      const chosen = chosenValues(values[field.name]).map(optionKey)
      if (chosen.length > 0) asks.push({ field: field.name, values: chosen })
    }
    return JSON.stringify(asks)
  }, [fields, values])
  const [labels, setLabels] = useState<{ for: string; labels: ChosenLabels }>({ for: '', labels: NONE })

  useEffect(() => {
    if (!enabled) return
    const asks = JSON.parse(wanted) as Array<{ field: string; values: string[] }>
    const controller = new AbortController()
    const byName = new Map(fields.map((field) => [field.name, field]))
    void Promise.all(
      asks.map(async (ask): Promise<[string, readonly FieldOption[]]> => {
        const query = optionsQuery(byName.get(ask.field)?.settings.choices, valuesRef.current)
        if (query === undefined) return [ask.field, []]
        const answer = await client.options(krud, ask.field, { ...query, values: ask.values }, controller.signal)
        return [ask.field, answer.ok ? answer.data.options : []]
      }),
    ).then((answers) => {
      if (!controller.signal.aborted) setLabels({ for: wanted, labels: new Map(answers) })
    })
    return () => controller.abort()
  }, [enabled, wanted, fields, client, krud])

  return labels.for === wanted ? labels.labels : NONE
}
