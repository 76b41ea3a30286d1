// A drawn signature (spec 3.3 type "draw"): a canvas drawn on with a mouse, pen or finger through
// pointer events. Small and ours rather than a dependency: one stroke style, a clear button, and
// the picture as PNG when the action is sent.
import { type PointerEvent, type ReactNode, type Ref, useCallback, useEffect, useImperativeHandle, useRef } from 'react'

/** What the pad's owner can ask of it. */
export interface SignaturePadHandle {
  /** The drawing as a PNG with a transparent background; null when nothing is drawn. */
  toBlob(): Promise<Blob | null>
  clear(): void
}

/** Props of {@link SignaturePad}. */
export interface SignaturePadProps {
  /** Told whether something is drawn, after every stroke and clearing. */
  onChange: (drawn: boolean) => void
  /** The words read to a screen reader. */
  label: string
  ref?: Ref<SignaturePadHandle>
  /** The ink colour. @default '#0b4da3' (the signature boxes' ink) */
  color?: string
}

const LINE_WIDTH = 2.2

/** A signature pad: draw with the pointer; the owner reads the picture through `ref`. */
export function SignaturePad({ onChange, label, ref, color = '#0b4da3' }: SignaturePadProps): ReactNode {
  const canvas = useRef<HTMLCanvasElement>(null)
  const drawn = useRef(false)
  const last = useRef<{ x: number; y: number } | null>(null)

  // The bitmap follows the element's size and the screen's pixel density, so strokes are sharp.
  const fit = useCallback(() => {
    const element = canvas.current
    if (element === null) return
    const ratio = Math.max(window.devicePixelRatio || 1, 1)
    const width = Math.round(element.clientWidth * ratio)
    const height = Math.round(element.clientHeight * ratio)
    if (element.width === width && element.height === height) return
    element.width = width
    element.height = height
    element.getContext('2d')?.scale(ratio, ratio)
    // A resized canvas is blank: what was drawn is gone, and the owner must know.
    if (drawn.current) {
      drawn.current = false
      onChange(false)
    }
  }, [onChange])

  useEffect(() => {
    fit()
    const element = canvas.current
    if (element === null || typeof ResizeObserver !== 'function') return
    const observer = new ResizeObserver(() => fit())
    observer.observe(element)
    return () => observer.disconnect()
  }, [fit])

  const clear = useCallback(() => {
    const element = canvas.current
    element?.getContext('2d')?.clearRect(0, 0, element.width, element.height)
    if (drawn.current) {
      drawn.current = false
      onChange(false)
    }
  }, [onChange])

  useImperativeHandle(
    ref,
    () => ({
      clear,
      toBlob: () =>
        new Promise<Blob | null>((resolve) => {
          const element = canvas.current
          if (element === null || !drawn.current) return resolve(null)
          element.toBlob((blob) => resolve(blob), 'image/png')
        }),
    }),
    [clear],
  )

  const point = (event: PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect()
    return { x: event.clientX - box.left, y: event.clientY - box.top }
  }

  const strokeTo = (to: { x: number; y: number }) => {
    const context = canvas.current?.getContext('2d')
    const from = last.current ?? to
    if (context === null || context === undefined) return
    context.strokeStyle = color
    context.lineWidth = LINE_WIDTH
    context.lineCap = 'round'
    context.lineJoin = 'round'
    context.beginPath()
    context.moveTo(from.x, from.y)
    // A dot for a tap: a line of no length draws nothing.
    context.lineTo(to.x + (from.x === to.x && from.y === to.y ? 0.1 : 0), to.y)
    context.stroke()
    last.current = to
  }

  return (
    <canvas
      ref={canvas}
      className="tamga-signature-pad"
      data-testid="signature-pad"
      role="img"
      aria-label={label}
      onPointerDown={(event) => {
        event.currentTarget.setPointerCapture(event.pointerId)
        last.current = null
        strokeTo(point(event))
      }}
      onPointerMove={(event) => {
        if (last.current === null || event.buttons === 0) return
        strokeTo(point(event))
      }}
      onPointerUp={() => {
        if (last.current === null) return
        last.current = null
        if (!drawn.current) {
          drawn.current = true
          onChange(true)
        }
      }}
      onPointerCancel={() => {
        last.current = null
      }}
    />
  )
}
