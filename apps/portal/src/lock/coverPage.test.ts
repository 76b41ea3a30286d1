import { describe, expect, it } from 'vitest'
import { coverPage } from './coverPage.ts'

describe('coverPage', () => {
  it('hides page scrolling and makes the app inert while locked', () => {
    const page = { body: { style: { overflow: '' } }, app: { inert: false } }
    const restore = coverPage(page)
    expect(page.body.style.overflow).toBe('hidden')
    expect(page.app.inert).toBe(true)
    restore()
    expect(page.body.style.overflow).toBe('')
    expect(page.app.inert).toBe(false)
  })

  it('gives back the scrolling the page had before', () => {
    const page = { body: { style: { overflow: 'auto' } }, app: null }
    const restore = coverPage(page)
    expect(page.body.style.overflow).toBe('hidden')
    restore()
    expect(page.body.style.overflow).toBe('auto')
  })
})
