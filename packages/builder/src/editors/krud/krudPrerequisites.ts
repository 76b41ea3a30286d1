// What a CRUD screen still lacks and the documents that fill the gap: a grid or a form made
// from the model, named after the screen, which the krud then points at.
import {
  freeName,
  type GridDocument,
  type KrudDocument,
  localizedText,
  type ModelDocument,
  nameFromTitle,
} from '@tamga/schema'
import { formFromModel } from '../form/fieldFromModel.ts'
import { addAllGridColumns, addGridColumns } from '../grid/gridEdits.ts'

/** The documents a krud joins; `grid` and `form` both name one. */
export type KrudPart = 'grid' | 'form'

/** The parts a krud does not name yet, grid first (the list comes before the form). */
export function missingKrudParts(krud: Pick<KrudDocument, 'grid' | 'form'>): KrudPart[] {
  const empty = (name: string | undefined) => name === undefined || name.trim() === ''
  return (['grid', 'form'] as const).filter((part) => empty(krud[part]))
}

/**
 * The name proposed for a krud's new grid or form: the krud's name (else its title romanized)
 * followed by `_grid` or `_form`, free among the `taken` names.
 *
 * @example krudPartName({ name: 'events', title: 'Арга хэмжээ' }, 'grid', new Set(['events_grid'])) // 'events_grid_2'
 */
export function krudPartName(
  krud: Pick<KrudDocument, 'name' | 'title'>,
  part: KrudPart,
  taken: ReadonlySet<string>,
): string {
  const base = krud.name.trim() !== '' ? krud.name : nameFromTitle(localizedText(krud.title, 'mn_MN') ?? '')
  return freeName(`${base === '' ? part : base}_${part}`, taken)
}

/**
 * The grid a krud lacks, made from `model`: every column a person fills in, headed by its label,
 * foreign keys shown as the related rows' names (from `models`), and the workflow's status when
 * the krud has a workflow.
 */
export function gridForKrud(options: {
  krud: Pick<KrudDocument, 'name' | 'title' | 'workflow'>
  model: ModelDocument
  models?: readonly ModelDocument[] | undefined
  taken: ReadonlySet<string>
}): GridDocument {
  const { krud, model } = options
  const empty: GridDocument = {
    kind: 'grid',
    version: 1,
    name: krudPartName(krud, 'grid', options.taken),
    title: krud.title,
    model: model.name,
    identity: model.primaryKey?.[0] ?? 'id',
    columns: [],
  }
  const filled = addAllGridColumns(empty, model, options.models, { status: krud.workflow !== undefined })
  // A model of nothing but the system's columns still gets a grid: it lists the keys.
  return filled.columns.length > 0 ? filled : addGridColumns(empty, model, [empty.identity])
}

/** The form a krud lacks, made from `model`: a field per column a person fills in. */
export function formForKrud(options: {
  krud: Pick<KrudDocument, 'name' | 'title'>
  model: ModelDocument
  models?: readonly ModelDocument[] | undefined
  taken: ReadonlySet<string>
}): ReturnType<typeof formFromModel> {
  const { krud } = options
  return formFromModel({
    name: krudPartName(krud, 'form', options.taken),
    title: krud.title,
    model: options.model,
    models: options.models,
  })
}
