// `GET /process/letter/{id}` (issue 24): the decision letter of a finished process as a PDF,
// read back from its bytes: the record, the decision, each council member's vote and signature,
// the history; refused before the process ends and to whoever may not read the record.
import type { ProcessState } from '@tamga/schema'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testBackends, useMigratedDatabase } from '../db/testing.ts'
import { pdfText } from '../records/print/pdfText.ts'
import { seedHeritage } from '../records/testing.ts'
import {
  actAt,
  call,
  fileApplication,
  openStep,
  signed,
  stateOf,
  uploadSignature,
  userId,
  type WorkflowTestServer,
  workflowServer,
} from './testing.ts'

describe.each(testBackends())('the decision letter on $name', { timeout: 120_000 }, (backend) => {
  const database = useMigratedDatabase(backend)
  let server: WorkflowTestServer

  beforeAll(async () => {
    await seedHeritage(database().db)
    server = await workflowServer(database())
  }, 60_000)
  afterAll(async () => {
    await server?.close()
  })

  const letter = async (login: string | null, processId: number, query = '') =>
    server.app.inject({
      url: `/api/process/letter/${processId}${query}`,
      headers: login === null ? {} : await server.as(login),
    })

  /** An application filed, submitted and checked by staff: waiting to be put to the vote. */
  async function checked(title: string): Promise<ProcessState> {
    const record = await fileApplication(server, 'applicant', { title, description: 'Арван хүүхдэд хөөмэй заах' })
    let state = await stateOf(server, 'applicant', record.id)
    state = (await actAt(server, 'applicant', state, 'start', { port: 'submit' })).body
    state = await stateOf(server, 'staff', record.id)
    const answer = await actAt(server, 'staff', state, 'check', { port: 'approve', signature: signed('Дорж Сарнай') })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    return answer.body
  }

  it('is a PDF of the record, the decision, each council member’s vote and signature, and the history', async () => {
    let state = await checked('Хөөмийн дугуйлангийн хичээлийн хэрэглэгдэхүүн')
    const refused = await letter('applicant', state.processId)
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'PROCESS_NOT_FINISHED'])

    const council = await Promise.all(['council1', 'council2', 'council3'].map((login) => userId(database(), login)))
    state = (await actAt(server, 'staff', state, 'prepare-vote', { port: 'ready', voters: council })).body
    const vote = openStep(state, 'vote')
    const drawn = await uploadSignature(server, 'council1')
    const votes: Array<[string, string, Record<string, unknown>]> = [
      ['council1', 'approve', { type: 'draw', uploadId: drawn }],
      ['council2', 'approve', signed('Пүрэв Оюунчимэг')],
      ['council3', 'reject', signed('Түмэн Ганзориг')],
    ]
    for (const [login, choice, signature] of votes) {
      const answer = await call(server, login, 'POST', `/process/${state.processId}/steps/${vote.id}/vote`, {
        vote: choice,
        description: `${login}: төсөв ${choice === 'approve' ? 'үндэслэлтэй' : 'хэт өндөр'}`,
        signature,
      })
      expect(answer.status, JSON.stringify(answer.body)).toBe(200)
      state = answer.body
    }
    state = await stateOf(server, 'staff', state.rowId)
    state = (
      await actAt(server, 'staff', state, 'summary', {
        port: 'approve',
        description: 'Зөвлөлийн олонхи дэмжсэн',
        signature: signed('Дорж Сарнай'),
      })
    ).body
    expect(state).toMatchObject({ status_type: 'END', finished: true })

    const answer = await letter('applicant', state.processId)
    expect(answer.statusCode, answer.body).toBe(200)
    expect(answer.headers['content-type']).toBe('application/pdf')
    expect(answer.headers['content-disposition']).toBe(
      `attachment; filename="decision-applications-${state.rowId}.pdf"; filename*=UTF-8''${encodeURIComponent(`Шийдвэрийн мэдэгдэл - Өргөдөл №${state.rowId}.pdf`)}`,
    )
    const pdf = answer.rawPayload
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    const lines = pdfText(pdf)
    // A line a cell wraps ends in its space: the cell's text is its lines joined.
    const text = lines.join(' ').replace(/\s+/g, ' ')
    // The letterhead and the record, its fields as the form labels and formats them.
    for (const shown of [
      'Соёлын өвийн сан',
      'Шийдвэрийн мэдэгдэл',
      `Өргөдөл №${state.rowId}`,
      'Гарчиг',
      'Хөөмийн дугуйлангийн хичээлийн хэрэглэгдэхүүн',
      'Өв тээгч',
      'Жамъян Нямсүрэн',
      'Хүссэн дүн (₮)',
      '1,500,000.00₮',
    ]) {
      expect(lines, shown).toContain(shown)
    }
    // The decision: the status word and the step it ended at, the port taken into it and why.
    expect(lines).toContain('Шийдвэрлэгдсэн — Өргөдөл шийдвэрлэгдсэн')
    expect(lines).toContain('Зөвлөлийн олонхи дэмжсэн')
    // Each council member: name, the vote as the vote step's port says it, reasons, signature.
    for (const name of ['Лхагва Батбаяр', 'Пүрэв Оюунчимэг', 'Түмэн Ганзориг']) expect(lines).toContain(name)
    expect(lines.filter((line) => line === 'Зөвлөлийн гишүүн')).toHaveLength(3)
    expect(text).toContain('council1: төсөв үндэслэлтэй')
    expect(text).toContain('council3: төсөв хэт өндөр')
    expect(lines.filter((line) => line === 'Дэмжсэн').length).toBeGreaterThanOrEqual(3)
    expect(lines).toContain('Дэмжээгүй')
    expect(lines).toContain('Түмэн Ганзориг')
    // The drawn signature is drawn: an image in the file (and its transparency, a second one).
    expect(pdf.toString('latin1')).toMatch(/\/Subtype \/Image/)
    // The history, step by step.
    for (const action of ['Илгээсэн', 'Хянасан', 'Санал хураалтад оруулсан']) expect(text).toContain(action)
    expect(lines).toContain('Дорж Сарнай')

    // In English when asked: the diagram's own English labels.
    const english = pdfText((await letter('applicant', state.processId, '?lang=en_US')).rawPayload)
    for (const shown of [
      'Decision letter',
      'Cultural Heritage Foundation',
      'Approved — Application approved',
      'Supported',
    ]) {
      expect(english, shown).toContain(shown)
    }
    // Accept-Language chooses too; the font has no Hangul, so a Korean reader reads English
    // rather than empty boxes.
    const korean = await server.app.inject({
      url: `/api/process/letter/${state.processId}`,
      headers: { ...(await server.as('staff')), 'accept-language': 'ko-KR,ko;q=0.9' },
    })
    expect(pdfText(korean.rawPayload)).toContain('Decision letter')
    expect(pdfText(korean.rawPayload).join('')).not.toContain('\uFFFD')
  })

  it('says a rejection without a vote, and is read only by whoever may read the record', async () => {
    const record = await fileApplication(server, 'applicant', { title: 'Татгалзах өргөдөл' })
    let state = await stateOf(server, 'applicant', record.id)
    state = (await actAt(server, 'applicant', state, 'start', { port: 'submit' })).body
    state = await stateOf(server, 'staff', record.id)
    state = (
      await actAt(server, 'staff', state, 'check', {
        port: 'reject',
        description: 'Сангийн чиглэлд хамаарахгүй',
        signature: signed('Дорж Сарнай'),
      })
    ).body
    expect(state).toMatchObject({ status_type: 'CANCEL', finished: true })
    const answer = await letter('applicant', state.processId)
    expect(answer.statusCode).toBe(200)
    const lines = pdfText(answer.rawPayload)
    expect(lines).toContain('Цуцлагдсан — Өргөдөл цуцлагдсан')
    expect(lines).toContain('Татгалзсан')
    expect(lines).toContain('Сангийн чиглэлд хамаарахгүй')
    expect(lines).toContain('Энэ шийдвэрт зөвлөлийн санал хураалт явагдаагүй')
    expect(answer.rawPayload.toString('latin1')).not.toMatch(/\/Subtype \/Image/)

    // Someone else's record is not there for the applicant, as its history is not.
    await database()
      .db.updateTable('application' as never)
      .set({ applicant_id: await userId(database(), 'staff') } as never)
      .where('id' as never, '=', state.rowId as never)
      .execute()
    const outside = await letter('applicant', state.processId)
    expect([outside.statusCode, outside.json().code]).toEqual([404, 'PROCESS_NOT_FOUND'])
    expect((await letter('council1', state.processId)).statusCode).toBe(200)
    expect((await letter(null, state.processId)).statusCode).toBe(401)
    expect((await letter('staff', 999_999)).statusCode).toBe(404)
    const badLanguage = await letter('staff', state.processId, '?lang=fr_FR')
    expect(badLanguage.statusCode).toBe(400)
  })
})
