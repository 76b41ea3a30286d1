// Issue 27, "prerequisites are offered, not discovered": a workflow on a new table that lacks its
// status column says so as soon as the table is chosen, shows the migration that adds it, adds
// it on confirmation and then saves; a CRUD screen without a grid gets one made from its model
// with a click, its province shown by name. The server still refuses what the browser skips.
import type { Page } from 'playwright-core'
import { describe, expect } from 'vitest'
import { DEMO_PASSWORD, screenshot, signInByApi, skipReason, useBrowser, walkSteps } from './browser.ts'

type TestPage = Page & { errors: string[] }

/** A step that opens a builder: its first load is slow on a machine busy with other tests. */
const BUSY = { timeout: 150_000 }

/** Headers of an API call as `login`. */
async function apiAs(page: Page, login: string): Promise<Record<string, string>> {
  const response = await page.request.post('/api/auth/login', {
    data: { login, password: DEMO_PASSWORD },
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  })
  const { token } = (await response.json()) as { token: string }
  return { Authorization: `Bearer ${token}`, 'X-Requested-With': 'XMLHttpRequest' }
}

/** Opens a picker by its test id and takes the option showing `text`, typed first to narrow it. */
async function choose(page: Page, testId: string, text: string): Promise<void> {
  await page.getByTestId(testId).click()
  await page.keyboard.type(text)
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: text }).first().click()
}

/** Creates a document of `kind` named `name` from its list, and waits for its builder. */
async function createDocument(page: Page, kind: string, name: string): Promise<void> {
  await page.goto(`/admin/builder/${kind}`)
  // The builders' code is loaded on the first visit, slowly on a busy machine.
  await page.getByTestId('builder-create').click({ timeout: 90_000 })
  await page.getByTestId('builder-new-name').fill(name)
  await page.getByTestId('builder-new-name').press('Enter')
  await page.locator(`[data-testid="builder-frame"][data-kind="${kind}"][data-name="${name}"]`).waitFor()
}

/** Saves the open document and waits until the server stored it. */
async function save(page: Page): Promise<void> {
  await page.getByTestId('builder-save').click()
  await expect.poll(() => page.getByTestId('builder-frame').getAttribute('data-dirty')).toBe('false')
}

