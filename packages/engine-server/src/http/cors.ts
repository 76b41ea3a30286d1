// Cross-origin calls to the API from the web pages the project names (`cors_origins` of the
// project document): a partner's site may call the API from a browser with a bearer token. The
// portal itself is same-origin and needs no header; any other origin gets none, so a browser
// keeps its pages from reading the answers. Cookies are never allowed across origins: a session
// cookie stays the portal's, and the CSRF guard keeps guarding it.
import cors from '@fastify/cors'
import type { ProjectDocument } from '@tamga/schema'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { DocumentStore } from '../documents/store.ts'
import { isSameOrigin } from './sameOrigin.ts'

/** What an allowed cross-origin caller may send, and read back, besides the simple ones. */
const ALLOWED = {
  origin: true,
  credentials: false,
  methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
  allowedHeaders: ['Authorization', 'Content-Type', 'Accept-Language', 'X-Requested-With'],
  exposedHeaders: ['Retry-After', 'Content-Language'],
  maxAge: 600,
}

/** The project's allowed origins, or none when there is no single project document. */
export async function allowedOrigins(store: DocumentStore): Promise<readonly string[]> {
  const projects = await store.list('project')
  const project: ProjectDocument | undefined = projects.length === 1 ? projects[0]?.document : undefined
  return project?.cors_origins ?? []
}

/**
 * Answers the project's allowed origins' preflights and marks their answers readable. Register it
 * before the routes' audience guard: a preflight is answered before any route runs.
 */
export async function registerCors(
  app: FastifyInstance,
  store: DocumentStore,
  publicUrl: string | undefined,
): Promise<void> {
  await app.register(cors, {
    hideOptionsRoute: true,
    delegator: (request: FastifyRequest, callback) => {
      const origin = request.headers.origin
      // Same-origin and origin-less requests (the portal, a server, curl) need no CORS header.
      if (origin === undefined || isSameOrigin(origin, request.headers.host, publicUrl)) {
        callback(null, { origin: false })
        return
      }
      allowedOrigins(store).then(
        (origins) => callback(null, origins.includes(origin) ? ALLOWED : { origin: false }),
        (error: Error) => callback(error, { origin: false }),
      )
    },
  })
}
