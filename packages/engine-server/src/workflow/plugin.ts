import { join } from 'node:path'
import multipart from '@fastify/multipart'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import {
  issue,
  LANGUAGE_CODES,
  localizedText,
  MyProcessesSchema,
  PROFILE_IMAGE_MAX_BYTES,
  ProcessActRequestSchema,
  ProcessCandidatesSchema,
  ProcessHistorySchema,
  ProcessStateSchema,
  ProcessVoteRequestSchema,
  WaitingStepsSchema,
} from '@tamga/schema'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { type Kysely, sql, type Transaction } from 'kysely'
import Type from 'typebox'
import type { TamgaConfig } from '../config.ts'
import type { TamgaDatabase } from '../db/database.ts'
import type { SystemDatabase } from '../db/tables.ts'
import { domainPlugin } from '../http/domainPlugin.ts'
import { ERROR_RESPONSES, tamgaError } from '../http/errors.ts'
import { grantedOn, SIGNED_IN } from '../http/routeAudience.ts'
import type { CatalogueReader } from '../records/catalogue.ts'
import { krudWithModel } from '../records/catalogue.ts'
import { requestLanguage } from '../records/excel/transferColumns.ts'
import { identityValue } from '../records/rowOperations.ts'
import { createLocalFileStorage, type FileStorage } from '../storage/fileStorage.ts'
import { detectImage } from '../storage/imageCheck.ts'
import { saveUpload } from '../storage/uploads.ts'
import { type ActContext, actOnStep } from './actOnStep.ts'
import { readDecisionLetter } from './decisionLetter.ts'
import { assignableByRole, nextStepRole, portsOf, readDiagram, targetsOf } from './diagram.ts'
import type { WorkflowActionKind, WorkflowEngine } from './engine.ts'
import { myProcesses } from './myProcesses.ts'
import type { MoveResult } from './openSteps.ts'
import { personOf, roleHolders } from './people.ts'
import { actorOf, type ReadableProcess, readableProcess, requireReadableRecord, signingActor } from './processAccess.ts'
import { processHistory } from './processHistory.ts'
import { type Actor, findProcess, isAssignee, lockProcess, openStepOf, stepNodeOf, stepTypeOf } from './processRows.ts'
import { processStateFor, roleNamesOf } from './processState.ts'
import { SIGNATURE_UPLOAD_FIELD } from './signatures.ts'
import { councilOf, stepModule } from './steps/index.ts'
import { castVote, closeVoteEarly } from './voting.ts'
import { overdueSteps, waitingSteps } from './waitingSteps.ts'

/** Options of {@link workflowPlugin}. */
export interface WorkflowPluginOptions {
  database: TamgaDatabase
  catalogue: CatalogueReader
  engine: WorkflowEngine
  /** `dataDir`: drawn signatures go to `<DATA_DIR>/uploads` unless `storage` is given. */
  config: Pick<TamgaConfig, 'dataDir'>
  storage?: FileStorage | undefined
}

const ProcessParams = Type.Object({ processId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) })
const StepParams = Type.Object({
  processId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
  stepId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
})
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** A key as the process table keeps it: the text of the value the key column holds. */
function rowIdText(id: string | number): string {
  if (typeof id === 'number') return String(id)
  return /^-?\d+$/.test(id) ? BigInt(id).toString() : id
}

/**
 * The approval workflow's API (issue 8; shapes in `@tamga/schema`'s `process-state`): a
 * process's history, its state for the caller, acting through a port, voting, closing a vote,
 * the people an actor may pick, the steps waiting for the caller or past their date, and drawn
 * signatures. Every action is one transaction that locks the process row.
 */
