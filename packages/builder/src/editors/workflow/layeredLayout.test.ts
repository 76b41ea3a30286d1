import { type WorkflowDocument, workflowExample } from '@tamga/schema'
import { describe, expect, it } from 'vitest'
import { LAYER_COLUMN_WIDTH, LAYER_ROW_HEIGHT, layeredLayout, layersOf } from './layeredLayout.ts'
import { addNode } from './workflowEdit.ts'

const example = (): WorkflowDocument => structuredClone(workflowExample)
const positionOf = (document: WorkflowDocument, id: string) => document.nodes.find((node) => node.id === id)?.position

describe('layered layout', () => {
  it('puts each step one row below the nearest step leading to it; a rework loop does not push it down', () => {
    expect(Object.fromEntries(layersOf(example()))).toEqual({
      start: 0,
      check: 1,
      're-create': 2,
      end: 2,
      cancel: 2,
    })
  })

  it('centres each row and spaces rows evenly', () => {
    const laid = layeredLayout(example())
    expect(positionOf(laid, 'start')).toEqual({ x: 0, y: 0 })
    expect(positionOf(laid, 'check')).toEqual({ x: 0, y: LAYER_ROW_HEIGHT })
    expect(positionOf(laid, 're-create')).toEqual({ x: -LAYER_COLUMN_WIDTH, y: 2 * LAYER_ROW_HEIGHT })
    expect(positionOf(laid, 'end')).toEqual({ x: 0, y: 2 * LAYER_ROW_HEIGHT })
    expect(positionOf(laid, 'cancel')).toEqual({ x: LAYER_COLUMN_WIDTH, y: 2 * LAYER_ROW_HEIGHT })
  })

  it('places steps START cannot reach in a row after the last', () => {
    const { document, nodeId } = addNode(example(), 'POSTPONE', { x: 0, y: 0 })
    expect(layersOf(document).get(nodeId)).toBe(3)
  })

  it('leaves the edges and the original document alone', () => {
    const before = example()
    const laid = layeredLayout(before)
    expect(laid.edges).toEqual(before.edges)
    expect(positionOf(before, 'cancel')).toEqual({ x: -320, y: 240 })
  })
})