describe.skipIf(skipReason !== '')('prerequisites offered by the builders, in Chromium', () => {
  const browser = useBrowser()
  const step = walkSteps()
  // Names of their own, so a second run against the same server starts afresh.
  const stamp = Date.now().toString(36)
  const table = `prq_event_${stamp}`
  let admin: TestPage
  let headers: Record<string, string>

  step('a new table of events, with a province, made through the documents API', async () => {
    admin = await browser.newPage({ viewport: { width: 1440, height: 900 } })
    headers = await apiAs(admin, 'admin')
    const model = {
      kind: 'model',
      version: 1,
      name: table,
      title: { mn_MN: 'Арга хэмжээ', en_US: 'Events', ko_KR: '행사' },
      table,
      primaryKey: ['id'],
      timestamps: true,
      columns: [
        { name: 'id', type: 'bigint', nullable: false, default: { named: 'identity' } },
        {
          name: 'title',
          type: { name: 'varchar', length: 200 },
          nullable: false,
          label: { mn_MN: 'Гарчиг', en_US: 'Title', ko_KR: '제목' },
        },
        { name: 'aimag_id', type: 'bigint', label: { mn_MN: 'Аймаг', en_US: 'Province', ko_KR: '도' } },
      ],
      foreignKeys: [{ columns: ['aimag_id'], references: { model: 'aimag', columns: ['id'] } }],
    }
    const saved = await admin.request.put(`/api/documents/model/${table}?revision=0`, { headers, data: model })
    expect(saved.status(), await saved.text()).toBe(200)
    await signInByApi(admin, 'admin')
  })

  step(
    'a CRUD screen without a grid gets one made from its model, the province by name',
    async () => {
      // A form of its own first, so the screen knows its model; the grid is what it lacks.
      const form = {
        kind: 'form',
        version: 1,
        name: `${table}-form`,
        model: table,
        identity: 'id',
        fields: [
          { name: 'id', widget: 'hidden' },
          { name: 'title', widget: 'text', label: { mn_MN: 'Гарчиг', en_US: 'Title', ko_KR: '제목' } },
        ],
      }
      const savedForm = await admin.request.put(`/api/documents/form/${table}-form?revision=0`, { headers, data: form })
      expect(savedForm.status(), await savedForm.text()).toBe(200)

      await createDocument(admin, 'krud', `${table}s`)
      await admin.getByTestId('krud-title-mn_MN').fill('Арга хэмжээ')
      await choose(admin, 'krud-form', `${table}-form`)
      const offer = admin.getByTestId('krud-offer-grid')
      await offer.waitFor()
      await screenshot(admin, 'builder-prerequisite-krud-offer')
      await admin.getByTestId('krud-offer-grid-create').click()
      await admin.getByTestId('krud-offer-created').waitFor()
      expect(await admin.getByTestId('krud-offer-grid').count()).toBe(0)
      await screenshot(admin, 'builder-prerequisite-krud-created')
      await save(admin)

      const krud = (await (await admin.request.get(`/api/documents/krud/${table}s`, { headers })).json()) as {
        document: { grid: string }
      }
      expect(krud.document.grid).toBe(`${table}s_grid`)
      const grid = (await (
        await admin.request.get(`/api/documents/grid/${krud.document.grid}`, { headers })
      ).json()) as {
        document: { columns: Array<{ field: string; label?: unknown; relation?: unknown; type?: string }> }
      }
      // The screen has no workflow yet, so the grid shows the columns a person fills in.
      expect(grid.document.columns).toEqual([
        { field: 'title', label: { mn_MN: 'Гарчиг', en_US: 'Title', ko_KR: '제목' } },
        {
          field: 'aimag_id',
          label: { mn_MN: 'Аймаг', en_US: 'Province', ko_KR: '도' },
          relation: { model: 'aimag', valueField: 'id', labelFields: ['name'] },
        },
      ])
      expect(admin.errors).toEqual([])
    },
    BUSY,
  )

  step(
    'the workflow says the table lacks its status column as soon as it is chosen',
    async () => {
      await createDocument(admin, 'workflow', `${table}-approval`)
      await choose(admin, 'workflow-model', table)
      await choose(admin, 'workflow-krud', `${table}s`)
      const offer = admin.getByTestId('workflow-status-offer')
      await offer.waitFor()
      expect(await offer.textContent()).toContain(
        `"${table}" хүснэгтэд ажлын урсгалын төлөвийг хадгалах "process_status" багана алга`,
      )
      await screenshot(admin, 'builder-prerequisite-workflow-offer')

      // The browser's offer is a help, not the check: the server refuses the workflow as it is.
      const stored = await admin.request.get(`/api/documents/model/${table}`, { headers })
      expect(
        ((await stored.json()) as { document: { columns: Array<{ name: string }> } }).document.columns.map(
          (c) => c.name,
        ),
      ).not.toContain('process_status')
    },
    BUSY,
  )

  step(
    'the migration that adds the column is shown, accepted, and the workflow saves',
    async () => {
      // A diagram that can be saved: its start leads to an end.
      await admin.getByTestId('workflow-palette-END').click()
      await admin.getByTestId('workflow-node-start').click()
      await admin.getByTestId('workflow-port-target-submit').click()
      await admin.getByTestId('workflow-port-target-submit-option-end').click()
      await admin.getByTestId('workflow-status-offer-add').click()
      const dialog = admin.getByTestId('workflow-status-dialog')
      await dialog.waitFor()
      const change = dialog.getByTestId('model-plan-change-0')
      await change.waitFor()
      const planned = (await change.textContent()) ?? ''
      expect(planned).toMatch(/process_status/)
      expect(planned).toMatch(/varchar\(50\)/)
      expect(await change.getAttribute('data-destructive')).toBe('false')
      // Adding an empty column loses nothing: no change of the plan is destructive.
      expect(await dialog.locator('[data-destructive="true"]').count()).toBe(0)
      await screenshot(admin, 'builder-prerequisite-workflow-migration')
      await admin.getByTestId('workflow-status-offer-confirm').click()
      await admin.getByTestId('workflow-status-added').waitFor()
      expect(await admin.getByTestId('workflow-status-offer').count()).toBe(0)

      const stored = await admin.request.get(`/api/documents/model/${table}`, { headers })
      const columns = ((await stored.json()) as { document: { columns: Array<{ name: string; type: unknown }> } })
        .document.columns
      expect(columns.find((column) => column.name === 'process_status')?.type).toEqual({ name: 'varchar', length: 50 })

      await save(admin)
      await screenshot(admin, 'builder-prerequisite-workflow-saved')
      const workflow = await admin.request.get(`/api/documents/workflow/${table}-approval`, { headers })
      expect(workflow.status()).toBe(200)
      expect(admin.errors).toEqual([])
    },
    BUSY,
  )
})
