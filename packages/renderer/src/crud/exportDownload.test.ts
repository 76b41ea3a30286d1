import { describe, expect, it } from 'vitest'
import {
  attachmentName,
  byteSize,
  type DownloadProgress,
  downloadPercent,
  downloadWithProgress,
} from './exportDownload.ts'

/** A fetch that answers `chunks` as a stream with `headers`. */
function streamingFetch(chunks: string[], headers: Record<string, string>, status = 200): typeof fetch {
  return async () => {
    const encoder = new TextEncoder()
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(encoder.encode(chunk))
        controller.close()
      },
    })
    return new Response(body, { status, headers })
  }
}

describe('the Excel export download', () => {
  it('tells the bytes received after every chunk, and the rows the server announced', async () => {
    const seen: DownloadProgress[] = []
    const result = await downloadWithProgress({
      url: '/api/records/envoys/export.xlsx',
      fallbackName: 'envoys.xlsx',
      language: 'mn_MN',
      onProgress: (progress) => seen.push(progress),
      fetch: streamingFetch(['PK\u0003\u0004', 'abcdef'], {
        'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'x-total-rows': '8',
        'content-disposition': `attachment; filename="envoys.xlsx"; filename*=UTF-8''${encodeURIComponent('Элч төлөөлөгч.xlsx')}`,
      }),
    })
    expect(seen.map((progress) => progress.received)).toEqual([0, 4, 10])
    expect(seen.every((progress) => progress.rows === 8 && progress.size === undefined)).toBe(true)
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.fileName).toBe('Элч төлөөлөгч.xlsx')
    expect(result.blob.size).toBe(10)
  })

  it('answers the server’s message in the reader’s language when the export is refused', async () => {
    const refusal = JSON.stringify({ status: false, code: 'FORBIDDEN', msg: 'Эрхгүй', enMsg: 'No right' })
    const fetch = streamingFetch([refusal], { 'content-type': 'application/json' }, 403)
    const options = { url: '/x', fallbackName: 'x.xlsx', onProgress: () => {}, fetch }
    expect(await downloadWithProgress({ ...options, language: 'en_US' })).toEqual({
      ok: false,
      status: 403,
      message: 'No right',
      cancelled: false,
    })
    expect(await downloadWithProgress({ ...options, language: 'mn_MN' })).toMatchObject({ message: 'Эрхгүй' })
  })

  it('says a cancelled download was cancelled, not failed', async () => {
    const controller = new AbortController()
    controller.abort()
    const fetch: typeof globalThis.fetch = async (_url, init) => {
      if (init?.signal?.aborted) throw new DOMException('aborted', 'AbortError')
      return new Response('')
    }
    const result = await downloadWithProgress({
      url: '/x',
      fallbackName: 'x.xlsx',
      language: 'mn_MN',
      onProgress: () => {},
      signal: controller.signal,
      fetch,
    })
    expect(result).toMatchObject({ ok: false, cancelled: true })
  })

  it('has a percent only when the size is known', () => {
    expect(downloadPercent({ received: 512, size: 2048, rows: 10 })).toBe(25)
    expect(downloadPercent({ received: 4096, size: 2048, rows: undefined })).toBe(100)
    expect(downloadPercent({ received: 512, size: undefined, rows: 10 })).toBeUndefined()
  })

  it('names the file by the UTF-8 title first, the ASCII name next, the fallback last', () => {
    expect(
      attachmentName(`attachment; filename="news.xlsx"; filename*=UTF-8''%D0%9C%D1%8D%D0%B4%D1%8D%D1%8D.xlsx`, 'x'),
    ).toBe('Мэдээ.xlsx')
    expect(attachmentName('attachment; filename="news.xlsx"', 'x')).toBe('news.xlsx')
    expect(attachmentName('attachment; filename=news.xlsx', 'x')).toBe('news.xlsx')
    expect(attachmentName(null, 'fallback.xlsx')).toBe('fallback.xlsx')
  })

  it('writes sizes as people read them', () => {
    expect([byteSize(812), byteSize(12_700), byteSize(3_250_000)]).toEqual(['812 B', '12.4 KB', '3.1 MB'])
  })
})
