import { createRequire } from 'node:module'
import type { FastifyServerOptions } from 'fastify'

/** Fastify's hook for the compiler of its response serializers. */
type SerializerFactory = NonNullable<
  NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>['buildSerializer']
>
type SerializerCompiler = ReturnType<SerializerFactory>

/**
 * Fastify's own serializer factory (fast-json-stringify through @fastify/fast-json-stringify-compiler),
 * loaded from where Fastify loads it, so it is the version Fastify was released with.
 */
function fastifySerializerFactory(): SerializerFactory {
  const fromFastify = createRequire(createRequire(import.meta.url).resolve('fastify'))
  const compiler = fromFastify('@fastify/fast-json-stringify-compiler') as {
    SerializerSelector: () => SerializerFactory
  }
  return compiler.SerializerSelector()
}

/**
 * Fastify's response serializers, each compiled at its route's first answer with that status
 * instead of when the server gets ready: compiling the response schemas of a few hundred routes,
 * most of them not called in a given run, took about a third of a second of every start. The
 * serializer is the one Fastify would have compiled (same schemas, same options); a test
 * compiles every route's response schemas, as starting used to.
 *
 * @example Fastify({ schemaController: { compilersFactory: { buildSerializer: lazySerializerFactory() } } })
 */
export function lazySerializerFactory(): SerializerFactory {
  let build: SerializerFactory | undefined
  return (externalSchemas, options) => {
    let compile: SerializerCompiler | undefined
    return (route) => {
      let serialize: ReturnType<SerializerCompiler> | undefined
      return (data) => {
        if (serialize === undefined) {
          build ??= fastifySerializerFactory()
          compile ??= build(externalSchemas, options)
          serialize = compile(route)
        }
        return serialize(data)
      }
    }
  }
}

/** The serializer Fastify compiles by default for a response schema, compiled now (tests). */
export function compileResponseSerializer(schema: object): (data: unknown) => string {
  return fastifySerializerFactory()(undefined, undefined)({ schema, method: 'GET', url: '/', httpStatus: '200' })
}
