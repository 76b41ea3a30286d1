// graphql's CommonJS entry, the one mercurius loads: a second copy (its ESM build) would
// not recognise mercurius's schema objects.
import { GraphQLError, GraphQLScalarType, Kind, type ValueNode } from 'graphql/index.js'

function literalValue(node: ValueNode, variables: Readonly<Record<string, unknown>> | null | undefined): unknown {
  switch (node.kind) {
    case Kind.STRING:
    case Kind.BOOLEAN:
    case Kind.ENUM:
      return node.value
    case Kind.INT:
    case Kind.FLOAT:
      return Number(node.value)
    case Kind.NULL:
      return null
    case Kind.LIST:
      return node.values.map((value) => literalValue(value, variables))
    case Kind.OBJECT:
      return Object.fromEntries(node.fields.map((field) => [field.name.value, literalValue(field.value, variables)]))
    case Kind.VARIABLE:
      return variables?.[node.name.value]
  }
}

/** Any JSON value: json and jsonb columns, and keyset cursors. */
export const JsonScalar = new GraphQLScalarType({
  name: 'JSON',
  description: 'Any JSON value.',
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: (node, variables) => literalValue(node, variables),
})

const DECIMAL = /^-?\d{1,30}(\.\d{1,30})?$/

function readDecimal(value: unknown): number | string {
  if (typeof value === 'number' && Number.isFinite(value)) return value
  if (typeof value === 'string' && DECIMAL.test(value)) {
    const number = Number(value)
    // Exact when the text survives the trip; a longer integer stays text for PostgreSQL to read.
    return Number.isSafeInteger(number) || (!Number.isInteger(number) && value.length <= 15) ? number : value
  }
  throw new GraphQLError(`Decimal cannot represent ${JSON.stringify(value)}: send a number or its digits as text`)
}

/**
 * An exact number of a `bigint` or `numeric` column: answered as text ("1500000.00"), so no
 * digit is lost to floating point; taken as a number or as its digits in text.
 */
export const DecimalScalar = new GraphQLScalarType({
  name: 'Decimal',
  description: 'An exact number (bigint or numeric), answered as text; sent as a number or text.',
  serialize: (value) => (typeof value === 'string' ? value : String(value)),
  parseValue: readDecimal,
  parseLiteral: (node) => {
    if (node.kind === Kind.INT || node.kind === Kind.FLOAT || node.kind === Kind.STRING) return readDecimal(node.value)
    throw new GraphQLError('Decimal takes a number or its digits as text')
  },
})
