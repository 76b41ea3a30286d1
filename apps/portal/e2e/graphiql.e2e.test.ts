// Issue 29, GraphiQL in Chromium against the real server: a staff member signed in through the
// login page opens /api/graphiql, runs a query in its editor and reads the rows in the answer
// pane; every file the page loads comes from this server, and the page breaks no rule of its
// Content Security Policy. A visitor is sent to sign in.
import type { Locator } from 'playwright-core'
import { describe, expect } from 'vitest'
import { baseUrl, screenshot, signIn, skipReason, useBrowser, walkSteps } from './browser.ts'

const QUERY = '{ newsList(limit: 3) { id title } }'

/** The text a Monaco editor shows (its lines joined, its non-breaking spaces as spaces). */
const editorText = async (lines: Locator) => ((await lines.textContent()) ?? '').replaceAll('\u00a0', ' ')

describe.skipIf(skipReason !== '')('GraphiQL in Chromium', () => {
  const browser = useBrowser()
  const step = walkSteps()

  step('sends a visitor to sign in', async () => {
    const page = await browser.newPage()
    await page.goto('/api/graphiql')
    await page.waitForURL((url) => url.pathname === '/auth/login')
    await page.close()
  })

  step('runs a staff member’s query and shows its rows, with everything served from here', async () => {
    const page = await browser.newPage()
    const elsewhere: string[] = []
    page.on('request', (request) => {
      const url = request.url()
      if (!url.startsWith(baseUrl) && !url.startsWith('data:') && !url.startsWith('blob:')) elsewhere.push(url)
    })
    const refused: string[] = []
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text())
    })
    await signIn(page, 'staff')
    await page.goto('/api/graphiql')
    const editor = page.locator('.graphiql-query-editor .monaco-editor').first()
    await editor.waitFor({ timeout: 30_000 })
    await editor.click()
    await page.keyboard.press('ControlOrMeta+A')
    await page.keyboard.press('Delete')
    await page.keyboard.type(QUERY)
    // Monaco may have closed a brace itself as the query was typed: the text must be the query.
    await expect
      .poll(() => editorText(page.locator('.graphiql-query-editor .view-lines').first()))
      .toMatch(/\{ newsList\(limit: 3\) \{ id title \} \}\s*$/)
    await page.locator('.graphiql-execute-button').click()

    const expected = await page.request.post('/api/query', {
      data: { query: QUERY },
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
    })
    const rows = ((await expected.json()) as { data: { newsList: Array<{ id: string; title: string }> } }).data.newsList
    expect(rows).toHaveLength(3)
    const response = page.locator('.graphiql-response .view-lines').first()
    await expect.poll(() => editorText(response), { timeout: 20_000 }).toContain('"newsList"')
    // The pane wraps long lines: the words are compared, not where the lines break.
    const words = (text: string) => text.replace(/\s+/g, ' ')
    const shown = words(await editorText(response))
    for (const row of rows) expect(shown).toContain(words(`"id": "${row.id}", "title": "${row.title}"`))
    // Cyrillic letters that look Latin are not boxed as suspicious, as Monaco does by default.
    expect(await page.locator('.graphiql-response .unicode-highlight').count()).toBe(0)
    await screenshot(page, 'graphiql-staff-query')
    expect(elsewhere).toEqual([])
    expect(refused).toEqual([])
    expect(page.errors).toEqual([])
    await page.close()
  })
})