const workflowRoutes: FastifyPluginAsyncTypebox<WorkflowPluginOptions> = async (app, options) => {
  const db = options.database.db
  const { engine } = options
  const catalogueOf = options.catalogue
  const storage = options.storage ?? createLocalFileStorage(join(options.config.dataDir, 'uploads'))
  const apiBase = app.prefix
  app.addHook('onClose', async () => {
    await engine.close()
  })
  await app.register(multipart, {
    limits: { fileSize: PROFILE_IMAGE_MAX_BYTES, files: 1, fields: 4, fieldSize: 1024, parts: 5, headerPairs: 64 },
  })
  const tags = ['workflow']

  /** The role documents' names, for the history's `JOB_NAME`. */
  const roleNames = async (request: FastifyRequest) => {
    const roles = await request.server.authorizer.roles(request)
    return (roleId: number) => {
      const role = roles.get(roleId)
      return role === undefined ? null : localizedText(role.display_name, 'mn_MN')
    }
  }

  /**
   * Runs one action on a process the caller may see: one transaction locking the process row,
   * then, once committed, the record's change and the next assignees told; answers the
   * process as the caller now sees it.
   */
  async function act(
    request: FastifyRequest,
    processId: number,
    kind: WorkflowActionKind,
    work: (trx: Transaction<SystemDatabase>, readable: ReadableProcess) => Promise<MoveResult>,
  ) {
    const actor = actorOf(request)
    const catalogue = await catalogueOf(request)
    const readable = await readableProcess(request, catalogue, db, processId, { live: true })
    const result = await db.transaction().execute((trx) => work(trx, readable))
    await engine.afterAction(catalogue, readable.source, result, actor, kind)
    return processStateFor(db, await findProcess(db, processId), actor, await roleNamesOf(request))
  }

  /** {@link act} on an open step of the process, the process row locked before the step is read. */
  function actOnOpenStep(
    request: FastifyRequest,
    ids: { processId: number; stepId: number },
    actor: Actor,
    kind: WorkflowActionKind,
    work: (
      trx: Transaction<SystemDatabase>,
      open: Pick<ActContext, 'process' | 'step' | 'actor' | 'record'>,
    ) => Promise<MoveResult>,
  ) {
    return act(request, ids.processId, kind, async (trx, { record }) => {
      const process = await lockProcess(trx, ids.processId)
      return work(trx, { process, step: await openStepOf(trx, process, ids.stepId), actor, record })
    })
  }

  app.get(
    '/process/history/:processId',
    {
      config: { audience: grantedOn('process') },
      schema: {
        tags,
        summary: 'A process’s status history, council votes and rounds (spec 7)',
        description:
          'For whoever may read the record. `statusHistories`: the entries done, in order, then the steps still waiting (not done, no date); `votingPeople`: the members of the latest vote; `actionNumbers`: the rounds. At most three SQL statements, whatever the length of the history.',
        params: ProcessParams,
        response: { 200: ProcessHistorySchema, ...ERROR_RESPONSES },
      },
    },
    async function getProcessHistoryByProcessId(request) {
      actorOf(request)
      const { process } = await readableProcess(request, await catalogueOf(request), db, request.params.processId)
      return processHistory(db, process.id, await roleNames(request))
    },
  )

  // pdfkit loads with the first letter: a server that never sends one does not carry it.
  const letterPdf = () => import('./decisionLetterPdf.ts')

  app.get(
    '/process/letter/:processId',
    {
      config: { audience: grantedOn('process') },
      schema: {
        tags,
        summary: 'The decision letter of a finished process, as a PDF (issue 24)',
        description:
          'For whoever may read the record (as the history), once the process ended at END or CANCEL (409 `PROCESS_NOT_FINISHED` before): the foundation, the record’s fields as its form shows them, the decision (the step it ended at, its status word, the port taken into it with its reasons), each member of the latest vote (vote, reasons, signature, date and time) and the history. In `lang`, else Accept-Language, else the project’s default language.',
        params: ProcessParams,
        querystring: Type.Object(
          { lang: Type.Optional(Type.Enum(LANGUAGE_CODES, { description: 'The letter’s language.' })) },
          { additionalProperties: false },
        ),
        response: { 200: Type.Unknown({ description: 'A PDF file.' }), ...ERROR_RESPONSES },
      },
    },
    async function getProcessLetterByProcessId(request, reply) {
      actorOf(request)
      const catalogue = await catalogueOf(request)
      const readable = await readableProcess(request, catalogue, db, request.params.processId)
      const accept = request.headers['accept-language']
      const language = requestLanguage(
        request.query.lang,
        typeof accept === 'string' ? accept : undefined,
        catalogue.project?.default_language,
      )
      const letter = await readDecisionLetter(request, { db, catalogue, storage, readable, language })
      const { decisionLetterPdf } = await letterPdf()
      return reply
        .header('content-type', 'application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="${letter.asciiName}.pdf"; filename*=UTF-8''${encodeURIComponent(`${letter.title}.pdf`)}`,
        )
        .header('cache-control', 'private, no-store')
        .send(decisionLetterPdf(letter))
    },
  )

  app.get(
    '/process/of/:krud/:rowId',
    {
      config: { audience: grantedOn('process') },
      schema: {
        tags,
        summary: 'A record’s process as the caller sees it (spec 3.11 flags)',
        params: Type.Object({
          krud: Type.String({ pattern: '^[a-z0-9][a-z0-9_-]*$', maxLength: 100 }),
          rowId: Type.String({ minLength: 1, maxLength: 100 }),
        }),
        response: { 200: ProcessStateSchema, ...ERROR_RESPONSES },
      },
    },
    async function getProcessOfByKrudByRowId(request) {
      const actor = actorOf(request)
      const source = krudWithModel(await catalogueOf(request), request.params.krud)
      const id = identityValue(source.model, source.grid.identity, request.params.rowId)
      await requireReadableRecord(request, db, source, id, { live: true })
      const process = await db
        .selectFrom('tamga_process')
        .selectAll()
        .where('krud', '=', source.name)
        .where('row_id', '=', rowIdText(id))
        .executeTakeFirst()
      if (process === undefined) throw tamgaError('PROCESS_NOT_FOUND')
      return processStateFor(db, process, actor, await roleNamesOf(request))
    },
  )

  app.post(
    '/process/:processId/steps/:stepId/act',
    {
      config: { audience: grantedOn('process') },
      schema: {
        tags,
        summary: 'Completes an open step through one of its ports',
        description:
          'Only the step’s assignee (its user, or anyone of its role when it names no user). One transaction locking the process: 409 `STEP_ALREADY_DONE` when someone acted first. `signature` when the step needs one, `voters` on the way to a vote, `nextAssignee` where the step’s subject is changeable, `date` for DATE, COURT and POSTPONE steps.',
        params: StepParams,
        body: ProcessActRequestSchema,
        response: { 200: ProcessStateSchema, ...ERROR_RESPONSES },
      },
    },
    async function postProcessByProcessIdStepsByStepIdAct(request) {
      const actor = await signingActor(request, db)
      return actOnOpenStep(request, request.params, actor, 'act', (trx, open) =>
        actOnStep(trx, { ...open, request: request.body, apiBase }),
      )
    },
  )

  app.post(
    '/process/:processId/steps/:stepId/vote',
    {
      config: { audience: grantedOn('process') },
      schema: {
        tags,
        summary: 'A council member’s vote on an open VOTE step',
        description:
          'Once per member (409 `ALREADY_VOTED` after); the last member’s vote closes the vote and its result takes the port its decision names.',
        params: StepParams,
        body: ProcessVoteRequestSchema,
        response: { 200: ProcessStateSchema, ...ERROR_RESPONSES },
      },
    },
    async function postProcessByProcessIdStepsByStepIdVote(request) {
      const actor = await signingActor(request, db)
      return actOnOpenStep(request, request.params, actor, 'vote', (trx, open) =>
        castVote(trx, { ...open, request: request.body, apiBase }),
      )
    },
  )

  app.post(
    '/process/:processId/steps/:stepId/close-vote',
    {
      config: { audience: grantedOn('process') },
      schema: {
        tags,
        summary: 'Closes a vote before every member voted',
        description:
          'Only the one who prepared the vote, once the vote’s minimum number of members voted (409 `VOTE_TOO_FEW_VOTES` before).',
        params: StepParams,
        response: { 200: ProcessStateSchema, ...ERROR_RESPONSES },
      },
    },
    async function postProcessByProcessIdStepsByStepIdCloseVote(request) {
      return actOnOpenStep(request, request.params, actorOf(request), 'close_vote', closeVoteEarly)
    },
  )

  app.get(
    '/process/:processId/steps/:stepId/candidates',
    {
      config: { audience: grantedOn('process') },
      schema: {
        tags,
        summary: 'The people the step’s assignee may pick when taking a port',
        description:
          'A port leading to a vote: the holders of the vote’s council role. Otherwise, on a step whose subject is changeable, the holders of the role the next step goes to; nobody else.',
        params: StepParams,
        querystring: Type.Object(
          { port: Type.String({ minLength: 1, maxLength: 64 }) },
          { additionalProperties: false },
        ),
        response: { 200: ProcessCandidatesSchema, ...ERROR_RESPONSES },
      },
    },
    async function getProcessByProcessIdStepsByStepIdCandidates(request) {
      const actor = actorOf(request)
      const { process } = await readableProcess(request, await catalogueOf(request), db, request.params.processId)
      const step = await db
        .selectFrom('tamga_process_step')
        .selectAll()
        .where('id', '=', request.params.stepId)
        .where('process_id', '=', process.id)
        .executeTakeFirst()
      if (step === undefined) throw tamgaError('STEP_NOT_FOUND')
      if (step.is_done === 1 || process.finished_at !== null) throw tamgaError('STEP_ALREADY_DONE')
      if (stepModule(stepTypeOf(step)).voted || !isAssignee(step, actor)) throw tamgaError('NOT_STEP_ASSIGNEE')
      const node = stepNodeOf(step)
      const port = portsOf(node).find((candidate) => candidate.id === request.query.port)
      if (port === undefined) {
        throw tamgaError('VALIDATION_FAILED', {
          in: 'querystring',
          issues: [
            issue('/port', 'unknown-port', { en_US: 'is not a way out of this step', mn_MN: 'энэ алхмын гарц биш' }),
          ],
        })
      }
      const targets = targetsOf(readDiagram(process.diagram), node.id, port.id)
      const vote = councilOf(targets)
      const next = step.is_subject_changeable ? targets.find(assignableByRole) : undefined
      const roleId = vote?.voterRoleId ?? (next === undefined ? null : nextStepRole(next, actor.roleId))
      if (roleId === null) return { people: [] }
      return { people: (await roleHolders(db, roleId)).map(personOf) }
    },
  )

  app.get(
    '/process/waiting',
    {
      config: { audience: SIGNED_IN },
      schema: {
        tags,
        summary: 'The open steps the caller may act on',
        description:
          'Steps naming the caller, steps of the role their session acts as that name no one, and votes they have not voted in yet; only on records they may read; oldest first, at most 500.',
        response: { 200: WaitingStepsSchema, ...ERROR_RESPONSES },
      },
    },
    async function getProcessWaiting(request) {
      return waitingSteps(request, await catalogueOf(request), db, actorOf(request))
    },
  )

  app.get(
    '/process/mine',
    {
      config: { audience: SIGNED_IN },
      schema: {
        tags,
        summary: 'The records the caller created in a workflow, with where each stands (issue 24)',
        description:
          'Only records whose process the caller started (drafts included) and may still read, newest first, at most 500: each with its status, what it expects of the caller next (`submit`, `resubmit`, `act`, `wait`, `decided`) and its open steps; and the kruds running a workflow where the caller may start another.',
        response: { 200: MyProcessesSchema, ...ERROR_RESPONSES },
      },
    },
    async function getProcessMine(request) {
      const caller = actorOf(request)
      return myProcesses(request, await catalogueOf(request), db, { caller, roleNames: await roleNamesOf(request) })
    },
  )

  app.get(
    '/process/overdue',
    {
      config: { audience: SIGNED_IN },
      schema: {
        tags,
        summary: 'DATE, COURT and POSTPONE steps still open after their date',
        description: 'On records the caller may read; oldest first, at most 500.',
        response: { 200: WaitingStepsSchema, ...ERROR_RESPONSES },
      },
    },
    async function getProcessOverdue(request) {
      return overdueSteps(request, await catalogueOf(request), db, actorOf(request))
    },
  )

  const UploadedSchema = Type.Object({
    status: Type.Literal(true),
    id: Type.String({ format: 'uuid', description: 'What a `draw` signature names as its `uploadId`.' }),
    url: Type.String({ description: 'Where its owner reads it back until it signs something.' }),
  })

  app.post(
    '/process/signatures',
    {
      config: { audience: SIGNED_IN },
      bodyLimit: PROFILE_IMAGE_MAX_BYTES + 64 * 1024,
      schema: {
        tags,
        summary: 'Stores a drawn signature image',
        description:
          'multipart/form-data with one file part: a PNG, JPEG, GIF or WebP image (by content), at most 1 MiB. Any signed-in user; the answered `id` is what a `draw` signature names, by its owner only.',
        response: { 201: UploadedSchema, ...ERROR_RESPONSES },
      },
    },
    async function postProcessSignatures(request, reply) {
      const actor = actorOf(request)
      if (!request.isMultipart()) throw tamgaError('UNSUPPORTED_MEDIA_TYPE')
      const part = await request.file()
      if (part === undefined) {
        throw tamgaError('VALIDATION_FAILED', {
          in: 'body',
          issues: [issue('/file', 'required', { en_US: 'is required: send the image', mn_MN: 'зургаа илгээнэ үү' })],
        })
      }
      let bytes: Buffer
      try {
        bytes = await part.toBuffer()
      } catch (error) {
        if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw tamgaError('IMAGE_TOO_LARGE', { cause: error })
        }
        throw error
      }
      const image = await detectImage(bytes)
      if (image === undefined) throw tamgaError('NOT_AN_IMAGE')
      const upload = await saveUpload(db, storage, {
        ownerId: actor.userId,
        fileName: part.filename || 'signature',
        mediaType: image.mediaType,
        extension: image.extension,
        bytes,
        krud: null,
        field: SIGNATURE_UPLOAD_FIELD,
      })
      return reply
        .code(201)
        .send({ status: true as const, id: upload.id, url: `${apiBase}/process/signatures/${upload.id}` })
    },
  )

  /** Sends an upload's bytes as an image that never runs as a page. */
  async function sendImage(reply: FastifyReply, upload: { media_type: string; storage_key: string }) {
    const bytes = await storage.get(upload.storage_key)
    if (bytes === undefined) throw tamgaError('NOT_FOUND')
    return reply
      .header('content-type', upload.media_type)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', 'private, max-age=3600')
      .send(bytes)
  }

  app.get(
    '/process/signatures/:uploadId',
    {
      config: { audience: SIGNED_IN },
      schema: {
        tags,
        summary: 'A drawn signature image, for the one who drew it',
        params: Type.Object({ uploadId: Type.String({ maxLength: 100 }) }),
      },
    },
    async function getProcessSignaturesByUploadId(request, reply) {
      const actor = actorOf(request)
      if (!UUID.test(request.params.uploadId)) throw tamgaError('NOT_FOUND')
      const upload = await db
        .selectFrom('tamga_upload')
        .select(['media_type', 'storage_key'])
        .where('id', '=', request.params.uploadId)
        .where('owner_id', '=', actor.userId)
        .executeTakeFirst()
      if (upload === undefined) throw tamgaError('NOT_FOUND')
      return sendImage(reply, upload)
    },
  )

  app.get(
    '/process/:processId/signatures/:uploadId',
    {
      config: { audience: grantedOn('process') },
      schema: {
        tags,
        summary: 'A signature image given on a process',
        description: 'For whoever may read the process’s record; only images its history or votes were signed with.',
        params: Type.Object({
          processId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
          uploadId: Type.String({ maxLength: 100 }),
        }),
      },
    },
    async function getProcessByProcessIdSignaturesByUploadId(request, reply) {
      actorOf(request)
      const { uploadId } = request.params
      if (!UUID.test(uploadId)) throw tamgaError('NOT_FOUND')
      const { process } = await readableProcess(request, await catalogueOf(request), db, request.params.processId)
      const upload = await signedWith(db, process.id, uploadId)
      if (upload === undefined) throw tamgaError('NOT_FOUND')
      return sendImage(reply, upload)
    },
  )
}

/** The upload, when the process's history or votes were signed with it. */
async function signedWith(db: Kysely<SystemDatabase>, processId: number, uploadId: string) {
  const path = `/process/${processId}/signatures/${uploadId}`
  return db
    .selectFrom('tamga_upload')
    .select(['media_type', 'storage_key'])
    .where('id', '=', uploadId)
    .where((eb) =>
      eb.or([
        eb.exists(
          eb
            .selectFrom('tamga_status_history')
            .select('id')
            .where('process_id', '=', processId)
            .where(sql<boolean>`position(${path} in signature) > 0`),
        ),
        eb.exists(
          eb
            .selectFrom('tamga_vote')
            .select('id')
            .where('process_id', '=', processId)
            .where(sql<boolean>`position(${path} in signature_image) > 0`),
        ),
      ]),
    )
    .executeTakeFirst()
}

/** {@link workflowRoutes} as the plugin `tamga-workflow`. */
export const workflowPlugin = domainPlugin('workflow', { caller: true, authorizer: true }, workflowRoutes)
