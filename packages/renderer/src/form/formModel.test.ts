import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { ModelDocument } from '@tamga/schema'
import { describe, expect, it } from 'vitest'
import { formModel } from './formModel.ts'

const heritage = fileURLToPath(new URL('../../../../examples/heritage/documents/', import.meta.url))
const news = JSON.parse(readFileSync(join(heritage, 'models/news.json'), 'utf8')) as ModelDocument

describe('the model of a form’s table', () => {
  it('is the model named like the form’s table, else the model of that table', () => {
    expect(formModel({ model: 'news' }, { news })).toBe(news)
    const renamed = { ...news, name: 'news_model' }
    expect(formModel({ model: 'news' }, { news_model: renamed })).toBe(renamed)
    expect(formModel({ model: 'pages' }, { news })).toBeUndefined()
  })
})
