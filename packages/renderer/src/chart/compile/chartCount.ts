import { formatNumber, type LanguageCode } from '@tamga/schema'
import type { ChartData } from './chartData.ts'
import { chartDataWord } from './chartMessages.ts'
import { readableTextOn } from './chartTheme.ts'
import type { ChartCountView } from './chartView.ts'

/**
 * A `number` chart (a KPI card): the one measured element's value in the first row (the
 * document's sort picks which row that is when the chart groups), with the element's icon,
 * colours and link. Without a background the card takes the palette's first colour; without a
 * text colour, whichever of the spec's text colour and white reads better on the background.
 */
export function chartCount(
  data: ChartData,
  context: { title: string; language: LanguageCode; palette: readonly string[] },
): ChartCountView {
  const measure = data.measures[0]
  const element = measure?.element
  const value = measure?.values[0] ?? null
  const background = element?.background ?? context.palette[0] ?? '#0057FF'
  return {
    kind: 'count',
    title: context.title,
    value,
    text: value === null ? chartDataWord('noData', context.language) : formatNumber(value),
    label: measure?.title ?? context.title,
    ...(element?.icon === undefined ? {} : { icon: element.icon }),
    background,
    color: element?.color ?? readableTextOn(background),
    ...(element?.link === undefined ? {} : { link: element.link }),
  }
}
