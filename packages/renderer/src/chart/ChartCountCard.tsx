import type { ChartType } from '@tamga/schema'
import type { MouseEvent, ReactNode } from 'react'
import { chartIcon } from './chartIcon.tsx'
import type { ChartCountView } from './compile/chartView.ts'

/** Props of {@link ChartCountCard}. */
export interface ChartCountCardProps {
  view: ChartCountView
  type: ChartType
  /** Opens the card's link; the card is a plain box without one. */
  onOpen?: ((link: string) => void) | undefined
  testId: string
}

/**
 * A `number` chart: one big value on the element's colours, with its icon, the chart's title and
 * the element's title under the value. With a link the whole card is that link.
 */
export function ChartCountCard(props: ChartCountCardProps): ReactNode {
  const { view, onOpen } = props
  const content = (
    <>
      <span aria-hidden style={{ fontSize: 40, lineHeight: 1, opacity: 0.9 }}>
        {chartIcon(view.icon, props.type)}
      </span>
      <span style={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
        <span style={{ fontSize: 14, opacity: 0.9 }}>{view.title}</span>
        <span data-testid={`${props.testId}-value`} style={{ fontSize: 32, fontWeight: 600, lineHeight: 1.25 }}>
          {view.text}
        </span>
        {view.label === view.title ? null : <span style={{ fontSize: 12, opacity: 0.8 }}>{view.label}</span>}
      </span>
    </>
  )
  const style = {
    display: 'flex',
    alignItems: 'center',
    gap: 20,
    minHeight: 112,
    height: '100%',
    boxSizing: 'border-box',
    padding: '16px 20px',
    borderRadius: 8,
    background: view.background,
    color: view.color,
    textDecoration: 'none',
  } as const
  const link = view.link
  if (link === undefined || onOpen === undefined) return <div style={style}>{content}</div>
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    // A modified click opens the address the browser's way: a new tab, a new window.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    onOpen(link)
  }
  return (
    <a href={link} onClick={open} style={style}>
      {content}
    </a>
  )
}
