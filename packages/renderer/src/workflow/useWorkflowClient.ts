import { useMemo } from 'react'
import type { HttpClient } from '../http.ts'
import { type WorkflowClient, workflowClient } from './workflowClient.ts'

/**
 * The workflow routes a screen was given, else those over its records client's HTTP client (none
 * for a hand-made records client without one). The same object between renders, so the process
 * and history loads that depend on it do not start again.
 */
export function useWorkflowClient(
  given: WorkflowClient | undefined,
  records: { readonly http?: HttpClient | undefined },
): WorkflowClient | undefined {
  return useMemo(
    () => given ?? (records.http === undefined ? undefined : workflowClient(records.http)),
    [given, records],
  )
}
