// The workflow API (issue 8, routes in @tamga/schema's process-state.ts) as the renderer calls
// it, over the app's one HTTP client: every call answers an ApiResult, never a thrown error.
import {
  type ProcessActRequest,
  type ProcessCandidates,
  type ProcessHistory,
  type ProcessState,
  type ProcessVoteRequest,
  parseProcessHistory,
  type RecordId,
  type WaitingSteps,
} from '@tamga/schema'
import type { ApiResult, HttpClient, RequestOptions } from '../http.ts'

/**
 * The workflow routes of one server. The history, the process state, the actions and the
 * candidates are asked quietly (no toast from the app's client): a failed history load is only
 * logged (spec 8.2), a record without a process (404) is an ordinary answer the form's approval
 * view says in its own words, and the process panel shows a refused action itself.
 */
export interface WorkflowClient {
  /**
   * `GET /process/history/{processId}`, read by `parseProcessHistory` (spec 7: each list is
   * used only when it is a non-empty list). An answer that does not read is a failure whose
   * `body` holds the issues found.
   */
  history(processId: number, signal?: AbortSignal): Promise<ApiResult<ProcessHistory>>
  /** `GET /process/of/{krud}/{rowId}`: the record's process as the caller sees it. */
  state(krud: string, rowId: RecordId, signal?: AbortSignal): Promise<ApiResult<ProcessState>>
  /** `POST /process/{processId}/steps/{stepId}/act`: completes an open step through a port. */
  act(processId: number, stepId: number, request: ProcessActRequest): Promise<ApiResult<ProcessState>>
  /** `POST /process/{processId}/steps/{stepId}/vote`: a council member's one vote. */
  vote(processId: number, stepId: number, request: ProcessVoteRequest): Promise<ApiResult<ProcessState>>
  /** `POST /process/{processId}/steps/{stepId}/close-vote`: closes a vote before everyone voted. */
  closeVote(processId: number, stepId: number): Promise<ApiResult<ProcessState>>
  /**
   * `GET /process/{processId}/steps/{stepId}/candidates?port=`: whom the actor may pick as the
   * next step's assignee through `port`, or as the council of a vote.
   */
  candidates(
    processId: number,
    stepId: number,
    port: string,
    signal?: AbortSignal,
  ): Promise<ApiResult<ProcessCandidates>>
  /**
   * `POST /process/signatures`: sends a drawn signature (one image, multipart field `file`) and
   * answers the id a `draw` signature names, and where the image is read.
   */
  uploadSignature(image: Blob): Promise<ApiResult<SignatureUploadAnswer>>
  /** `GET /process/waiting`: the open steps waiting for the caller. */
  waiting(signal?: AbortSignal): Promise<ApiResult<WaitingSteps>>
  /** `GET /process/overdue`: the open DATE, COURT and POSTPONE steps past their date. */
  overdue(signal?: AbortSignal): Promise<ApiResult<WaitingSteps>>
}

/** What `POST /process/signatures` answers. */
export interface SignatureUploadAnswer {
  status: true
  /** The upload's id: a `draw` SignatureInput's `uploadId`. */
  id: string
  /** Where the image is read. */
  url: string
}

const part = (value: string | number) => encodeURIComponent(String(value))

const withSignal = (options: RequestOptions, signal: AbortSignal | undefined): RequestOptions =>
  signal === undefined ? options : { ...options, signal }

/** The workflow client over `http` (the portal's `api`). */
export function workflowClient(http: HttpClient): WorkflowClient {
  const step = (processId: number, stepId: number) => `/process/${part(processId)}/steps/${part(stepId)}`
  return {
    async history(processId, signal) {
      const answer = await http.get<unknown>(`/process/history/${part(processId)}`, withSignal({ quiet: true }, signal))
      if (!answer.ok) return answer
      const parsed = parseProcessHistory(answer.data)
      if (parsed.ok) return { ok: true, status: answer.status, data: parsed.value }
      return {
        ok: false,
        status: answer.status,
        message: 'The process history answer does not read',
        cancelled: false,
        body: parsed.issues,
      }
    },
    state: (krud, rowId, signal) =>
      http.get(`/process/of/${part(krud)}/${part(rowId)}`, withSignal({ quiet: true }, signal)),
    act: (processId, stepId, request) => http.post(`${step(processId, stepId)}/act`, request, { quiet: true }),
    vote: (processId, stepId, request) => http.post(`${step(processId, stepId)}/vote`, request, { quiet: true }),
    closeVote: (processId, stepId) => http.post(`${step(processId, stepId)}/close-vote`, undefined, { quiet: true }),
    candidates: (processId, stepId, port, signal) =>
      http.get(`${step(processId, stepId)}/candidates`, withSignal({ query: { port }, quiet: true }, signal)),
    uploadSignature: (image) => {
      const body = new FormData()
      body.append('file', image, 'signature.png')
      return http.post('/process/signatures', body, { quiet: true })
    },
    waiting: (signal) => http.get('/process/waiting', withSignal({}, signal)),
    overdue: (signal) => http.get('/process/overdue', withSignal({}, signal)),
  }
}
