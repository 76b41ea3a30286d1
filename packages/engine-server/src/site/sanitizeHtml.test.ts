import { describe, expect, it } from 'vitest'
import { htmlText, sanitizeHtml } from './sanitizeHtml.ts'

describe('sanitizeHtml', () => {
  it('keeps the text and its markup, and takes out what could run in a visitor’s browser', () => {
    const html = sanitizeHtml(
      '<p onclick="steal()">Морин <b>хуур</b><script>alert(1)</script></p><img src="https://heritage.mn/a.png" onerror="steal()"><a href="javascript:steal()">холбоос</a><style>body{}</style>',
    )
    expect(html).toBe('<p>Морин <b>хуур</b></p><img src="https://heritage.mn/a.png"><a>холбоос</a>')
  })

  it('keeps only what the editor makes, as the browser does: no forms, tables, styles or classes', () => {
    expect(
      sanitizeHtml(
        '<div class="x" style="color:red"><form><input value="1"></form><table><tr><td>нүд</td></tr></table></div>',
      ),
    ).toBe('нүд')
  })

  it('drops a picture whose address the policy refuses, and a relative or data: one', () => {
    expect(sanitizeHtml('<p>а<img src="x.png">б<img src="data:image/png;base64,AAAA"></p>')).toBe('<p>аб</p>')
    const upload = '/api/records/news/uploads/0b7c1c59-8f3e-4a0e-9d65-6a3f1d2b9c11'
    expect(sanitizeHtml(`<img src="${upload}">`)).toBe(`<img src="${upload}">`)
  })

  it('makes every link open apart from this page, unranked', () => {
    expect(sanitizeHtml('<a href="https://example.mn" target="_blank">сайт</a>')).toBe(
      '<a href="https://example.mn" target="_blank" rel="noopener noreferrer nofollow">сайт</a>',
    )
  })
})

describe('htmlText', () => {
  it('is the words of the HTML in one line, paragraphs apart, entities read, cut with an ellipsis', () => {
    expect(htmlText('<p>Нэг &amp; хоёр</p><p>гурав</p>')).toBe('Нэг & хоёр гурав')
    expect(htmlText(`<p>${'а'.repeat(50)}</p>`, 10)).toBe(`${'а'.repeat(9)}…`)
  })
})
