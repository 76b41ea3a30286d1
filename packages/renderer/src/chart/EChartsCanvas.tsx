import type { EChartsType } from 'echarts/core'
import { type ReactNode, useEffect, useRef } from 'react'
import type { EChartsChartView } from './compile/chartView.ts'
import { loadChartParts } from './compile/loadChartParts.ts'

/** Props of {@link EChartsCanvas}. */
export interface EChartsCanvasProps {
  view: EChartsChartView
  /** The drawing's height in px; its width is the container's. */
  height: number
  /** Called after ECharts finished drawing `view` (its `finished` event). */
  onDrawn(view: EChartsChartView): void
  /** Called when ECharts' code could not be loaded (a chunk gone after a release). */
  onFailed(): void
  /** Called with the index of the clicked series. */
  onSeriesClick?: ((seriesIndex: number | undefined) => void) | undefined
  /** The chart's name for assistive technology: the canvas itself says nothing. */
  label: string
}

/**
 * One ECharts instance on a `div`, drawing `view` and drawing again whenever a new view comes
 * (another language, dark mode), resized with its container. ECharts' code is loaded on first
 * use (`loadChartParts`), so a screen without charts never downloads it.
 */
export function EChartsCanvas(props: EChartsCanvasProps): ReactNode {
  const { view } = props
  const host = useRef<HTMLDivElement>(null)
  const chart = useRef<EChartsType | undefined>(undefined)
  // The handlers an instance calls are the latest props', not those of the render that made it.
  const latest = useRef(props)
  latest.current = props

  useEffect(() => {
    let current = true
    loadChartParts(view.echartsParts).then(
      ({ echarts }) => {
        const element = host.current
        if (!current || element === null) return
        let instance = chart.current
        if (instance === undefined || instance.isDisposed()) {
          instance = echarts.init(element, null, { renderer: 'canvas' })
          chart.current = instance
          instance.on('click', (params) => latest.current.onSeriesClick?.(params.seriesIndex))
        }
        instance.off('finished')
        instance.on('finished', () => {
          if (current) latest.current.onDrawn(view)
        })
        instance.setOption(view.option, { notMerge: true })
      },
      () => {
        if (current) latest.current.onFailed()
      },
    )
    return () => {
      current = false
    }
  }, [view])

  useEffect(() => {
    const element = host.current
    if (element === null) return
    // The container follows the grid it sits in: the drawing follows the container.
    const observer = new ResizeObserver(() => chart.current?.resize())
    observer.observe(element)
    return () => {
      observer.disconnect()
      chart.current?.dispose()
      chart.current = undefined
    }
  }, [])

  return <div ref={host} role="img" aria-label={props.label} style={{ width: '100%', height: props.height }} />
}
