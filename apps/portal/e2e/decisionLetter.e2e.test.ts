// Issue 24, in Chromium against the real server: once an application is decided, its applicant
// opens it and the approval view says "Дараах файлыг татаж авна уу" with the decision letter,
// which downloads as a PDF. The application is walked to its decision through the API (the
// walk in the browser is workflow.e2e.test.ts's): staff check it, three council members vote
// (a drawn signature and typed ones), staff decide.
import { readFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import type { APIResponse, Page } from 'playwright-core'
import { describe, expect } from 'vitest'
import { SCREENSHOT_DIR, screenshot, signInByApi, skipReason, useBrowser, walkSteps } from './browser.ts'
import { apiAs, newUser } from './people.ts'
import { pngImage } from './records.ts'

const LOGIN = 'letter-applicant'
const PASSWORD = 'Letter#Applicant7'
const TITLE = 'Цуурын дугуйлангийн хэрэглэгдэхүүн'

interface State {
  processId: number
  status_type: string
  finished: boolean
  openSteps: Array<{ id: number; status_id: string }>
}

/** A call that must succeed; answers its JSON. */
async function ok<T>(answer: Promise<APIResponse>): Promise<T> {
  const response = await answer
  expect(response.ok(), await response.text()).toBe(true)
  return (await response.json()) as T
}

const stepOf = (state: State, node: string) => {
  const step = state.openSteps.find((open) => open.status_id === node)
  if (step === undefined) throw new Error(`no open step ${node}: ${JSON.stringify(state.openSteps)}`)
  return step
}

describe.skipIf(skipReason !== '')('the decision letter in Chromium', () => {
  const browser = useBrowser()
  const step = walkSteps()
  let page: Page & { errors: string[] }
  let rowId = 0

  step('an application of a new applicant is decided: checked, voted on by the council, approved', async () => {
    page = await browser.newPage()
    const request = page.request
    await newUser(page, {
      login: LOGIN,
      password: PASSWORD,
      first_name: 'Оюунбилэг',
      last_name: 'Гантулга',
      role_id: 5,
    })
    const applicant = await apiAs(page, LOGIN, PASSWORD)
    const created = await ok<{ record: { id: number } }>(
      request.post('/api/records/applications', {
        data: {
          heritage_bearer_id: 1,
          title: TITLE,
          description: 'Арван хоёр хүүхдэд цуур урлах мод, багаж',
          amount: 3_250_000,
        },
        headers: applicant,
      }),
    )
    rowId = created.record.id
    const stateAs = (headers: Record<string, string>) =>
      ok<State>(request.get(`/api/process/of/applications/${rowId}`, { headers }))
    const act = (headers: Record<string, string>, state: State, node: string, body: Record<string, unknown>) =>
      ok<State>(
        request.post(`/api/process/${state.processId}/steps/${stepOf(state, node).id}/act`, { data: body, headers }),
      )
    let state = await act(applicant, await stateAs(applicant), 'start', { port: 'submit' })
    // Not decided yet: no letter.
    const early = await request.get(`/api/process/letter/${state.processId}`, { headers: applicant })
    expect(early.status()).toBe(409)

    const staff = await apiAs(page, 'staff')
    const staffSigns = { type: 'text', text: 'Дорж Сарнай' }
    state = await act(staff, await stateAs(staff), 'check', { port: 'approve', signature: staffSigns })
    const prepare = stepOf(state, 'prepare-vote')
    const { people } = await ok<{ people: Array<{ userId: number; login: string }> }>(
      request.get(`/api/process/${state.processId}/steps/${prepare.id}/candidates?port=ready`, { headers: staff }),
    )
    // The three demo members: other tests of the shared server may add council members of their own.
    const council = people.filter((person) => /^council[123]$/.test(person.login)).map((person) => person.userId)
    expect(council).toHaveLength(3)
    state = await act(staff, state, 'prepare-vote', { port: 'ready', voters: council })
    const vote = stepOf(state, 'vote')

    // A stroke in ink on white paper: the council's first member signs by drawing.
    const stroke = pngImage(360, 120, (x, y) =>
      Math.abs(y - (60 + 38 * Math.sin(x / 28) * Math.cos(x / 90))) < 3 ? [20, 40, 120] : [255, 255, 255],
    )
    const member1 = await apiAs(page, 'council1')
    const drawn = await ok<{ id: string }>(
      request.post('/api/process/signatures', {
        multipart: { file: { name: 'signature.png', mimeType: 'image/png', buffer: stroke } },
        headers: member1,
      }),
    )
    const votes: Array<[string, Record<string, string>, string, Record<string, unknown>]> = [
      ['council1', member1, 'approve', { type: 'draw', uploadId: drawn.id }],
      ['council2', await apiAs(page, 'council2'), 'approve', { type: 'text', text: 'Пүрэв Оюунчимэг' }],
      ['council3', await apiAs(page, 'council3'), 'reject', { type: 'text', text: 'Түмэн Ганзориг' }],
    ]
    for (const [login, headers, choice, signature] of votes) {
      state = await ok<State>(
        request.post(`/api/process/${state.processId}/steps/${vote.id}/vote`, {
          data: {
            vote: choice,
            description: choice === 'approve' ? 'Дугуйлангийн ажил тогтвортой' : 'Төсөв хэт өндөр',
            signature,
          },
          headers,
        }),
      )
      expect(state.processId, login).toBeGreaterThan(0)
    }
    state = await act(staff, await stateAs(staff), 'summary', {
      port: 'approve',
      description: 'Зөвлөлийн олонхи дэмжсэн тул санхүүжүүлнэ',
      signature: staffSigns,
    })
    expect(state).toMatchObject({ status_type: 'END', finished: true })
  })

  step('its applicant opens it, reads the prompt and downloads the decision letter as a PDF', async () => {
    await signInByApi(page, LOGIN, PASSWORD)
    await page.goto(`/form/applications/${rowId}`)
    const prompt = page.getByTestId('decision-letter')
    await prompt.waitFor({ timeout: 30_000 })
    await expect(prompt.textContent({ timeout: 5_000 })).resolves.toContain('Дараах файлыг татаж авна уу')
    const link = prompt.getByTestId('decision-letter-link')
    await expect(link.textContent()).resolves.toBe('Шийдвэрийн мэдэгдэл (PDF)')
    await prompt.scrollIntoViewIfNeeded()
    await screenshot(page, 'decision-letter-prompt')

    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 20_000 }), link.click()])
    // The browser runs elsewhere: the file comes over its connection, kept beside the
    // screenshots for people to look at.
    const saved = resolve(SCREENSHOT_DIR, 'decision-letter.pdf')
    // A download the browser gave up on says why (once, under load, it was only "canceled").
    await download.saveAs(saved).catch(async (error: unknown) => {
      throw new Error(`the decision letter did not download (${await download.failure()}): ${String(error)}`)
    })
    const pdf = await readFile(saved)
    // Anything else the server answered (an error's JSON) is told, not just its file name.
    expect(download.suggestedFilename(), pdf.subarray(0, 500).toString('utf8')).toBe(
      `Шийдвэрийн мэдэгдэл - Өргөдөл №${rowId}.pdf`,
    )
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    // The fonts, the drawn signature and three tables: far more than an empty page.
    expect(pdf.length).toBeGreaterThan(20_000)
    expect(pdf.toString('latin1')).toMatch(/\/Subtype \/Image/)
    expect(page.errors).toEqual([])
  })
})
