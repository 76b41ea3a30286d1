// A step on the canvas: its type's badge and icon, its title, and one labelled source handle per
// port, so a port is connected by dragging from its own label.
import { StepTypeIcon } from '@tamga/renderer/workflow'
import {
  isTerminalStepType,
  type LanguageCode,
  localizedText,
  STEP_TYPE_APPEARANCE,
  type WorkflowNode,
} from '@tamga/schema'
import { Handle, type Node, type NodeProps, Position } from '@xyflow/react'
import type { CSSProperties } from 'react'
import { choiceLabel } from '../../controls/propertyWords.ts'

/** What a step node draws; built by the designer from the document on every change. */
export interface StepNodeData extends Record<string, unknown> {
  node: WorkflowNode
  language: LanguageCode
  /** An issue is about this node. */
  invalid: boolean
  /** The ids of this node's ports an issue is about. */
  invalidPorts: readonly string[]
}

/** A step as an xyflow node. */
export type StepFlowNode = Node<StepNodeData, 'step'>

/** The custom xyflow node of a workflow step. */
export function StepNode({ id, data, selected }: NodeProps<StepFlowNode>) {
  const { node, language, invalid, invalidPorts } = data
  const appearance = STEP_TYPE_APPEARANCE[node.type] ?? STEP_TYPE_APPEARANCE.CHECK
  const classes = ['tamga-wf-node']
  if (selected) classes.push('tamga-wf-node-selected')
  if (invalid) classes.push('tamga-wf-node-invalid')
  const typeName = choiceLabel(node.type, language)
  return (
    <div
      className={classes.join(' ')}
      data-testid={`workflow-node-${id}`}
      data-invalid={invalid ? 'true' : undefined}
      style={{ '--tamga-wf-node-color': appearance.color } as CSSProperties}
    >
      {node.type === 'START' ? null : <Handle type="target" position={Position.Top} />}
      <div className="tamga-wf-node-head">
        <StepTypeIcon type={node.type} size={22} />
        <span className="tamga-wf-node-type" title={typeName}>
          {typeName}
        </span>
      </div>
      <div className="tamga-wf-node-title">{localizedText(node.label, language) ?? ''}</div>
      <div className="tamga-wf-node-id">{id}</div>
      {isTerminalStepType(node.type) ? null : (
        <div className="tamga-wf-ports">
          {(node.ports ?? []).map((port) => {
            const portClasses = ['tamga-wf-port']
            if (port.outcome !== undefined) portClasses.push(`tamga-wf-port-${port.outcome}`)
            if (invalidPorts.includes(port.id)) portClasses.push('tamga-wf-port-invalid')
            return (
              <span key={port.id} className={portClasses.join(' ')}>
                {localizedText(port.label, language) ?? port.id}
                <Handle
                  type="source"
                  position={Position.Bottom}
                  id={port.id}
                  data-testid={`workflow-port-${id}-${port.id}`}
                />
              </span>
            )
          })}
        </div>
      )}
    </div>
  )
}

/** The designer's node types; a constant, since xyflow re-mounts nodes when this object changes. */
export const STEP_NODE_TYPES = { step: StepNode }
