// What a new document starts as. The kinds a builder makes from nothing (a table, its form, grid,
// screen, workflow, a menu) start as the smallest document of their kind, with only what the
// builder must choose left empty (the model, the form) and shown as an issue at its place;
// the other kinds start from their example in @tamga/schema, renamed.
import { type DocumentKind, type DocumentsByKind, documentKinds } from '@tamga/schema'

/** The names a document may take (the server's rule for the address). */
export const DOCUMENT_NAME = /^[a-z0-9][a-z0-9_-]*$/

/** A model's name is also its table's: SQL identifiers take no hyphen. */
export const MODEL_NAME = /^[a-z][a-z0-9_]*$/

/** Whether `name` can name a new document of `kind`. */
export function isNewName(kind: DocumentKind, name: string): boolean {
  return name.length <= 100 && (kind === 'model' ? MODEL_NAME : DOCUMENT_NAME).test(name)
}

type Skeleton = (name: string) => Record<string, unknown>

const SKELETONS: { [TKind in DocumentKind]?: Skeleton } = {
  model: (name) => ({
    title: name,
    table: name,
    columns: [{ name: 'id', type: 'bigint', nullable: false, default: { named: 'identity' } }],
    primaryKey: ['id'],
    timestamps: true,
    softDelete: true,
  }),
  form: (name) => ({ title: name, model: '', identity: 'id', fields: [{ name: 'id', widget: 'hidden' }] }),
  grid: (name) => ({ title: name, model: '', identity: 'id', columns: [] }),
  krud: (name) => ({ title: name, form: '', grid: '' }),
  workflow: (name) => ({
    title: name,
    model: '',
    krud: '',
    statusColumn: 'process_status',
    nodes: [
      {
        id: 'start',
        type: 'START',
        label: { mn_MN: 'Эхлэл', en_US: 'Start' },
        position: { x: 0, y: 0 },
        subject: { subject_type: 'CURRENT' },
        ports: [{ id: 'submit', label: { mn_MN: 'Илгээсэн', en_US: 'Submitted' } }],
      },
    ],
    edges: [],
  }),
  menu: (name) => ({ title: name, items: [] }),
}

/**
 * A new document of `kind` named `name` (a model's table named after it too), titled `title`
 * when the builder gave one (else the name stands in; an example keeps its own).
 *
 * @example newDocument('model', 'arga_khemjee', 'Арга хэмжээ')
 */
export function newDocument<TKind extends DocumentKind>(
  kind: TKind,
  name: string,
  title?: string,
): DocumentsByKind[TKind] {
  const definition = documentKinds[kind]
  const skeleton = SKELETONS[kind]
  const titled = title === undefined || title.trim() === '' ? {} : { title: title.trim() }
  const document =
    skeleton === undefined
      ? { ...(structuredClone(definition.example) as Record<string, unknown>), name, ...titled }
      : { kind, version: definition.version, name, ...skeleton(name), ...titled }
  return document as DocumentsByKind[TKind]
}
