import { mkdtemp, rm } from 'node:fs/promises'
import { connect, type Socket } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { SERVICE_RESTART_CLOSE_CODE } from '@tamga/schema'
import { afterAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { DEMO_PASSWORD } from '../seed/demoPassword.ts'
import { spawnTamga, type TamgaProcess, waitUntilReady } from './serverProcess.testing.ts'

const SHUTDOWN_TIMEOUT_MS = 8000

/** Reads one HTTP/1.1 response from `socket`, resolving with its status line once it has come. */
const statusLineOf = (socket: Socket): Promise<string> =>
  new Promise((resolve, reject) => {
    let text = ''
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString()
      const end = text.indexOf('\r\n')
      if (end >= 0) resolve(text.slice(0, end))
    })
    socket.once('error', reject)
    socket.once('close', () => reject(new Error(`closed before a response: ${JSON.stringify(text)}`)))
  })

describe('a server asked to stop with SIGTERM', () => {
  let server: TamgaProcess | undefined
  let dataDir = ''
  const others: Array<{ server: TamgaProcess; dataDir: string }> = []
  afterAll(async () => {
    server?.kill()
    await server?.exited
    if (dataDir !== '') await rm(dataDir, { recursive: true, force: true })
    for (const other of others) {
      other.server.kill()
      await other.server.exited
      await rm(other.dataDir, { recursive: true, force: true })
    }
  })

  it('finishes the request under way, refuses new connections, tells subscribers to reconnect and exits 0 within its bound', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'tamga-stop-'))
    const running = await spawnTamga({
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      TAMGA_SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS),
    })
    server = running
    await waitUntilReady(running)
    const { hostname, port } = new URL(running.url)

    // A subscriber's WebSocket, acknowledged by the server.
    const socket = new WebSocket(`ws://${hostname}:${port}/api/graphql`, 'graphql-transport-ws')
    const acknowledged = new Promise<void>((resolve, reject) => {
      socket.once('message', (data: Buffer) => {
        if (JSON.parse(data.toString()).type === 'connection_ack') resolve()
        else reject(new Error(data.toString()))
      })
      socket.once('error', reject)
    })
    socket.once('open', () => socket.send(JSON.stringify({ type: 'connection_init', payload: {} })))
    await acknowledged
    const socketClosed = new Promise<{ code: number; reason: string }>((resolve) =>
      socket.once('close', (code: number, reason: Buffer) => resolve({ code, reason: reason.toString() })),
    )

    // A sign-in under way: its headers and half its body are sent, the rest comes after SIGTERM.
    const body = JSON.stringify({ login: 'admin', password: DEMO_PASSWORD })
    const half = Math.floor(body.length / 2)
    const request = connect({ host: hostname, port: Number(port) })
    await new Promise<void>((resolve) => request.once('connect', resolve))
    const response = statusLineOf(request)
    request.write(
      `POST /api/auth/login HTTP/1.1\r\nHost: ${hostname}:${port}\r\nX-Requested-With: XMLHttpRequest\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, half)}`,
    )
    await new Promise((resolve) => setTimeout(resolve, 300))

    const signalled = performance.now()
    running.child.kill('SIGTERM')

    // New connections are refused (once the process has heard the signal).
    let refused = false
    for (let attempt = 0; attempt < 40 && !refused; attempt++) {
      refused = await fetch(`${running.url}/api/health/live`).then(
        () => false,
        (error: Error & { cause?: { code?: string } }) => error.cause?.code === 'ECONNREFUSED',
      )
      if (!refused) await new Promise((resolve) => setTimeout(resolve, 100))
    }
    expect(refused).toBe(true)

    expect(await socketClosed).toEqual({ code: SERVICE_RESTART_CLOSE_CODE, reason: 'service restart' })

    // The request under way still completes, with the server's real answer.
    request.write(body.slice(half))
    expect(await response).toBe('HTTP/1.1 200 OK')
    request.end()

    const code = await running.exited
    const stoppedAfterMs = performance.now() - signalled
    expect(code).toBe(0)
    expect(stoppedAfterMs).toBeLessThan(SHUTDOWN_TIMEOUT_MS + 2000)
    expect(running.output()).toMatch(/Tamga stopped in \d+ ms/)
  }, 240_000)

  it('cuts a request that does not finish within its bound and still exits 0 then', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'tamga-stop-cut-'))
    const bound = 2000
    const running = await spawnTamga({ DATA_DIR: folder, DATABASE_URL: '', TAMGA_SHUTDOWN_TIMEOUT_MS: String(bound) })
    others.push({ server: running, dataDir: folder })
    await waitUntilReady(running)
    const { hostname, port } = new URL(running.url)

    // A request whose body never comes: it would keep the server open for ever.
    const request = connect({ host: hostname, port: Number(port) })
    await new Promise<void>((resolve) => request.once('connect', resolve))
    const cut = new Promise<void>((resolve) => request.once('close', () => resolve()))
    request.on('error', () => undefined)
    request.write(
      `POST /api/auth/login HTTP/1.1\r\nHost: ${hostname}:${port}\r\nX-Requested-With: XMLHttpRequest\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"login":`,
    )
    await new Promise((resolve) => setTimeout(resolve, 300))

    const signalled = performance.now()
    running.child.kill('SIGTERM')
    const code = await running.exited
    const stoppedAfterMs = performance.now() - signalled
    await cut
    expect(code).toBe(0)
    expect(stoppedAfterMs).toBeGreaterThanOrEqual(bound - 100)
    expect(stoppedAfterMs).toBeLessThan(bound + 3000)
  }, 240_000)
})
