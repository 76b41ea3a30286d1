import { readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import { extname, join, normalize, resolve } from 'node:path'
import { build } from 'vite'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
}

/**
 * Builds the renderer harness into `outDir` and serves it on a loopback port; anything else
 * (the records API the harness has no server for) is a 404.
 */
export async function serveHarness(outDir: string): Promise<{ url: string; close: () => Promise<void> }> {
  await build({
    configFile: resolve(import.meta.dirname, 'harness/vite.config.ts'),
    build: { outDir, emptyOutDir: true },
  })
  const server = createServer(async (request, response) => {
    const path = normalize(new URL(request.url ?? '/', 'http://harness').pathname).replace(/^(\.\.[/\\])+/, '')
    const file = join(outDir, path === '/' ? 'index.html' : path)
    try {
      const body = await readFile(file)
      response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' })
      response.end(body)
    } catch {
      response.writeHead(404, { 'content-type': 'application/json' })
      response.end('{"status":false}')
    }
  })
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('the harness server has no port')
  return {
    url: `http://127.0.0.1:${address.port}`,
    // A page's keep-alive connection would hold `close` open until it idles out (a fresh-clone
    // run waited past the hook's 120 s): they are cut, since every test of the file is done.
    close: () =>
      new Promise<void>((closed) => {
        server.close(() => closed())
        server.closeAllConnections()
      }),
  }
}
