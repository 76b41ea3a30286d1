// What the renderer harness page (harness.tsx) takes and answers, for the tests and benchmarks
// that drive it from Node through `window.tamgaHarness`.
import type { FormDocument, LanguageCode, ModelDocument } from '@tamga/schema'

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

/** What the harness page puts on `window`. */
export interface Harness {
  renderForm(input: HarnessForm): Promise<HarnessResult>
}

/** The page's global object, as a test's function run in the page sees it. */
export interface HarnessGlobal {
  tamgaHarness: Harness
}

declare global {
  interface Window extends HarnessGlobal {}
}
