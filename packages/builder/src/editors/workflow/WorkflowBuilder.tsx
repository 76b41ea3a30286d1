// The workflow designer (issue 10): a palette of the 19 step types, the diagram drawn with
// xyflow, the selected step's settings and the diagram's problems. The document is the only
// state that matters: the canvas keeps its own copy of the nodes only so a drag can move a node
// before the move is handed to the frame (once, when the drag ends).
import '@xyflow/react/dist/style.css'
import { ApartmentOutlined, DeleteOutlined } from '@ant-design/icons'
import {
  localizedText,
  STEP_TYPE_APPEARANCE,
  STEP_TYPES,
  type StepType,
  type WorkflowDocument,
  type WorkflowEdge,
} from '@tamga/schema'
import {
  applyNodeChanges,
  Background,
  type Connection,
  ControlButton,
  Controls,
  type Edge,
  type EdgeChange,
  MarkerType,
  MiniMap,
  type NodeChange,
  ReactFlow,
  ReactFlowProvider,
  useReactFlow,
} from '@xyflow/react'
import { Button, Card, Typography } from 'antd'
import { type DragEvent, useCallback, useEffect, useMemo, useState } from 'react'
import { useRoleChoices } from '../../client/useDocuments.ts'
import type { EditorProps } from '../editorProps.ts'
import { DiagramPanel } from './DiagramPanel.tsx'
import { layeredLayout } from './layeredLayout.ts'
import { NodePanel } from './NodePanel.tsx'
import { StatusColumnOffer } from './StatusColumnOffer.tsx'
import { STEP_NODE_TYPES, type StepFlowNode } from './StepNode.tsx'
import { STEP_TYPE_DRAG_FORMAT, StepPalette } from './StepPalette.tsx'
import { WorkflowIssuesPanel } from './WorkflowIssuesPanel.tsx'
import { workflowWord } from './words.ts'
import { WORKFLOW_BUILDER_CSS } from './workflowCss.ts'
import { addNode, edgeKey, moveNode, removeEdges, removeNodes, setPortTarget } from './workflowEdit.ts'
import { distinctIssues, offendingSpots, workflowIssues } from './workflowIssues.ts'

/** What is selected: one step, one connection, or nothing (the workflow's own settings). */
type Selection = { nodeId: string } | { edgeKey: string } | null

const OUTCOME_EDGE_COLORS = {
  approve: 'var(--ant-color-success, #52c41a)',
  reject: 'var(--ant-color-error, #ff4d4f)',
  recreate: 'var(--ant-color-warning, #faad14)',
} as const

const isStepType = (value: string): value is StepType => (STEP_TYPES as readonly string[]).includes(value)

/**
 * The visual editor of a `workflow` document: drag or click step types onto the canvas, connect
 * a step's ports to the steps they lead to, and set each step's title, assignee and vote rule in
 * the side panel. Problems are listed beside the diagram and their steps drawn red.
 *
 * @example <WorkflowBuilder document={doc} onChange={setDoc} issues={[]} language="mn_MN" http={http} documents={documents} />
 */
export function WorkflowBuilder(props: EditorProps<'workflow'>) {
  return (
    <ReactFlowProvider>
      <WorkflowDesigner {...props} />
    </ReactFlowProvider>
  )
}

