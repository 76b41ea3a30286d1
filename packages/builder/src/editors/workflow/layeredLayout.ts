// A simple layered layout for diagrams whose positions say nothing (imported ones where every
// node sits at 0,0, or a diagram that grew untidy): each step one row below the nearest step
// that leads to it, START on top, and what START cannot reach in a last row.
import type { WorkflowDocument, WorkflowNode } from '@tamga/schema'

/** The horizontal distance between two steps of a row, in canvas pixels. */
export const LAYER_COLUMN_WIDTH = 260
/** The vertical distance between two rows. */
export const LAYER_ROW_HEIGHT = 160

/**
 * The row of each node: its distance (in edges) from START, so back edges (a rework loop) do
 * not push steps down. Nodes START cannot reach share the row after the last.
 */
export function layersOf(document: WorkflowDocument): Map<string, number> {
  const nodes = document.nodes ?? []
  const edges = document.edges ?? []
  const layers = new Map<string, number>()
  const roots = nodes.filter((node) => node.type === 'START')
  for (const root of roots) layers.set(root.id, 0)
  const queue = roots.map((root) => root.id)
  for (let current = queue.shift(); current !== undefined; current = queue.shift()) {
    const layer = layers.get(current) ?? 0
    for (const edge of edges) {
      if (edge.from === current && !layers.has(edge.to) && nodes.some((node) => node.id === edge.to)) {
        layers.set(edge.to, layer + 1)
        queue.push(edge.to)
      }
    }
  }
  const last = Math.max(-1, ...layers.values())
  for (const node of nodes) if (!layers.has(node.id)) layers.set(node.id, last + 1)
  return layers
}

/** The document with every node placed by {@link layersOf}, each row centred on x = 0, in document order. */
export function layeredLayout(document: WorkflowDocument): WorkflowDocument {
  const layers = layersOf(document)
  const rows = new Map<number, WorkflowNode[]>()
  for (const node of document.nodes ?? []) {
    const layer = layers.get(node.id) ?? 0
    rows.set(layer, [...(rows.get(layer) ?? []), node])
  }
  const placed = new Map<string, { x: number; y: number }>()
  for (const [layer, row] of rows) {
    row.forEach((node, column) => {
      placed.set(node.id, {
        x: Math.round((column - (row.length - 1) / 2) * LAYER_COLUMN_WIDTH),
        y: layer * LAYER_ROW_HEIGHT,
      })
    })
  }
  return {
    ...document,
    nodes: (document.nodes ?? []).map((node) => ({ ...node, position: placed.get(node.id) ?? node.position })),
  }
}
