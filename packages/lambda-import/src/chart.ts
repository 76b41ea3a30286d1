import type { ChartDocument, ChartElement, ChartType } from '@tamga/schema'
import { isJsonObject } from '@tamga/schema'
import { emit, type ImportContext } from './context.ts'
import { invalidValueMessage, phrase } from './messages.ts'
import type { ImportReporter } from './report.ts'
import { type JsonRecord, SourceObject } from './source.ts'

/** Whether a JSON object is an ECharts option, the form Lambda's chart templates take. */
export function isEchartsOption(value: JsonRecord): boolean {
  return Array.isArray(value.series) && value.series.length > 0
}

const SERIES_TYPES: Readonly<Record<string, ChartType>> = {
  bar: 'bar',
  line: 'line',
  pie: 'pie',
  radar: 'radar',
  scatter: 'scatter',
  funnel: 'funnel',
  gauge: 'gauge',
}

const IDENTIFIER = /^[a-z_][a-z0-9_]{0,62}$/

/**
 * Maps a Lambda chart template (a raw ECharts option) to a Tamga chart. The template names its
 * measures (legend entries, radar indicators) but not where the rows come from, so the chart
 * reads from a data source named after it, which the builder still has to create; the static
 * sample data is reported and the rest of the option is kept as the chart's `echarts` overlay.
 */
export function importEchartsTemplate(
  option: JsonRecord,
  name: string,
  context: ImportContext,
  reporter: ImportReporter,
): ChartDocument | undefined {
  const source = new SourceObject(option, '', reporter)
  const series = source.objects('series')
  const seriesType = series[0]?.text('type') ?? 'bar'
  const type = SERIES_TYPES[seriesType]
  if (type === undefined) {
    reporter.notCarried(
      source.at('series', 0, 'type'),
      invalidValueMessage(phrase('the chart type', 'графикийн төрөл'), seriesType),
    )
    source.finish()
    return undefined
  }
  const measures = new Set<string>()
  const legend = isJsonObject(option.legend) && Array.isArray(option.legend.data) ? option.legend.data : []
  for (const entry of legend) if (typeof entry === 'string') measures.add(entry)
  const radar = isJsonObject(option.radar) && Array.isArray(option.radar.indicator) ? option.radar.indicator : []
  for (const indicator of radar)
    if (isJsonObject(indicator) && typeof indicator.name === 'string') measures.add(indicator.name)
  const elements: ChartElement[] = []
  for (const measure of measures) {
    if (IDENTIFIER.test(measure)) elements.push({ field: measure, aggregation: 'sum' })
    else
      reporter.notCarried(
        source.at('legend', 'data'),
        invalidValueMessage(
          phrase('the measure name (not a column name)', 'хэмжигдэхүүний нэр (баганын нэр биш)'),
          measure,
        ),
      )
  }
  if (elements.length === 0) {
    reporter.notCarried(
      '',
      invalidValueMessage(
        phrase('a chart template without named measures', 'нэрлэсэн хэмжигдэхүүнгүй графикийн загвар'),
        Object.keys(option),
      ),
    )
    source.finish()
    return undefined
  }
  series.forEach((entry, index) => {
    entry.skip('type', 'name')
    if (entry.has('data')) {
      entry.skip('data')
      reporter.notCarried(entry.at('data'), {
        en_US: `the sample values of series ${index} are static; a Tamga chart reads its rows from the source`,
        mn_MN: `${index}-р цувааны жишээ утгууд тогтмол; Tamga график мөрүүдээ эх сурвалжаас уншдаг`,
      })
    }
  })
  const overlay: Record<string, unknown> = {}
  for (const key of Object.keys(option)) {
    if (key === 'series') continue
    overlay[key] = option[key]
    source.skip(key)
  }
  const document: ChartDocument = {
    kind: 'chart',
    version: 1,
    name,
    type,
    source: { kind: 'datasource', name },
    elements,
    ...(Object.keys(overlay).length === 0 ? {} : { echarts: overlay }),
  }
  reporter.approximated('', {
    en_US: `the template has no data source; the chart reads from data source "${name}", which has to be created`,
    mn_MN: `загварт өгөгдлийн эх сурвалж алга; график "${name}" өгөгдлийн эх сурвалжаас уншина, тэр эх сурвалжийг үүсгэх шаардлагатай`,
  })
  source.finish()
  emit(context, reporter.source, document)
  return document
}
