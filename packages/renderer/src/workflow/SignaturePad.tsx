// A drawn signature (spec 3.3 type "draw"), drawn with `signature_pad` (issue 8): strokes of a
// varying width that follow the pen's speed, with mouse, pen or finger through pointer events.
// The library is loaded when the first pad is shown, so it stays out of the pages that never sign.

import { type ReactNode, type Ref, useEffect, useImperativeHandle, useRef } from 'react'
import type SignaturePadLibrary from 'signature_pad'

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

/** A signature pad: draw with the pointer; the owner reads the picture through `ref`. */
export function SignaturePad({ onChange, label, ref, color = '#0b4da3' }: SignaturePadProps): ReactNode {
  const canvas = useRef<HTMLCanvasElement>(null)
  const pad = useRef<SignaturePadLibrary | null>(null)
  // The latest handler, so a new `onChange` each render does not make a new pad.
  const changed = useRef(onChange)
  changed.current = onChange

  useEffect(() => {
    const element = canvas.current
    if (element === null) return
    let disposed = false
    let observer: ResizeObserver | undefined
    let created: SignaturePadLibrary | undefined
    // The bitmap follows the element's size and the screen's pixel density, so strokes are sharp;
    // the strokes are drawn again at the new size rather than lost.
    const fit = () => {
      const ratio = Math.max(window.devicePixelRatio || 1, 1)
      const width = Math.round(element.clientWidth * ratio)
      const height = Math.round(element.clientHeight * ratio)
      if (element.width === width && element.height === height) return
      const strokes = created?.toData()
      element.width = width
      element.height = height
      element.getContext('2d')?.scale(ratio, ratio)
      if (created !== undefined) created.fromData(strokes ?? [])
    }
    void import('signature_pad').then(({ default: Library }) => {
      if (disposed) return
      fit()
      created = new Library(element, { penColor: color, minWidth: 0.8, maxWidth: 2.6 })
      created.addEventListener('endStroke', () => changed.current(!created?.isEmpty()))
      pad.current = created
      // Strokes count from here on (the library loads on first use): tests wait for this mark.
      element.dataset.ready = 'true'
      if (typeof ResizeObserver === 'function') {
        observer = new ResizeObserver(() => fit())
        observer.observe(element)
      }
    })
    return () => {
      disposed = true
      observer?.disconnect()
      created?.off()
      delete element.dataset.ready
      pad.current = null
    }
  }, [color])

  useImperativeHandle(
    ref,
    () => ({
      clear: () => {
        const current = pad.current
        if (current === null || current.isEmpty()) return
        current.clear()
        changed.current(false)
      },
      toBlob: () =>
        new Promise<Blob | null>((resolve) => {
          const element = canvas.current
          if (element === null || pad.current === null || pad.current.isEmpty()) return resolve(null)
          element.toBlob((blob) => resolve(blob), 'image/png')
        }),
    }),
    [],
  )

  return (
    <canvas ref={canvas} className="tamga-signature-pad" data-testid="signature-pad" role="img" aria-label={label} />
  )
}
