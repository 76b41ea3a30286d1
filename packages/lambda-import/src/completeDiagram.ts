import {
  isTerminalStepType,
  type WorkflowDocument,
  type WorkflowEdge,
  type WorkflowNode,
  type WorkflowPort,
} from '@tamga/schema'
import type { ImportReporter } from './report.ts'

const START_LABEL = { mn_MN: 'Эхлэл', en_US: 'Start', ko_KR: '시작' }
const END_LABEL = { mn_MN: 'Дууссан', en_US: 'Finished', ko_KR: '완료' }
const DONE_LABEL = { mn_MN: 'Дуусгах', en_US: 'Finish', ko_KR: '완료' }

/** An id not yet used by any of `taken`: `base`, else `base-2`, `base-3`, … */
function freeId(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base
  let index = 2
  while (taken.has(`${base}-${index}`)) index += 1
  return `${base}-${index}`
}

function reachableFrom(edges: readonly WorkflowEdge[], start: string): Set<string> {
  const reached = new Set([start])
  const queue = [start]
  for (let node = queue.shift(); node !== undefined; node = queue.shift())
    for (const edge of edges)
      if (edge.from === node && !reached.has(edge.to)) {
        reached.add(edge.to)
        queue.push(edge.to)
      }
  return reached
}

/**
 * Makes the steps Lambda stored (often a fragment: a few cells of a diagram, with neither a START
 * nor an END) a complete Tamga diagram, noting each addition at `''`:
 * - links whose ends are not among the steps are dropped, and so are links into START;
 * - a START step is added when there is none, with one way out to each step nothing leads to;
 * - an END step is added when there is no END or CANCEL, and every way out that leads nowhere
 *   (or a step with no way out at all) is led to it;
 * - steps still unreachable get a way out of START of their own; an END or CANCEL step keeps no
 *   way out.
 */
export function completeDiagram(document: Pick<WorkflowDocument, 'nodes' | 'edges'>, reporter: ImportReporter): void {
  const { nodes } = document
  const ids = (): Set<string> => new Set(nodes.map((node) => node.id))
  const nodeById = (id: string) => nodes.find((node) => node.id === id)
  const portExists = (edge: WorkflowEdge) => nodeById(edge.from)?.ports?.some((port) => port.id === edge.port) === true
  const kept = document.edges.filter((edge) => {
    const ok = portExists(edge) && nodeById(edge.to) !== undefined && nodeById(edge.to)?.type !== 'START'
    if (!ok)
      reporter.notCarried('', {
        en_US: `the link from "${edge.from}" to "${edge.to}" joins steps or ports that are not in the data, or leads into START; it was left out`,
        mn_MN: `"${edge.from}" алхмаас "${edge.to}" алхам руу холбоос өгөгдөлд байхгүй алхам, гарцыг холбосон эсвэл START руу орсон тул орхисон`,
      })
    return ok
  })
  document.edges = kept
  for (const node of nodes)
    if (isTerminalStepType(node.type) && (node.ports?.length ?? 0) > 0) {
      delete node.ports
      document.edges = document.edges.filter((edge) => edge.from !== node.id)
      reporter.approximated('', {
        en_US: `the ${node.type} step "${node.id}" finishes the process; its ways out were left out`,
        mn_MN: `${node.type} алхам "${node.id}" процессыг дуусгадаг тул гарах гарцуудыг нь орхисон`,
      })
    }
  const lowest = Math.max(0, ...nodes.map((node) => node.position.y))
  const highest = Math.min(0, ...nodes.map((node) => node.position.y))

  let start = nodes.find((node) => node.type === 'START')
  if (start === undefined) {
    const entries = nodes.filter((node) => !document.edges.some((edge) => edge.to === node.id))
    start = {
      id: freeId('start', ids()),
      type: 'START',
      label: START_LABEL,
      position: { x: 0, y: highest - 160 },
      subject: { subject_type: 'CURRENT' },
    }
    nodes.unshift(start)
    const targets = entries.length > 0 ? entries : nodes.slice(1, 2)
    start.ports = targets.map((target, index) => ({ id: `start-${index + 1}`, label: target.label }))
    targets.forEach((target, index) => {
      document.edges.push({ from: (start as WorkflowNode).id, port: `start-${index + 1}`, to: target.id })
    })
    reporter.added('', {
      en_US: `the steps are a fragment without a START step; a START step "${start.id}" was added, leading to ${targets.map((target) => `"${target.id}"`).join(', ') || 'nothing'}`,
      mn_MN: `алхмууд нь START алхамгүй хэсэг тул "${start.id}" START алхмыг нэмж, ${targets.map((target) => `"${target.id}"`).join(', ')} алхамтай холбосон`,
    })
  }
  const startNode = start
  let end = nodes.find((node) => isTerminalStepType(node.type))
  const endOf = (): WorkflowNode => {
    if (end !== undefined) return end
    end = {
      id: freeId('end', ids()),
      type: 'END',
      label: END_LABEL,
      position: { x: 0, y: lowest + 160 },
      subject: { subject_type: 'CURRENT' },
    }
    nodes.push(end)
    reporter.added('', {
      en_US: `the steps have no END or CANCEL step; an END step "${end.id}" was added, and every way out that led nowhere leads to it`,
      mn_MN: `алхмууд END эсвэл CANCEL алхамгүй тул "${end.id}" END алхмыг нэмж, хаашаа ч хүргэдэггүй бүх гарцыг түүнд холбосон`,
    })
    return end
  }
  if (end === undefined) endOf()
  for (const node of [...nodes]) {
    if (isTerminalStepType(node.type)) continue
    if ((node.ports ?? []).length === 0) {
      const port: WorkflowPort = { id: freeId('done', new Set()), label: DONE_LABEL }
      node.ports = [port]
      reporter.added('', {
        en_US: `the step "${node.id}" had no way out; a way out "${port.id}" to the end was added`,
        mn_MN: `"${node.id}" алхам гарах гарцгүй байсан тул төгсгөл рүү хүргэх "${port.id}" гарцыг нэмсэн`,
      })
    }
    for (const port of node.ports ?? [])
      if (!document.edges.some((edge) => edge.from === node.id && edge.port === port.id)) {
        const target = endOf()
        document.edges.push({ from: node.id, port: port.id, to: target.id })
        reporter.added('', {
          en_US: `the way out "${port.id}" of "${node.id}" led nowhere; it now leads to "${target.id}"`,
          mn_MN: `"${node.id}" алхмын "${port.id}" гарц хаашаа ч хүргэдэггүй байсан тул "${target.id}" алхамд холбосон`,
        })
      }
  }
  for (const node of nodes) {
    if (reachableFrom(document.edges, startNode.id).has(node.id)) continue
    const port: WorkflowPort = {
      id: freeId(`start-${node.id}`.slice(0, 64), new Set(startNode.ports?.map((p) => p.id))),
      label: node.label,
    }
    startNode.ports = [...(startNode.ports ?? []), port]
    document.edges.push({ from: startNode.id, port: port.id, to: node.id })
    reporter.added('', {
      en_US: `the step "${node.id}" could not be reached from START; a way out of START to it was added`,
      mn_MN: `"${node.id}" алхамд START алхмаас хүрэх зам байгаагүй тул START-аас түүн рүү гарц нэмсэн`,
    })
  }
}
