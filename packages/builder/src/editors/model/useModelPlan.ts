// The migration plan of the model being edited, asked of the server on demand and again a
// moment after each edit that leaves the model valid.
import type { ModelDocument } from '@tamga/schema'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { DocumentsClient, ModelPlanPreview } from '../../client/documentsClient.ts'
import { planReady } from './modelEdits.ts'

/** How long the model must stay unchanged before the plan is asked for again. */
export const PLAN_DEBOUNCE_MS = 600

/** Where the plan stands: not asked, being asked, answered, refused (with the server's words). */
export type ModelPlanState =
  | { status: 'idle' }
  | { status: 'loading'; previous?: ModelPlanPreview }
  | { status: 'ready'; plan: ModelPlanPreview }
  | { status: 'failed'; message: string }
  | { status: 'not-ready' }

/** The plan of `model` and a way to ask for it now. Only the newest answer is kept. */
export function useModelPlan(
  documents: DocumentsClient,
  model: ModelDocument,
): { state: ModelPlanState; refresh: () => void } {
  const [state, setState] = useState<ModelPlanState>({ status: 'idle' })
  // Answers can overtake each other; each request takes a number and only the last one counts.
  const sequence = useRef(0)
  const latest = useRef(model)
  latest.current = model

  const refresh = useCallback(() => {
    const asked = latest.current
    const ticket = ++sequence.current
    if (!planReady(asked)) {
      setState({ status: 'not-ready' })
      return
    }
    setState((before) => ({
      status: 'loading',
      ...(before.status === 'ready' ? { previous: before.plan } : {}),
    }))
    void documents.planModel(asked).then((answer) => {
      if (ticket !== sequence.current) return
      setState(answer.ok ? { status: 'ready', plan: answer.data } : { status: 'failed', message: answer.message })
    })
  }, [documents])

  useEffect(() => {
    // `model` is the only trigger: a new object is an edit.
    void model
    const timer = setTimeout(refresh, PLAN_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [model, refresh])

  return { state, refresh }
}
