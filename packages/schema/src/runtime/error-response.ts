// The body every failure has (spec 8.1), as a schema: apart from the catalogue, so the browser's
// start-up, which reads the catalogue's texts, does not build schemas to get them.
import Type, { type Static } from 'typebox'
import { ERROR_CATALOGUE, type ErrorCode, REQUEST_PARTS } from './errors.ts'

/** A readable issue as the API sends it: the shape `@tamga/schema` gives. */
export const IssueSchema = Type.Object(
  {
    path: Type.String({
      description: 'A JSON Pointer into the part of the request (or the document); "" for all of it.',
    }),
    code: Type.String({ description: 'A stable code a program can switch on (`required`, `type`, …).' }),
    message: Type.Object(
      { mn_MN: Type.String(), en_US: Type.String(), ko_KR: Type.Optional(Type.String()) },
      {
        additionalProperties: false,
        description: 'What is wrong, in Mongolian and English (and Korean where written).',
      },
    ),
    params: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
    file: Type.Optional(Type.String({ description: 'The project file the issue is in, when there is one.' })),
  },
  { additionalProperties: false },
)

/** The body of every failure (spec 8.1). */
export const ErrorResponseSchema = Type.Object(
  {
    status: Type.Literal(false),
    code: Type.Enum(Object.keys(ERROR_CATALOGUE) as ErrorCode[], { description: 'A code of the error catalogue.' }),
    msg: Type.String({ description: 'The message in Mongolian.' }),
    enMsg: Type.String({ description: 'The message in English.' }),
    koMsg: Type.Optional(Type.String({ description: 'The message in Korean (the engine server always sends it).' })),
    in: Type.Optional(Type.Enum(REQUEST_PARTS, { description: 'The part of the request the issues are in.' })),
    issues: Type.Optional(Type.Array(IssueSchema)),
  },
  { additionalProperties: false, description: 'A failure: `status` is false; `msg`/`enMsg`/`koMsg` say why.' },
)

/** The body of every failure; see {@link ErrorResponseSchema}. */
export type ErrorResponse = Static<typeof ErrorResponseSchema>
