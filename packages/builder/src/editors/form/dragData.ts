// What a drag on the form builder carries: a widget from the palette, or a field card.
import { FORM_WIDGETS, type FormWidget } from '@tamga/schema'

/** The drag's data type: other drags (files, text) are not dropped on the form. */
export const DRAG_TYPE = 'application/x-tamga-form-builder'

export type DragItem = { widget: FormWidget } | { field: string }

/** The text a drag carries for an item. */
export function dragText(item: DragItem): string {
  return JSON.stringify(item)
}

/** The item a drop brings, or undefined for anything else. */
export function dragItemOf(text: string): DragItem | undefined {
  try {
    const parsed: unknown = JSON.parse(text)
    if (parsed === null || typeof parsed !== 'object') return undefined
    const { widget, field } = parsed as { widget?: unknown; field?: unknown }
    if (typeof widget === 'string' && (FORM_WIDGETS as readonly string[]).includes(widget)) {
      return { widget: widget as FormWidget }
    }
    if (typeof field === 'string') return { field }
    return undefined
  } catch {
    return undefined
  }
}
