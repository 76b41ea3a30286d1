import { MODEL_CHANGE_PHASE } from '@tamga/schema'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import { shownText } from '../../controls/panelWords.ts'
import { modelChangeWord } from './changeWords.ts'
import { MigrationPanel } from './MigrationPanel.tsx'

const plan = {
  changes: [
    {
      kind: 'add-column',
      table: 'application',
      destructive: false,
      description: { mn_MN: '"amount" багана нэмнэ', en_US: 'adds the column "amount"' },
      statements: ['alter table "application" add column "amount" integer'],
    },
    {
      kind: 'drop-column',
      table: 'application',
      destructive: true,
      description: { mn_MN: '"note" баганыг устгана', en_US: 'drops the column "note"' },
      statements: ['alter table "application" drop column "note"'],
    },
  ],
  issues: [],
}

describe('the migration panel', () => {
  test('names each change in words and shows its SQL as code, for the expert', () => {
    const html = renderToString(
      createElement(MigrationPanel, { state: { status: 'ready', plan }, onRefresh: () => {}, language: 'mn_MN' }),
    )
    const text = shownText(html)
    expect(text).toContain('Багана нэмэх')
    expect(text).toContain('Багана устгах')
    expect(text).not.toMatch(/add-column|drop-column|alter table/)
    // The statements are still there, as code: the browser tests read them from the change.
    expect(html).toContain('alter table &quot;application&quot; add column &quot;amount&quot; integer')
  })

  test('has words for every kind of change a plan makes, and none for a kind it does not know', () => {
    const kinds = Object.keys(MODEL_CHANGE_PHASE)
    expect(kinds).toContain('add-column')
    for (const language of ['mn_MN', 'en_US', 'ko_KR'] as const) {
      for (const kind of kinds) {
        const words = modelChangeWord(kind, language) ?? ''
        expect(words, kind).not.toBe('')
        expect(words, kind).not.toContain('-')
      }
    }
    expect(modelChangeWord('a-kind-from-a-newer-server', 'mn_MN')).toBeUndefined()
  })
})
