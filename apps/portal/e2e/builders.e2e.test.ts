// Issue 10, "a builder with no code makes a new krud, puts it in a menu, grants it to a role, adds
// an approval workflow, and staff use it at once": the super admin builds a table, its form,
// grid, CRUD screen, a menu entry, a grant to staff and a three-step workflow with a
// vote through the builders only; then staff open the new screen, add a record, and the
// workflow runs it to its end. No restart in between.
import { mkdtemp, readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { screenshot, signInByApi, skipReason, useBrowser, walkSteps } from './browser.ts'
import { pickSearched } from './selects.ts'

type TestPage = Page & { errors: string[] }

/** Opens a Select by its test id and picks the option showing `text`, typing `search` (or `text`) first. */
const choose = (page: Page, testId: string, text: string | RegExp, search?: string): Promise<void> =>
  pickSearched(page, page.getByTestId(testId), text, search)

/** Creates a document of `kind` named `name` from its list, and waits for its builder. */
async function createDocument(page: Page, kind: string, name: string): Promise<void> {
  await page.goto(`/admin/builder/${kind}`)
  await page.getByTestId('builder-create').click()
  await page.getByTestId('builder-new-name').fill(name)
  await page.getByTestId('builder-new-name').press('Enter')
  await page.locator(`[data-testid="builder-frame"][data-kind="${kind}"][data-name="${name}"]`).waitFor()
}

/** Opens the stored document's builder. */
async function openDocument(page: Page, kind: string, name: string): Promise<void> {
  await page.goto(`/admin/builder/${kind}/${name}`)
  await page.locator(`[data-testid="builder-frame"][data-kind="${kind}"][data-name="${name}"]`).waitFor()
}

/** Saves the open document and waits until the server stored it (no unsaved changes left). */
async function save(page: Page): Promise<void> {
  // The issues' own sentences, so a failure says what the builder still finds wrong.
  await expect.poll(() => page.getByTestId('builder-issue').allTextContents()).toEqual([])
  await page.getByTestId('builder-save').click()
  await expect.poll(() => page.getByTestId('builder-frame').getAttribute('data-dirty')).toBe('false')
}

/** Points a workflow step's outcome port at another step, through the step's panel. */
async function wire(page: Page, from: string, port: string, to: string): Promise<void> {
  await page.getByTestId(`workflow-node-${from}`).click()
  await page.getByTestId(`workflow-port-target-${port}`).click()
  await page.getByTestId(`workflow-port-target-${port}-option-${to}`).click()
}

/** The codes of the issues the workflow designer lists, in its order. */
const workflowIssueCodes = (page: Page): Promise<string[]> =>
  page
    .getByTestId('workflow-issues')
    .locator('[data-code]')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-code') ?? ''))

const statusIs = (page: Page, status: string) =>
  expect.poll(() => page.getByTestId('process-panel').getByTestId('process-status').textContent()).toBe(status)

describe.skipIf(skipReason !== '')('the builders in Chromium', () => {
  const browser = useBrowser()

  // The builder's walk, step by step: the super admin builds through the builders only, then
  // staff use what was built. The steps hand on the admin's and staff's pages and the record.
  describe('build a table, form, grid, screen, menu entry, grant and voting workflow that staff use at once', () => {
    const step = walkSteps()
    let admin: TestPage
    let staff: TestPage
    let path = ''

    step('1. the table: the builder shows the CREATE TABLE it will run, and asks why before a drop', async () => {
      admin = await browser.newPage()
      await signInByApi(admin, 'admin')
      // A title, an amount and the workflow's status column.
      await admin.goto('/admin/platform')
      await admin.getByTestId('platform-areaBuilders').click()
      await admin.getByTestId('builder-home').waitFor()
      await createDocument(admin, 'model', 'grant_request')
      for (const [index, name] of ['title', 'amount', 'process_status'].entries()) {
        await admin.getByTestId('model-add-column').click()
        await admin.getByTestId(`model-column-${index + 1}-name`).fill(name)
      }
      await choose(admin, 'model-column-2-type', 'Бүхэл тоо')
      await expect.poll(() => admin.getByTestId('model-plan-change-0').textContent()).toContain('"amount" integer')
      expect(await admin.getByTestId('model-plan-change-0').textContent()).toContain('create table "grant_request"')
      await screenshot(admin, 'builder-model')
      await save(admin)

      // A column added, then taken away: the plan marks the drop as destructive, and the save
      // asks why before it runs it.
      await admin.getByTestId('model-add-column').click()
      await admin.getByTestId('model-column-4-name').fill('note')
      await save(admin)
      await admin.getByTestId('model-column-4-remove').click()
      await admin.getByTestId('model-plan-destructive').waitFor()
      await admin.getByTestId('builder-save').click()
      await admin.getByTestId('builder-destructive-reason').fill('Тэмдэглэл хэрэггүй болсон')
      await admin.getByTestId('builder-destructive-confirm').click()
      await expect.poll(() => admin.getByTestId('builder-frame').getAttribute('data-dirty')).toBe('false')
    })

    step('2. its form, grid and CRUD screen', async () => {
      // The form: a required title and an amount, dropped in from the palette.
      await createDocument(admin, 'form', 'grant-request-form')
      await admin.getByTestId('form-settings-open').click()
      await choose(admin, 'form-property-model', 'grant_request')
      await admin.getByTestId('form-palette-text').click()
      await admin.getByTestId('form-property-name').fill('title')
      await admin.keyboard.press('Escape')
      await admin.getByTestId('form-property-label-mn_MN').fill('Гарчиг')
      await admin.getByTestId('form-property-required').click()
      await admin.getByTestId('form-palette-number').click()
      await admin.getByTestId('form-property-name').fill('amount')
      await admin.keyboard.press('Escape')
      await admin.getByTestId('form-property-label-mn_MN').fill('Дүн')
      await admin.getByTestId('form-preview').getByText('Гарчиг').waitFor()
      await screenshot(admin, 'builder-form')
      await save(admin)

      // The grid: every column of the table.
      await createDocument(admin, 'grid', 'grant-request-grid')
      await choose(admin, 'grid-model', 'grant_request')
      await admin.getByTestId('grid-add-all').click()
      await save(admin)

      // The CRUD screen over them.
      await createDocument(admin, 'krud', 'grant-requests')
      await admin.getByTestId('krud-title-mn_MN').fill('Тэтгэлгийн хүсэлт')
      await choose(admin, 'krud-form', 'grant-request-form')
      await choose(admin, 'krud-grid', 'grant-request-grid')
      await save(admin)
    })

    step('3. a workflow of three steps with a vote, which the screen then runs', async () => {
      // The creator submits, staff put it to the vote of the staff they pick, who vote;
      // supported ends it, anything else cancels it.
      await createDocument(admin, 'workflow', 'grant-approval')
      await choose(admin, 'workflow-model', 'grant_request')
      await choose(admin, 'workflow-krud', 'grant-requests')
      for (const type of ['PREPARE_VOTE', 'VOTE', 'END', 'CANCEL']) {
        await admin.getByTestId(`workflow-palette-${type}`).click()
      }
      await wire(admin, 'start', 'submit', 'prepare-vote')
      await admin.getByTestId('workflow-node-prepare-vote').click()
      await choose(admin, 'workflow-subject-type', 'Эрхийн бүх хүн')
      await choose(admin, 'workflow-subject-role', /^Ажилтан \(/, 'Ажилтан')
      await wire(admin, 'prepare-vote', 'next', 'vote')
      await wire(admin, 'vote', 'supported', 'end')
      await wire(admin, 'vote', 'more-material', 'cancel')
      await wire(admin, 'vote', 'unsupported', 'cancel')
      await admin.getByTestId('workflow-node-vote').click()
      await choose(admin, 'workflow-vote-role', /^Ажилтан \(/, 'Ажилтан')
      // The designer's own list names what is still wrong, by code, so a failure says which.
      await expect.poll(() => workflowIssueCodes(admin)).toEqual([])
      await screenshot(admin, 'builder-workflow')
      await save(admin)

      await openDocument(admin, 'krud', 'grant-requests')
      await choose(admin, 'krud-workflow', 'grant-approval')
      await save(admin)
    })

    step('4. a menu entry for the screen, and staff’s right to it', async () => {
      await openDocument(admin, 'menu', 'admin')
      await admin.getByTestId('menu-add-item').click()
      // The new entry's panel, with the id made up for it, before its boxes are filled.
      await expect.poll(() => admin.getByTestId('menu-item-id').inputValue()).toMatch(/^item-\d+$/)
      await admin.getByTestId('menu-item-id').fill('grant-requests')
      await admin.getByTestId('menu-item-title-mn_MN').fill('Тэтгэлгийн хүсэлт')
      await choose(admin, 'menu-item-link-to', /crud/i)
      await choose(admin, 'menu-item-url', 'grant-requests')
      await save(admin)
      await openDocument(admin, 'role', 'staff')
      for (const flag of ['show', 'c', 'r', 'u']) {
        await admin.getByTestId(`role-permission-grant-requests-${flag}`).check()
      }
      await admin.getByTestId('role-preview-item-grant-requests').waitFor()
      await save(admin)

      // The super admin may open it too, which the mock-up view below needs.
      await openDocument(admin, 'role', 'super-admin')
      for (const flag of ['show', 'r']) {
        await admin.getByTestId(`role-permission-grant-requests-${flag}`).check()
      }
      await save(admin)
    })

    step('5. the mock-up view shows the new screen at the four sizes', async () => {
      await openDocument(admin, 'krud', 'grant-requests')
      await admin.getByTestId('builder-mockup-preview').click()
      for (const device of ['phone', 'tablet', 'computer', 'big-computer']) {
        await admin.getByTestId(`mockup-preview-${device}`).waitFor()
      }
      await admin
        .frameLocator('[data-testid="mockup-preview-phone"] iframe')
        .getByText('Тэтгэлгийн хүсэлт')
        .first()
        .waitFor()
      await screenshot(admin, 'builder-mockup')
      await admin.keyboard.press('Escape')
      expect(admin.errors).toEqual([])
      await admin.close()
    })

    step('6. staff open the new screen from their menu and add a request', async () => {
      staff = await browser.newPage()
      await signInByApi(staff, 'staff')
      await staff.goto('/admin')
      await staff.getByRole('menuitem', { name: 'Тэтгэлгийн хүсэлт' }).click()
      await staff.waitForURL((url) => url.pathname === '/admin/p/grant-requests')
      await staff.getByTestId('krud-create').click()
      const form = staff.getByTestId('record-form')
      await form.locator('[data-field="title"] input').fill('Морин хуурын дугуйлан')
      await form.locator('[data-field="amount"] input').first().fill('1200000')
      await staff.getByTestId('record-form-save').click()
      await expect.poll(() => staff.getByTestId('krud-total').textContent()).toContain('1')
      await screenshot(staff, 'builder-new-screen')
      const headers = { 'X-Requested-With': 'XMLHttpRequest' }
      const listed = await staff.request.get('/api/records/grant-requests', { headers })
      const rowId = ((await listed.json()) as { rows: Array<{ id: number }> }).rows[0]?.id
      expect(rowId).toBeDefined()
      path = `/form/grant-requests/${rowId}`
    })

    step('7. its workflow runs on the record’s own page: submitted, put to the vote, voted for, ended', async () => {
      await staff.goto(path)
      const panel = staff.getByTestId('process-panel')
      const actable = staff.locator('[data-testid="process-step"][data-can-act="true"]')
      await actable.waitFor({ timeout: 20_000 })
      await statusIs(staff, 'Эхлэл')
      await panel.getByTestId('process-port-submit').click()
      await statusIs(staff, 'Санал хураалт бэлтгэх')
      await actable.waitFor({ timeout: 20_000 })
      await panel.getByTestId('process-voters').locator('.ant-select').click()
      await staff.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click()
      await staff.keyboard.press('Escape')
      await panel.getByTestId('process-port-next').click()
      await statusIs(staff, 'Санал хураах')
      await actable.waitFor({ timeout: 20_000 })
      await panel.getByTestId('vote-choice-approve').click()
      await panel.getByTestId('vote-description').fill('Дэмжиж байна')
      await panel.getByTestId('vote-send').click()
      await statusIs(staff, 'Дуусгах')
      await screenshot(staff, 'builder-workflow-ran')
      expect(staff.errors).toEqual([])
    })
  })

  it('undoes, redoes, refuses what is wrong at its place, keeps the history with a diff, restores, exports and imports', {
    timeout: 180_000,
  }, async () => {
    const admin: TestPage = await browser.newPage()
    await signInByApi(admin, 'admin')
    await openDocument(admin, 'grid', 'news-grid')
    const frame = admin.getByTestId('builder-frame')
    const json = admin.getByTestId('builder-json')
    const revision = Number((await admin.getByTestId('builder-revision').textContent())?.match(/\d+/)?.[0])
    await admin.getByRole('tab', { name: 'JSON' }).click()
    const stored = JSON.parse(await json.inputValue()) as { pageSize?: number }
    const edited = (pageSize: number) => JSON.stringify({ ...stored, pageSize }, null, 2)

    // An edit, undone and redone from the toolbar.
    await json.fill(edited(35))
    await expect.poll(() => frame.getAttribute('data-dirty')).toBe('true')
    await admin.getByTestId('builder-undo').click()
    await expect.poll(() => frame.getAttribute('data-dirty')).toBe('false')
    await admin.getByTestId('builder-redo').click()
    await expect.poll(() => frame.getAttribute('data-dirty')).toBe('true')
    expect(JSON.parse(await json.inputValue()).pageSize).toBe(35)

    // A value the schema refuses is named at its place, and the save waits for it.
    await json.fill(edited(-4))
    await admin.getByTestId('builder-issues').locator('[data-path="/pageSize"]').waitFor()
    await admin.getByTestId('builder-undo').click()
    await expect.poll(() => admin.getByTestId('builder-issues').count()).toBe(0)
    await save(admin)
    await expect.poll(() => admin.getByTestId('builder-revision').textContent()).toContain(String(revision + 1))

    // The history shows both revisions; the older one's diff with now names the change, and a
    // restore makes it current again as a new revision.
    await admin.getByTestId('builder-history-open').click()
    await admin.getByTestId(`builder-revision-${revision}`).click()
    const diff = admin.getByTestId('builder-diff')
    await expect
      .poll(() => diff.locator('[data-change="added"]').allTextContents())
      .toContainEqual(expect.stringContaining('"pageSize": 35'))
    await screenshot(admin, 'builder-history')
    await admin.getByTestId('builder-restore').click()
    await expect.poll(() => admin.getByTestId('builder-revision').textContent()).toContain(String(revision + 2))
    expect(JSON.parse(await json.inputValue()).pageSize).toBe(stored.pageSize)

    // Export downloads the document; an imported file becomes the document under edit.
    const download = admin.waitForEvent('download')
    await admin.getByTestId('builder-export').click()
    const file = join(await mkdtemp(join(tmpdir(), 'tamga-export-')), 'grid.json')
    await (await download).saveAs(file)
    expect(JSON.parse(await readFile(file, 'utf8'))).toMatchObject({ kind: 'grid', name: 'news-grid' })
    await admin.getByTestId('builder-import-file').setInputFiles({
      name: 'news-grid.json',
      mimeType: 'application/json',
      buffer: Buffer.from(edited(45)),
    })
    await expect.poll(async () => JSON.parse(await json.inputValue()).pageSize).toBe(45)

    // Leaving with the import unsaved asks first.
    await admin.getByRole('link', { name: 'Бүтээгчид' }).click()
    const leaving = admin.getByText('Хадгалаагүй өөрчлөлт байна')
    await leaving.waitFor()
    // A click while the question still slides in can miss its button on a loaded machine (a
    // full run did): stay until the question has gone.
    await expect
      .poll(
        async () => {
          if (await leaving.isVisible()) await admin.getByRole('button', { name: 'Үлдэх' }).click({ timeout: 5000 })
          return leaving.isVisible()
        },
        { timeout: 20_000 },
      )
      .toBe(false)
    expect(new URL(admin.url()).pathname).toBe('/admin/builder/grid/news-grid')

    await admin.getByTestId('builder-undo').click()
    await expect.poll(() => frame.getAttribute('data-dirty')).toBe('false')

    // The chart builder draws the chart as it is being edited, through the preview route.
    await openDocument(admin, 'chart', 'applications-by-status')
    await admin.getByTestId('chart-preview').locator('canvas').first().waitFor()
    await screenshot(admin, 'builder-chart')

    // The GraphQL pane runs a query as the role chosen: an applicant may not read feedback,
    // staff may.
    await openDocument(admin, 'graphql', 'feedback')
    const result = admin.getByTestId('graphql-result')
    await choose(admin, 'graphql-try-role', 'Өргөдөл гаргагч')
    await admin.getByTestId('graphql-run').click()
    await expect.poll(() => result.textContent()).toContain('FORBIDDEN')
    await choose(admin, 'graphql-try-role', 'Ажилтан')
    await admin.getByTestId('graphql-run').click()
    await expect.poll(() => result.getAttribute('data-ok')).toBe('true')
    expect(await result.textContent()).not.toContain('FORBIDDEN')

    // The server's refusal of a krud naming a form that does not exist shows at /form.
    await admin.goto('/admin/builder/krud/news')
    await admin.getByTestId('builder-frame').waitFor()
    await admin.getByRole('tab', { name: 'JSON' }).click()
    const krud = JSON.parse(await json.inputValue()) as Record<string, unknown>
    await json.fill(JSON.stringify({ ...krud, form: 'no-such-form' }, null, 2))
    await admin.getByTestId('builder-save').click()
    await admin.getByTestId('builder-issues').locator('[data-path="/form"]').waitFor()
    expect(await frame.getAttribute('data-dirty')).toBe('true')
    expect(admin.errors).toEqual([])
  })
})
