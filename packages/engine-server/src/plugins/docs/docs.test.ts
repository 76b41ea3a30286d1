import { ERROR_CATALOGUE, projectKind } from '@tamga/schema'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp, type TamgaApp } from '../../app.ts'
import { MemoryDocumentStore, testConfig } from '../../http/testing.ts'

interface OpenApiOperation {
  tags?: string[]
  responses: Record<string, { content?: Record<string, { schema: Record<string, unknown> }> }>
}
interface OpenApiDocument {
  openapi: string
  info: { title: string; version: string }
  paths: Record<string, Record<string, OpenApiOperation>>
}

describe('the OpenAPI description', () => {
  let app: TamgaApp
  let description: OpenApiDocument
  beforeAll(async () => {
    app = buildApp({ config: testConfig(), store: new MemoryDocumentStore([projectKind.example]), logger: false })
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' })
    expect(response.statusCode).toBe(200)
    description = response.json()
  })
  afterAll(async () => {
    await app.close()
  })

  it('is OpenAPI 3.1 for the Tamga API', () => {
    expect(description.openapi).toBe('3.1.0')
    expect(description.info.title).toBe('Tamga API')
    expect(description.info.version).toMatch(/^\d+\.\d+\.\d+/)
  })

  it('describes /api/lambda-config with its real answer schema', () => {
    const operation = description.paths['/api/lambda-config']?.get
    expect(operation?.tags).toEqual(['configuration'])
    const ok = operation?.responses['200']?.content?.['application/json']?.schema
    expect(ok).toMatchObject({
      type: 'object',
      required: expect.arrayContaining(['status', 'title', 'languages', 'default_language', 'microservice_dev']),
      properties: expect.objectContaining({
        status: expect.objectContaining({ enum: [true] }),
        notify: expect.objectContaining({ type: 'object' }),
      }),
    })
    expect(operation?.responses).toHaveProperty('304')
  })

  it('describes the failure shape with every code of the catalogue', () => {
    const failure =
      description.paths['/api/lambda-config']?.get?.responses['5XX']?.content?.['application/json']?.schema
    expect(failure).toMatchObject({
      required: expect.arrayContaining(['status', 'code', 'msg', 'enMsg']),
      properties: expect.objectContaining({ code: expect.objectContaining({ enum: Object.keys(ERROR_CATALOGUE) }) }),
    })
    expect(description.paths['/api/lambda-config']?.get?.responses).toHaveProperty('4XX')
  })

  it('lists the API only: no portal files, no pages of the description itself', () => {
    expect(Object.keys(description.paths).every((path) => path.startsWith('/api/'))).toBe(true)
    expect(Object.keys(description.paths).some((path) => path.startsWith('/api/docs'))).toBe(false)
    expect(description.paths).toHaveProperty('/api/health')
  })

  it('serves the interactive page at /api/docs', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^text\/html/)
    expect(response.body).toContain('swagger')
  })

  it('follows the configured API base path', async () => {
    const other = buildApp({
      config: testConfig({ apiBase: '/v2' }),
      store: new MemoryDocumentStore([projectKind.example]),
      logger: false,
    })
    try {
      const response = await other.inject({ method: 'GET', url: '/v2/docs/json' })
      expect(response.statusCode).toBe(200)
      expect(Object.keys(response.json<OpenApiDocument>().paths)).toEqual(
        expect.arrayContaining(['/v2/lambda-config', '/v2/health']),
      )
    } finally {
      await other.close()
    }
  })
})
