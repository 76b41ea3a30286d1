// The seed's applications get processes that reach the state each is seeded in, through the
// engine's own actions, so the screens have histories, votes and waiting steps from the start.
import { parseProcessHistory, type WorkflowDocument } from '@tamga/schema'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testBackends, useMigratedDatabase } from '../db/testing.ts'
import { createFolderStore } from '../documents/folderStore.ts'
import { HERITAGE_DIR, seedHeritage } from '../records/testing.ts'
import { pathTo, seedProcesses } from './seedProcesses.ts'
import { call, type WorkflowTestServer, workflowServer } from './testing.ts'

describe('the way to a seeded state', () => {
  it('is the shortest way through the diagram from START to a step of that type', async () => {
    const [stored] = await createFolderStore(HERITAGE_DIR).list('workflow')
    const diagram = stored?.document as WorkflowDocument
    const way = (type: Parameters<typeof pathTo>[1]) =>
      pathTo(diagram, type)?.map((move) => `${move.node.id}:${move.port.id}`)
    expect(way('START')).toEqual([])
    expect(way('RE_CREATE')).toEqual(['start:submit', 'check:send-back'])
    expect(way('VOTE')).toEqual(['start:submit', 'check:approve', 'prepare-vote:ready'])
    expect(way('END')).toEqual([
      'start:submit',
      'check:approve',
      'prepare-vote:ready',
      'vote:supported',
      'summary:approve',
    ])
    expect(way('END_VOTE')).toBeUndefined()
  })
})

describe.each(testBackends())('the seed’s processes on $name', { timeout: 120_000 }, (backend) => {
  const database = useMigratedDatabase(backend)
  let server: WorkflowTestServer

  beforeAll(async () => {
    await seedHeritage(database().db, { allTheApplicants: true })
    server = await workflowServer(database())
  }, 60_000)
  afterAll(async () => {
    await server?.close()
  })

  it('plays every seeded application to the state it is seeded in, once', async () => {
    const db = database().db
    const seeded = (await db
      .selectFrom('application' as never)
      .select(['id' as never, 'process_status' as never])
      .orderBy('id' as never)
      .execute()) as Array<{ id: number; process_status: string }>
    expect(await seedProcesses(db, createFolderStore(HERITAGE_DIR))).toBe(seeded.length)
    expect(await seedProcesses(db, createFolderStore(HERITAGE_DIR))).toBe(0)
    const processes = await db
      .selectFrom('tamga_process')
      .select(['id', 'row_id', 'status_type', 'finished_at'])
      .where('krud', '=', 'applications')
      .orderBy('id')
      .execute()
    expect(processes.map((process) => [Number(process.row_id), process.status_type])).toEqual(
      seeded.map((row) => [row.id, row.process_status]),
    )
    const after = (await db
      .selectFrom('application' as never)
      .select(['id' as never, 'process_status' as never])
      .orderBy('id' as never)
      .execute()) as Array<{ id: number; process_status: string }>
    expect(after).toEqual(seeded)

    const ended = processes.find((process) => process.status_type === 'END')
    const voting = processes.find((process) => process.status_type === 'VOTE')
    expect(ended?.finished_at).not.toBeNull()
    const history = await call(server, 'applicant', 'GET', `/process/history/${ended?.id}`)
    const parsed = parseProcessHistory(history.body)
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues))
    expect(parsed.value.statusHistories.map((entry) => entry.status_type)).toEqual([
      'START',
      'CHECK',
      'PREPARE_VOTE',
      'VOTE',
      'SUMMARY',
      'END',
    ])
    expect(parsed.value.votingPeople.map((person) => person.voted)).toEqual([1, 1, 1])
    const open = await call<{ openSteps: Array<{ status_type: string; vote: { notVoted: number } | null }> }>(
      server,
      'council1',
      'GET',
      `/process/of/applications/${voting?.row_id}`,
    )
    expect(open.body.openSteps).toMatchObject([{ status_type: 'VOTE', vote: { notVoted: 3, canVote: true } }])
  })
})
