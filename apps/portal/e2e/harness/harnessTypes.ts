// What the renderer harness page (harness.tsx) takes and answers, for the tests and benchmarks
// that drive it from Node through `window.tamgaHarness`.
import type { FormDocument, LanguageCode, ModelDocument, ProcessPerson, ProcessState } from '@tamga/schema'

/** A form to draw, with the documents it reads. */
export interface HarnessForm {
  form: FormDocument
  models: Record<string, ModelDocument>
  subForms?: Record<string, FormDocument>
  mode: 'create' | 'update'
  language?: LanguageCode
  record?: Record<string, unknown>
}

/** What drawing a form came to. */
export interface HarnessResult {
  /** From the call until the form is in the page with its first fields, painted, in milliseconds. */
  ms: number
  /** From the call until every field is in the page, painted (a long form draws its first fields first). */
  allMs: number
  /** Inputs drawn. */
  inputs: number
  /** An error a component threw while drawing, if any. */
  error?: string
}

/** How the page's workflow client answers one action: the process's next state, or a refusal. */
export type HarnessWorkflowAnswer = { state: ProcessState } | { refused: { status: number; body: unknown } }

/**
 * A workflow view to draw (issue 8), with the answers of the in-page workflow client it calls:
 * `history` is the raw body of `GET /process/history/{id}` (signatures as stored JSON text), or
 * `'fail'` for a history that does not load.
 */
export type HarnessWorkflow =
  | {
      view: 'history'
      history: unknown
      smallSignature?: boolean
      host?: string
      language?: LanguageCode
    }
  | {
      view: 'statusCell'
      history: unknown
      value: string
      row: Record<string, unknown>
      /** The `process` namespace's words. */
      words?: Record<string, string>
      language?: LanguageCode
    }
  | {
      view: 'panel'
      state: ProcessState
      /** Who the candidates route offers, for every port. */
      candidates?: ProcessPerson[]
      /** The answers of act, vote and close-vote, in the order they are called; the last one repeats. */
      answers?: HarnessWorkflowAnswer[]
      language?: LanguageCode
    }

/** A call the page's workflow client received. */
export interface HarnessWorkflowCall {
  route: 'history' | 'act' | 'vote' | 'closeVote' | 'candidates' | 'uploadSignature'
  processId?: number
  stepId?: number
  /** The request body; for an uploaded signature, its type and size. */
  body?: unknown
}

/** What the harness page puts on `window`. */
export interface Harness {
  renderForm(input: HarnessForm): Promise<HarnessResult>
  /** Draws a workflow view; answers once it is in the page (an error a component threw, if any). */
  renderWorkflow(input: HarnessWorkflow): Promise<{ error?: string }>
  /** The workflow client's calls since the last view was drawn. */
  workflowCalls(): HarnessWorkflowCall[]
}

/** The page's global object, as a test's function run in the page sees it. */
export interface HarnessGlobal {
  tamgaHarness: Harness
}

declare global {
  interface Window extends HarnessGlobal {}
}
