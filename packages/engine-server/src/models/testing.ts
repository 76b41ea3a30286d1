// Helpers for the model tests: documents that went through the schema's validation, as the
// planner requires, and the heritage example's models.
import { readdirSync, readFileSync } from 'node:fs'
import { formatIssue, type ModelDocument, validateDocument } from '@tamga/schema'

/** Validates a model document, failing the test with the schema's issues when it is not valid. */
export function validModel(input: unknown): ModelDocument {
  const result = validateDocument(input)
  if (!result.ok) throw new Error(result.issues.map((issue) => formatIssue(issue)).join('\n'))
  if (result.value.kind !== 'model') throw new Error(`expected a model, got a ${result.value.kind}`)
  return result.value
}

const heritageFolder = new URL('../../../../examples/heritage/documents/models/', import.meta.url)

/** Every model of examples/heritage, validated, in file-name order. */
export function heritageModels(): ModelDocument[] {
  return readdirSync(heritageFolder)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => validModel(JSON.parse(readFileSync(new URL(file, heritageFolder), 'utf8'))))
}
