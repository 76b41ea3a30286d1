// Issue 8, in the browser: the workflow views of @tamga/renderer/workflow drawn in Chromium
// through the renderer harness, with given data and the harness's in-page workflow client (a
// component test: the routes behind the client are the server's own tests; the end-to-end run
// of the heritage application against the real server is its own test).
import { mkdir, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import type { Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SCREENSHOT_DIR, skipReason, useBrowser } from './browser.ts'
import type { HarnessWorkflow, HarnessWorkflowCall } from './harness/harnessTypes.ts'
import {
  AFTER_CHECK,
  AT_CHECK,
  AT_DATE,
  AT_PREPARE_VOTE,
  AT_VOTE,
  COUNCIL,
  HISTORY,
  UPLOADED_SIGNATURE_PATH,
} from './harness/workflowData.ts'
import { serveHarness } from './serveHarness.ts'

/** Saves a picture of one element under .screenshots/ for people to look at. */
async function shot(target: Locator, name: string): Promise<void> {
  await mkdir(SCREENSHOT_DIR, { recursive: true })
  // Popovers and messages fade in for a few hundred milliseconds.
  await target.page().waitForTimeout(400)
  await target.screenshot({ path: resolve(SCREENSHOT_DIR, `${name}.png`) })
}

async function draw(page: Page, input: HarnessWorkflow): Promise<void> {
  const result = await page.evaluate((given) => window.tamgaHarness.renderWorkflow(given), input)
  expect(result.error).toBeUndefined()
}

const calls = (page: Page): Promise<HarnessWorkflowCall[]> => page.evaluate(() => window.tamgaHarness.workflowCalls())
const sent = async (page: Page, route: HarnessWorkflowCall['route']) =>
  (await calls(page)).filter((call) => call.route === route)

const cssOf = (locator: Locator, property: string) =>
  locator.evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property)

