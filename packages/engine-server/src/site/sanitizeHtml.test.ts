import { describe, expect, it } from 'vitest'
import { htmlText, sanitizeHtml } from './sanitizeHtml.ts'

describe('sanitizeHtml', () => {
  it('keeps the text and its markup, and takes out what could run in a visitor’s browser', () => {
    const html = sanitizeHtml(
      '<p onclick="steal()">Морин <b>хуур</b><script>alert(1)</script></p><img src="x.png" onerror="steal()"><a href="javascript:steal()">холбоос</a><style>body{}</style>',
    )
    expect(html).toBe('<p>Морин <b>хуур</b></p><img src="x.png"><a>холбоос</a>')
  })

  it('makes a link to another site that opens in a new tab unable to reach this page', () => {
    expect(sanitizeHtml('<a href="https://example.mn" target="_blank">сайт</a>')).toBe(
      '<a href="https://example.mn" target="_blank" rel="noopener noreferrer">сайт</a>',
    )
  })
})

describe('htmlText', () => {
  it('is the words of the HTML in one line, paragraphs apart, entities read, cut with an ellipsis', () => {
    expect(htmlText('<p>Нэг &amp; хоёр</p><p>гурав</p>')).toBe('Нэг & хоёр гурав')
    expect(htmlText(`<p>${'а'.repeat(50)}</p>`, 10)).toBe(`${'а'.repeat(9)}…`)
  })
})