function WorkflowDesigner({ document, onChange, issues, language, documents }: EditorProps<'workflow'>) {
  const roles = useRoleChoices(documents)
  const { screenToFlowPosition, fitView } = useReactFlow()
  const [selection, setSelection] = useState<Selection>(null)
  const nodes = useMemo(() => (Array.isArray(document.nodes) ? document.nodes : []), [document.nodes])
  const edges = useMemo(() => (Array.isArray(document.edges) ? document.edges : []), [document.edges])

  const ownIssues = useMemo(() => workflowIssues(document), [document])
  // The frame's issues (the schema's) mark the canvas too; the panel lists the designer's own.
  const allIssues = useMemo(() => distinctIssues(issues, ownIssues), [issues, ownIssues])
  const spots = useMemo(() => offendingSpots(document, allIssues), [document, allIssues])
  const selectedNodeId = selection !== null && 'nodeId' in selection ? selection.nodeId : undefined
  const selectedEdgeKey = selection !== null && 'edgeKey' in selection ? selection.edgeKey : undefined

  const built = useMemo<StepFlowNode[]>(
    () =>
      nodes.map((node) => ({
        id: node.id,
        type: 'step',
        position: { x: node.position?.x ?? 0, y: node.position?.y ?? 0 },
        selected: node.id === selectedNodeId,
        data: {
          node,
          language,
          invalid: spots.nodes.has(node.id),
          invalidPorts: (node.ports ?? [])
            .filter((port) => spots.ports.has(`${node.id}|${port.id}`))
            .map((port) => port.id),
        },
      })),
    [nodes, language, spots, selectedNodeId],
  )
  // The canvas's copy: the document's nodes plus what xyflow measured and where a drag is now.
  const [flowNodes, setFlowNodes] = useState<StepFlowNode[]>(built)
  useEffect(() => {
    setFlowNodes((previous) => {
      const measured = new Map(previous.map((node) => [node.id, node.measured]))
      return built.map((node) => {
        const size = measured.get(node.id)
        return size === undefined ? node : { ...node, measured: size }
      })
    })
  }, [built])

  const flowEdges = useMemo<Edge[]>(
    () =>
      edges.map((edge) => {
        const port = nodes.find((node) => node.id === edge.from)?.ports?.find((each) => each.id === edge.port)
        const color = port?.outcome === undefined ? undefined : OUTCOME_EDGE_COLORS[port.outcome]
        const key = edgeKey(edge)
        return {
          id: key,
          source: edge.from,
          sourceHandle: edge.port,
          target: edge.to,
          selected: key === selectedEdgeKey,
          // The port's label is on the node already; the edge carries it only for screen readers.
          ariaLabel: `${edge.from} · ${port === undefined ? edge.port : (localizedText(port.label, language) ?? edge.port)} → ${edge.to}`,
          markerEnd: { type: MarkerType.ArrowClosed, color },
          style: color === undefined ? undefined : { stroke: color },
        }
      }),
    [edges, nodes, language, selectedEdgeKey],
  )

  const onNodesChange = useCallback((changes: NodeChange<StepFlowNode>[]) => {
    for (const change of changes) {
      if (change.type !== 'select') continue
      const { id, selected } = change
      setSelection((current) =>
        selected ? { nodeId: id } : current !== null && 'nodeId' in current && current.nodeId === id ? null : current,
      )
    }
    // Removals go through onDelete, into the document; the rest (drags, sizes) is the canvas's.
    const kept = changes.filter((change) => change.type !== 'select' && change.type !== 'remove')
    if (kept.length > 0) setFlowNodes((current) => applyNodeChanges(kept, current))
  }, [])

  const onEdgesChange = useCallback((changes: EdgeChange[]) => {
    for (const change of changes) {
      if (change.type !== 'select') continue
      const { id, selected } = change
      setSelection((current) =>
        selected
          ? { edgeKey: id }
          : current !== null && 'edgeKey' in current && current.edgeKey === id
            ? null
            : current,
      )
    }
  }, [])

  const add = (type: StepType, position?: { x: number; y: number }) => {
    const added = addNode(document, type, position)
    onChange(added.document, `nodes/${added.nodeId}/add`)
    setSelection({ nodeId: added.nodeId })
    // A clicked type lands below the others, maybe out of sight: bring the diagram back into
    // view once xyflow has measured the new node. A dropped one is already where the user looks.
    if (position === undefined) setTimeout(() => void fitView({ padding: 0.2, maxZoom: 1, duration: 200 }), 50)
  }

  const deleteNode = (id: string) => {
    onChange(removeNodes(document, [id]), `nodes/${id}/delete`)
    setSelection(null)
  }

  const deleteEdge = (key: string) => {
    onChange(removeEdges(document, [key]), `edges/${key}/delete`)
    setSelection(null)
  }

  const onDelete = ({ nodes: goneNodes, edges: goneEdges }: { nodes: StepFlowNode[]; edges: Edge[] }) => {
    const withoutNodes = removeNodes(
      document,
      goneNodes.map((node) => node.id),
    )
    const next = removeEdges(
      withoutNodes,
      goneEdges.map((edge) => edge.id),
    )
    const what =
      goneNodes.length > 0
        ? `nodes/${goneNodes.map((node) => node.id).join(',')}/delete`
        : `edges/${goneEdges.map((edge) => edge.id).join(',')}/delete`
    onChange(next, what)
    setSelection(null)
  }

  const onConnect = (connection: Connection) => {
    if (connection.sourceHandle === null || connection.sourceHandle === undefined) return
    onChange(
      setPortTarget(document, { from: connection.source, port: connection.sourceHandle, to: connection.target }),
      `edges/${connection.source}/${connection.sourceHandle}`,
    )
  }

  const isValidConnection = (connection: Connection | Edge) =>
    connection.source !== connection.target && nodes.find((node) => node.id === connection.target)?.type !== 'START'

  const onNodeDragStop = (_event: unknown, _node: StepFlowNode, dragged: StepFlowNode[]) => {
    let next: WorkflowDocument = document
    for (const node of dragged) {
      const stored = nodes.find((each) => each.id === node.id)?.position
      if (
        stored === undefined ||
        stored.x !== Math.round(node.position.x) ||
        stored.y !== Math.round(node.position.y)
      ) {
        next = moveNode(next, node.id, node.position)
      }
    }
    const first = dragged[0]
    if (next !== document && first !== undefined) onChange(next, `nodes/${first.id}/position`)
  }

  const onDragOver = (event: DragEvent) => {
    if (!event.dataTransfer.types.includes(STEP_TYPE_DRAG_FORMAT)) return
    event.preventDefault()
    event.dataTransfer.dropEffect = 'copy'
  }

  const onDrop = (event: DragEvent) => {
    const type = event.dataTransfer.getData(STEP_TYPE_DRAG_FORMAT)
    if (!isStepType(type)) return
    event.preventDefault()
    add(type, screenToFlowPosition({ x: event.clientX, y: event.clientY }))
  }

  const selectedIndex = selectedNodeId === undefined ? -1 : nodes.findIndex((node) => node.id === selectedNodeId)
  const selectedNode = nodes[selectedIndex]
  const selectedEdge: WorkflowEdge | undefined =
    selectedEdgeKey === undefined ? undefined : edges.find((edge) => edgeKey(edge) === selectedEdgeKey)

  return (
    <div className="tamga-wf" data-testid="workflow-builder">
      <style>{WORKFLOW_BUILDER_CSS}</style>
      <StepPalette language={language} onAdd={(type) => add(type)} />
      <div className="tamga-wf-canvas" data-testid="workflow-canvas">
        <ReactFlow<StepFlowNode, Edge>
          nodes={flowNodes}
          edges={flowEdges}
          nodeTypes={STEP_NODE_TYPES}
          onNodesChange={onNodesChange}
          onEdgesChange={onEdgesChange}
          onDelete={onDelete}
          onConnect={onConnect}
          isValidConnection={isValidConnection}
          onNodeDragStop={onNodeDragStop}
          onDragOver={onDragOver}
          onDrop={onDrop}
          onPaneClick={() => setSelection(null)}
          deleteKeyCode={['Delete', 'Backspace']}
          multiSelectionKeyCode={null}
          selectionKeyCode={null}
          fitView
          fitViewOptions={{ padding: 0.2, maxZoom: 1 }}
          minZoom={0.2}
        >
          <Background />
          <Controls>
            <ControlButton
              data-testid="workflow-auto-layout"
              title={workflowWord('autoLayout', language)}
              aria-label={workflowWord('autoLayout', language)}
              onClick={() => {
                onChange(layeredLayout(document), 'nodes/layout')
                setTimeout(() => void fitView({ padding: 0.2, maxZoom: 1, duration: 200 }), 50)
              }}
            >
              <ApartmentOutlined />
            </ControlButton>
          </Controls>
          <MiniMap<StepFlowNode>
            pannable
            zoomable
            nodeColor={(node) => STEP_TYPE_APPEARANCE[node.data.node.type]?.color ?? '#bfbfbf'}
          />
        </ReactFlow>
      </div>
      <div className="tamga-wf-side">
        <StatusColumnOffer document={document} documents={documents} language={language} />
        <Card size="small" className="tamga-wf-issues-card">
          <WorkflowIssuesPanel
            document={document}
            issues={ownIssues}
            language={language}
            onSelectNode={(id) => setSelection({ nodeId: id })}
          />
        </Card>
        <Card
          size="small"
          data-testid="workflow-panel"
          title={workflowWord(selectedNode !== undefined ? 'nodePanel' : 'diagramPanel', language)}
        >
          {selectedNode !== undefined ? (
            <NodePanel
              key={selectedNode.id}
              document={document}
              node={selectedNode}
              index={selectedIndex}
              issues={allIssues}
              language={language}
              onChange={onChange}
              onRenamed={(id) => setSelection({ nodeId: id })}
              onDelete={() => deleteNode(selectedNode.id)}
              roles={roles}
            />
          ) : selectedEdge !== undefined ? (
            <div>
              <Typography.Paragraph>
                <Typography.Text code>{selectedEdge.from}</Typography.Text> · {selectedEdge.port} →{' '}
                <Typography.Text code>{selectedEdge.to}</Typography.Text>
              </Typography.Paragraph>
              <Button
                danger
                block
                icon={<DeleteOutlined />}
                data-testid="workflow-delete-edge"
                onClick={() => deleteEdge(edgeKey(selectedEdge))}
              >
                {workflowWord('deleteEdge', language)}
              </Button>
            </div>
          ) : (
            <DiagramPanel
              document={document}
              issues={issues}
              language={language}
              documents={documents}
              onChange={onChange}
            />
          )}
        </Card>
      </div>
    </div>
  )
}
