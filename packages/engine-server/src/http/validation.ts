import { createAjv } from '@tamga/schema'
import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify'
import type { TSchema } from 'typebox'
import { Value } from 'typebox/value'

/**
 * The validator compiler of the server's routes: the same ajv configuration as every Tamga
 * document (`createAjv` of `@tamga/schema`: JSON Schema 2020-12, strict, every error at once),
 * one instance per server. A JSON body is validated exactly as sent: a number where text is
 * expected is an error, not silently turned into text, and an unknown field is an error, not
 * silently dropped. Query strings, path parameters and headers arrive as text, so they are
 * first converted to the declared types (`"20"` to 20) and given their declared defaults.
 */
export function createValidatorCompiler(): FastifySchemaCompiler<TSchema> {
  const ajv = createAjv()
  return ({ schema, httpPart }) => {
    // Compiled at the route's first request, not when Fastify asks at start: the server has
    // hundreds of routes, most of them not called in a given run, and compiling every schema
    // took a second of each start.
    let validate: ReturnType<typeof ajv.compile> | undefined
    const fromText = httpPart !== 'body'
    return (value: unknown) => {
      validate ??= ajv.compile(schema)
      const prepared = fromText ? Value.Default(schema, Value.Convert(schema, value)) : value
      if (validate(prepared)) return { value: prepared }
      const errors: FastifySchemaValidationError[] = (validate.errors ?? []).map((error) => ({
        keyword: error.keyword,
        instancePath: error.instancePath,
        schemaPath: error.schemaPath,
        params: error.params,
        ...(error.message === undefined ? {} : { message: error.message }),
      }))
      return { error: errors }
    }
  }
}