describe.skipIf(skipReason !== '')('the workflow views in Chromium', () => {
  const browser = useBrowser()
  let harness: { url: string; close: () => Promise<void> } | undefined
  let work = ''

  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'tamga-harness-'))
    harness = await serveHarness(join(work, 'dist'))
  })
  afterAll(async () => {
    await harness?.close()
    if (work !== '') await rm(work, { recursive: true, force: true })
  })

  async function open(): Promise<Page & { errors: string[] }> {
    const page = await browser.newPage()
    await page.goto(`${harness?.url}/`)
    await page.waitForFunction(() => 'tamgaHarness' in window)
    return page
  }

  it('draws the status history: a spinner, then one bordered block per round with its entries and the votes', async () => {
    const page = await open()
    // Whether the spinner showed while the history was on its way (200 ms in the harness): seen
    // by the page itself, since a loaded machine may take longer than that to ask it.
    await page.evaluate(() => {
      const seen = document.documentElement.dataset
      new MutationObserver(() => {
        if (document.querySelector('[data-testid="status-history-loading"]') !== null) seen.sawSpinner = 'yes'
      }).observe(document.body, { childList: true, subtree: true })
    })
    await draw(page, { view: 'history', history: HISTORY, host: harness?.url ?? '' })
    const history = page.getByTestId('status-history')
    await history.waitFor()
    await expect(page.evaluate(() => document.documentElement.dataset.sawSpinner)).resolves.toBe('yes')

    const blocks = history.getByTestId('history-block')
    await expect(blocks.count()).resolves.toBe(2)
    await expect(cssOf(blocks.first(), 'border-top-style')).resolves.toBe('solid')
    // Round 2's RE_CREATE is not done: it is not listed.
    await expect(blocks.nth(0).getByTestId('history-title').allTextContents()).resolves.toEqual([
      'Илгээсэн',
      'Буцаасан',
      'Дахин боловсруулсан',
    ])
    await expect(blocks.nth(1).getByTestId('history-title').allTextContents()).resolves.toEqual([
      'Хянасан',
      'Санал хураалтад оруулсан',
      'Зөвлөлийн санал хураалт',
    ])
    // Each entry has its step type's icon in the type's colour.
    const icons = history.locator('.tamga-history-entry > .tamga-step-icon')
    await expect(icons.count()).resolves.toBe(6)
    await expect(cssOf(icons.first(), 'background-color')).resolves.toBe('rgb(22, 119, 255)')

    const vote = history.locator('[data-testid="history-entry"][data-step-type="VOTE"]')
    await expect(vote.getAttribute('data-dimmed')).resolves.toBe('true')
    await expect(cssOf(vote.locator('.tamga-history-entry-head'), 'opacity')).resolves.toBe('0.6')
    await expect(cssOf(vote.locator('.tamga-step-icon'), 'opacity')).resolves.toBe('0.6')
    // The votes given under it are not dimmed with it.
    await expect(cssOf(vote.getByTestId('history-votes'), 'opacity')).resolves.toBe('1')
    await expect(
      cssOf(blocks.first().getByTestId('history-entry').first().locator('.tamga-history-entry-head'), 'opacity'),
    ).resolves.toBe('1')
    await expect(vote.getByTestId('history-date').textContent()).resolves.toBe('Огноо: Үйлдэл хүлээгдэж байна')
    await expect(history.getByTestId('history-date').first().textContent()).resolves.toBe('Огноо: 2026-03-02 09:15')
    await expect(history.getByTestId('history-description').first().textContent()).resolves.toBe(
      'Тайлбар: Иргэний үнэмлэхний хуулбар дутуу байна',
    )
    // The applicant signed nothing: the person who acted is named.
    await expect(history.getByTestId('history-person').first().textContent()).resolves.toBe('Д.Сараа')

    // The council's votes under the VOTE entry: results, a blank one for who has not voted.
    await expect(vote.locator('.tamga-history-votes-heading').textContent()).resolves.toBe(
      'Санал өгсөн албан тушаалтан',
    )
    const votes = vote.getByTestId('history-vote')
    await expect(votes.evaluateAll((all) => all.map((one) => one.getAttribute('data-result')))).resolves.toEqual([
      'Supported',
      'ToRecreate',
      'Unsupported',
      '',
    ])
    await expect(votes.nth(0).textContent()).resolves.toContain('Дэмжсэн:')
    await expect(votes.nth(1).textContent()).resolves.toContain('Нэмэлт материал шаардлагатай:')
    await expect(votes.nth(2).textContent()).resolves.toContain('Дэмжээгүй:')
    await expect(votes.nth(3).textContent()).resolves.toContain('Л.Оюун')

    // Signatures: typed text, a drawn image as it is, an uploaded image under the file host.
    await expect(history.getByTestId('signature-text').first().textContent()).resolves.toBe('Б.Болд')
    const uploaded = votes.nth(1).getByTestId('signature-image')
    await expect(uploaded.getAttribute('src')).resolves.toBe(`${harness?.url}${UPLOADED_SIGNATURE_PATH}`)
    await expect(
      uploaded.evaluate((image: HTMLImageElement) => image.decode().then(() => image.naturalWidth)),
    ).resolves.toBeGreaterThan(0)
    const drawn = blocks.nth(1).getByTestId('history-signature').first()
    await expect(drawn.getByTestId('signature-image').getAttribute('src')).resolves.toMatch(/^data:image\/svg\+xml,/)
    await expect(drawn.textContent()).resolves.toContain('Цахимаар баталгаажуулсан: Б.Болд')
    await expect(history.getByTestId('history-signature').first().textContent()).resolves.toContain(
      'Цахимаар баталгаажуулсан огноо, цаг: 2026-03-03 10:40',
    )

    await expect(calls(page)).resolves.toEqual([{ route: 'history', processId: 12 }])
    await shot(history, 'workflow-history')
    expect(page.errors).toEqual([])
  })

  it('draws the compact signature mode: smaller icons, signatures stacked', async () => {
    const page = await open()
    await draw(page, { view: 'history', history: HISTORY, host: harness?.url ?? '', smallSignature: true })
    const history = page.locator('[data-testid="status-history"][data-small="true"]')
    await history.waitFor()
    await expect(cssOf(history.locator('.tamga-step-icon').first(), 'width')).resolves.toBe('24px')
    const box = history.getByTestId('history-signature').first()
    // One column: the mark sits under what was signed.
    await expect(cssOf(box, 'grid-template-columns')).resolves.not.toContain(' ')
    await shot(history, 'workflow-history-small')
    expect(page.errors).toEqual([])
  })

  it('only logs a history that fails to load, and shows it empty (spec 8.2)', async () => {
    const page = await open()
    await draw(page, { view: 'history', history: 'fail' })
    const history = page.getByTestId('status-history')
    await history.waitFor()
    await expect(history.locator('.ant-empty-description').textContent()).resolves.toBe('Түүх алга')
    await expect(history.getByTestId('history-block').count()).resolves.toBe(0)
    await expect(page.locator('.ant-message-notice, .ant-notification-notice').count()).resolves.toBe(0)
    expect(page.errors).toHaveLength(1)
    expect(page.errors[0]).toContain('The history of process 12 could not be loaded')
  })

  it('shows the process_status cell’s grid word and opens the history in a popover on a click', async () => {
    const page = await open()
    await draw(page, {
      view: 'statusCell',
      history: HISTORY,
      value: 'Зөвлөлийн санал хураалт',
      row: { id: 1, __process_id: 12 },
      words: { 'Зөвлөлийн санал хураалт_grid': 'Санал хураалт явагдаж байна' },
    })
    const cell = page.getByTestId('process-status-cell')
    await expect(cell.textContent()).resolves.toBe('Санал хураалт явагдаж байна')
    // Nothing is loaded for a cell that is only drawn.
    await expect(calls(page)).resolves.toEqual([])
    await cell.click()
    const popover = page.locator('.ant-popover')
    await popover.locator('[data-testid="status-history"][data-small="true"]').waitFor()
    await expect(popover.locator('.ant-popover-title').textContent()).resolves.toBe('Төлөв шилжилтийн түүх')
    await expect(calls(page)).resolves.toEqual([{ route: 'history', processId: 12 }])
    await page.setViewportSize({ width: 1000, height: 720 })
    await page.waitForTimeout(400)
    await page.screenshot({ path: resolve(SCREENSHOT_DIR, 'workflow-status-cell.png') })

    // Without the grid word, the raw status text.
    await draw(page, { view: 'statusCell', history: HISTORY, value: 'Өргөдөл хянах', row: { __process_id: 12 } })
    await expect(page.getByTestId('process-status-cell').textContent()).resolves.toBe('Өргөдөл хянах')
    expect(page.errors).toEqual([])
  })

  it('acts on a CHECK step: the signature is asked for first, then the port sends the description and signature', async () => {
    const page = await open()
    await draw(page, { view: 'panel', state: AT_CHECK, answers: [{ state: AFTER_CHECK }] })
    const panel = page.getByTestId('process-panel')
    await expect(panel.getByTestId('process-status').textContent()).resolves.toBe('Өргөдөл хянах')
    // The ports are coloured by outcome: approve green, send back orange, reject red.
    await expect(cssOf(panel.getByTestId('process-port-approve'), 'background-color')).resolves.toBe('rgb(82, 196, 26)')
    await expect(cssOf(panel.getByTestId('process-port-send-back'), 'background-color')).resolves.toBe(
      'rgb(250, 140, 22)',
    )
    await expect(cssOf(panel.getByTestId('process-port-reject'), 'background-color')).resolves.toBe('rgb(255, 77, 79)')

    await panel.getByTestId('process-port-approve').click()
    await expect(panel.getByTestId('process-error').textContent()).resolves.toBe('Энэ алхамд гарын үсэг шаардлагатай')
    await expect(sent(page, 'act')).resolves.toEqual([])

    await panel.getByTestId('process-description').fill('Бүрдэл бүрэн')
    await panel.getByTestId('signature-text-input').fill('Б.Болд')
    await panel.getByLabel('Албан тушаал').fill('Мэргэжилтэн')
    await panel.getByTestId('process-port-approve').click()
    await page.locator('[data-testid="process-step"][data-can-act="false"]').waitFor()
    await expect(sent(page, 'act')).resolves.toEqual([
      {
        route: 'act',
        processId: 12,
        stepId: 21,
        body: {
          port: 'approve',
          description: 'Бүрдэл бүрэн',
          signature: { type: 'text', text: 'Б.Болд', job_name: 'Мэргэжилтэн' },
        },
      },
    ])
    // The panel shows the answer: the next step, held by someone else.
    await expect(panel.getByTestId('process-status').textContent()).resolves.toBe('Санал хураалт бэлтгэх')
    await expect(panel.getByTestId('process-act-form').count()).resolves.toBe(0)
    await expect(panel.textContent()).resolves.toContain('Хариуцагч: Б.Болд')
    await expect(page.locator('.ant-message-notice').textContent()).resolves.toBe('Амжилттай хадгаллаа')
    expect(page.errors).toEqual([])
  })

  it('sends a signature drawn on the pad as an upload, then names it in the action', async () => {
    const page = await open()
    await draw(page, { view: 'panel', state: AT_CHECK, answers: [{ state: AFTER_CHECK }] })
    const panel = page.getByTestId('process-panel')
    await panel.getByTestId('process-description').fill('Шалгуур хангасан')
    await panel.getByText('Зурах').click()
    const pad = panel.locator('[data-testid="signature-pad"][data-ready="true"]')
    await pad.waitFor()
    const box = await pad.boundingBox()
    if (box === null) throw new Error('the pad is not drawn')
    await page.mouse.move(box.x + 30, box.y + 90)
    await page.mouse.down()
    for (const [x, y] of [
      [60, 40],
      [90, 100],
      [120, 50],
      [150, 95],
      [190, 45],
      [230, 80],
    ] as const) {
      await page.mouse.move(box.x + x, box.y + y, { steps: 6 })
    }
    await page.mouse.up()
    await panel.getByLabel('Албан тушаал').fill('Мэргэжилтэн')
    await shot(panel, 'workflow-panel-check')

    await panel.getByTestId('process-port-approve').click()
    await page.locator('[data-testid="process-step"][data-can-act="false"]').waitFor()
    const uploads = await sent(page, 'uploadSignature')
    expect(uploads).toHaveLength(1)
    expect(uploads[0]?.body).toMatchObject({ type: 'image/png', size: expect.any(Number) })
    expect((uploads[0]?.body as { size: number } | undefined)?.size).toBeGreaterThan(500)
    await expect(sent(page, 'act')).resolves.toEqual([
      {
        route: 'act',
        processId: 12,
        stepId: 21,
        body: {
          port: 'approve',
          description: 'Шалгуур хангасан',
          signature: { type: 'draw', uploadId: '6f1c2b7e-3a4d-4e8f-9b0a-1c2d3e4f5a6b', job_name: 'Мэргэжилтэн' },
        },
      },
    ])
    expect(page.errors).toEqual([])
  })

  it('shows a refused action in the server’s words: msg in Mongolian, enMsg in English', async () => {
    const refused = {
      status: 409,
      body: {
        status: false,
        code: 'STEP_DONE',
        msg: 'Энэ алхмыг өөр хүн шийдвэрлэсэн',
        enMsg: 'Someone else acted on this step',
      },
    }
    const page = await open()
    for (const [language, words] of [
      ['mn_MN', 'Энэ алхмыг өөр хүн шийдвэрлэсэн'],
      ['en_US', 'Someone else acted on this step'],
    ] as const) {
      await draw(page, { view: 'panel', state: AT_CHECK, answers: [{ refused }], language })
      const panel = page.getByTestId('process-panel')
      await panel.getByTestId('signature-text-input').fill('Б.Болд')
      await panel.getByTestId('process-port-reject').click()
      await expect(panel.getByTestId('process-error').textContent()).resolves.toBe(words)
      // The step is still there to act on.
      await expect(panel.getByTestId('process-act-form').count()).resolves.toBe(1)
    }
    expect(page.errors).toEqual([])
  })

  it('lets the actor pick the next assignee on a port that allows it: save sends it, back returns to the ports', async () => {
    const page = await open()
    await draw(page, { view: 'panel', state: AT_CHECK, candidates: COUNCIL, answers: [{ state: AFTER_CHECK }] })
    const panel = page.getByTestId('process-panel')
    await panel.getByTestId('signature-text-input').fill('Б.Болд')
    await panel.getByTestId('process-port-transfer').click()
    const picker = panel.getByTestId('process-next-assignee')
    await picker.waitFor()
    await expect(sent(page, 'candidates')).resolves.toEqual([
      { route: 'candidates', processId: 12, stepId: 21, body: { port: 'transfer' } },
    ])
    await panel.getByTestId('process-back').click()
    await panel.getByTestId('process-ports').waitFor()
    await panel.getByTestId('process-port-transfer').click()
    await panel.getByTestId('process-save').click()
    await expect(panel.getByTestId('process-error').textContent()).resolves.toBe('Дараагийн хариуцагчийг сонгоно уу')
    await picker.locator('.ant-select').click()
    await page.locator('.ant-select-item-option', { hasText: 'С.Туяа' }).click()
    await panel.getByTestId('process-save').click()
    await page.locator('[data-testid="process-step"][data-can-act="false"]').waitFor()
    const [act] = await sent(page, 'act')
    expect(act?.body).toEqual({
      port: 'transfer',
      signature: { type: 'text', text: 'Б.Болд' },
      nextAssignee: { userId: 6 },
    })
    expect(page.errors).toEqual([])
  })

  it('picks the council on PREPARE_VOTE and sets the date on a DATE step', async () => {
    const page = await open()
    await draw(page, { view: 'panel', state: AT_PREPARE_VOTE, candidates: COUNCIL, answers: [{ state: AFTER_CHECK }] })
    const panel = page.getByTestId('process-panel')
    await panel.getByTestId('process-port-ready').click()
    await expect(panel.getByTestId('process-error').textContent()).resolves.toBe(
      'Санал өгөх дор хаяж нэг гишүүн сонгоно уу',
    )
    await panel.getByTestId('process-voters').locator('.ant-select').click()
    await page.locator('.ant-select-item-option', { hasText: 'О.Ганбат' }).click()
    await page.locator('.ant-select-item-option', { hasText: 'Э.Мөнх' }).click()
    await page.keyboard.press('Escape')
    await panel.getByTestId('process-port-ready').click()
    await page.locator('[data-testid="process-step"][data-can-act="false"]').waitFor()
    await expect(sent(page, 'act')).resolves.toEqual([
      { route: 'act', processId: 12, stepId: 22, body: { port: 'ready', voters: [4, 7] } },
    ])

    await draw(page, { view: 'panel', state: AT_DATE, answers: [{ state: AFTER_CHECK }] })
    const dated = page.getByTestId('process-panel')
    await dated.getByTestId('process-port-dated').click()
    await expect(dated.getByTestId('process-error').textContent()).resolves.toBe('Огноо сонгоно уу')
    const input = dated.getByTestId('process-date').locator('input')
    await input.click()
    await input.fill('2026-04-15')
    await input.press('Enter')
    await dated.getByTestId('process-port-dated').click()
    await page.locator('[data-testid="process-step"][data-can-act="false"]').waitFor()
    await expect(sent(page, 'act')).resolves.toEqual([
      { route: 'act', processId: 12, stepId: 25, body: { port: 'dated', date: '2026-04-15' } },
    ])
    expect(page.errors).toEqual([])
  })

  it('votes on a VOTE step: who voted, the choice and signature sent, and the vote closed', async () => {
    const page = await open()
    const voted = { state: { ...AT_VOTE, openSteps: [] } }
    await draw(page, { view: 'panel', state: AT_VOTE, answers: [voted] })
    const panel = page.getByTestId('process-panel')
    const voters = panel.getByTestId('vote-voter')
    await expect(voters.evaluateAll((all) => all.map((one) => one.getAttribute('data-voted')))).resolves.toEqual([
      'true',
      'true',
      'false',
    ])
    await expect(voters.allTextContents()).resolves.toEqual([
      'О.ГанбатСанал өгсөн',
      'С.ТуяаСанал өгсөн',
      'Э.МөнхСанал өгөөгүй',
    ])
    await expect(panel.getByTestId('vote-decision').textContent()).resolves.toBe('Одоогийн дүн: Үйлдэл хүлээгдэж байна')

    await panel.getByTestId('vote-send').click()
    await expect(panel.getByTestId('process-error').textContent()).resolves.toBe('Саналаа сонгоно уу')
    await panel.getByTestId('vote-choice-approve').click()
    await expect(panel.getByTestId('vote-choice-approve').getAttribute('aria-pressed')).resolves.toBe('true')
    await panel.getByTestId('vote-description').fill('Дэмжиж байна')
    await panel.getByTestId('signature-text-input').fill('Э.Мөнх')
    await shot(panel, 'workflow-panel-vote')
    await panel.getByTestId('vote-send').click()
    await page.getByTestId('process-panel').getByTestId('process-step').waitFor({ state: 'detached' })
    await expect(sent(page, 'vote')).resolves.toEqual([
      {
        route: 'vote',
        processId: 12,
        stepId: 23,
        body: { vote: 'approve', description: 'Дэмжиж байна', signature: { type: 'text', text: 'Э.Мөнх' } },
      },
    ])

    await draw(page, { view: 'panel', state: AT_VOTE, answers: [voted] })
    await page.getByTestId('vote-close').click()
    const confirm = page.locator('.ant-popconfirm')
    await confirm.waitFor({ state: 'visible' })
    await confirm.getByRole('button', { name: 'Тийм' }).click()
    // The call first, then its answer drawn: a failure says which of the two did not happen.
    await expect.poll(() => sent(page, 'closeVote')).toEqual([{ route: 'closeVote', processId: 12, stepId: 23 }])
    await page.getByTestId('process-panel').getByTestId('process-step').waitFor({ state: 'detached' })
    expect(page.errors).toEqual([])
  })
})
