// Issue 7: the renderer draws, without an error, every form document imported from the real
// Lambda fixtures (`../shared/fixtures/lambda`, read in place: they may not be redistributed),
// in Chromium, in both modes, through the renderer harness page.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, relative, resolve } from 'node:path'
import { importLambda } from '@tamga/lambda-import'
import type { FormDocument, ModelDocument } from '@tamga/schema'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { skipReason, useBrowser } from './browser.ts'
import type { HarnessForm, HarnessResult } from './harness/harnessTypes.ts'
import { serveHarness } from './serveHarness.ts'

const fixtures = resolve(import.meta.dirname, '../../../../shared/fixtures/lambda')
const present = existsSync(fixtures)

const listFiles = (folder: string): string[] =>
  readdirSync(folder)
    .sort()
    .flatMap((name) => {
      const path = join(folder, name)
      return statSync(path).isDirectory() ? listFiles(path) : [path]
    })

/** The imported forms, each with its model (or, for a fixture without its table, one of text columns). */
function importedForms(): Array<{ form: FormDocument; models: Record<string, ModelDocument> }> {
  const files = listFiles(fixtures)
    .filter((path) => !path.endsWith('README.md'))
    .map((path) => ({ path: relative(fixtures, path), text: readFileSync(path, 'utf8') }))
  const documents = importLambda(files).documents.map((entry) => entry.document)
  const models = new Map(
    documents.flatMap((document) => (document.kind === 'model' ? [[document.name, document] as const] : [])),
  )
  return documents.flatMap((document) => {
    if (document.kind !== 'form') return []
    const model: ModelDocument = models.get(document.model) ?? {
      kind: 'model',
      version: 1,
      name: document.model,
      table: document.model,
      columns: document.fields.map((field) => ({ name: field.name, type: 'text' })),
      primaryKey: [document.identity],
    }
    return [{ form: document, models: { [model.name]: model } }]
  })
}

describe.skipIf(skipReason !== '' || !present)('the Lambda fixtures’ forms in Chromium', () => {
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

  it('draws every imported form, new and stored, without an error', async () => {
    const forms = importedForms()
    expect(forms.length).toBeGreaterThan(0)
    const page: Page & { errors: string[] } = await browser.newPage()
    await page.goto(`${harness?.url}/`)
    await page.waitForFunction(() => 'tamgaHarness' in window)
    const failures: string[] = []
    let inputs = 0
    for (const { form, models } of forms) {
      for (const mode of ['create', 'update'] as const) {
        const input: HarnessForm = {
          form,
          models,
          mode,
          ...(mode === 'update' ? { record: { [form.identity]: 1 } } : {}),
        }
        const result: HarnessResult = await page.evaluate((given) => window.tamgaHarness.renderForm(given), input)
        if (result.error !== undefined) failures.push(`${form.name} (${mode}): ${result.error}`)
        inputs += result.inputs
      }
    }
    expect(failures).toEqual([])
    // The forms are drawn for real: their inputs are in the page.
    expect(inputs).toBeGreaterThan(forms.length)
    expect(page.errors).toEqual([])
  })
})
