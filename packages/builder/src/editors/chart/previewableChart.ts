import { type ChartDocument, validateDocument } from '@tamga/schema'

/**
 * The chart the live preview may send to the server: the document when it is a valid chart
 * (after migration, as a save would store it), undefined while it is not, so a half-typed
 * document never reaches the server and the last drawing stays.
 *
 * @example const chart = previewableChart(document) // undefined while an element has no field
 */
export function previewableChart(document: unknown): ChartDocument | undefined {
  const result = validateDocument(document)
  return result.ok && result.value.kind === 'chart' ? result.value : undefined
}
