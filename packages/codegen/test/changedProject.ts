// examples/heritage with some of its documents edited, for the tests of what a regeneration does
// after a change of the models.
import { join } from 'node:path'
import { loadProject, type Project } from '@tamga/schema'
import { projectFiles, REPOSITORY_ROOT } from './readProject.ts'

// biome-ignore lint/suspicious/noExplicitAny: a test edits documents as the JSON they are.
export type Json = any

/**
 * The heritage project after `edit` changed its documents (by path under documents/, e.g.
 * `models/news.json`) and added `added` ones; throws with the issues when it is no longer valid.
 */
export function changedHeritage(
  edit: (documents: Map<string, Json>) => void,
  added: Record<string, Json> = {},
): Project {
  const documents = new Map<string, Json>(
    projectFiles(join(REPOSITORY_ROOT, 'examples', 'heritage')).map((file) => [file.path, JSON.parse(file.text)]),
  )
  edit(documents)
  for (const [path, document] of Object.entries(added)) documents.set(path, document)
  const { project, issues } = loadProject(
    [...documents].map(([path, document]) => ({ path, text: JSON.stringify(document) })),
  )
  if (project === undefined || issues.length > 0) throw new Error(JSON.stringify(issues.slice(0, 5), null, 2))
  return project
}

/** A column of a model document, found by name. */
export function columnOf(model: Json, name: string): Json {
  const column = model.columns.find((candidate: Json) => candidate.name === name)
  if (column === undefined) throw new Error(`${model.name} has no column ${name}`)
  return column
}

/** A small table pointing at aimag: a model added by a later version of the project. */
export const VISIT_LOG = {
  kind: 'model',
  version: 1,
  name: 'visit_log',
  table: 'visit_log',
  columns: [
    { name: 'id', type: 'bigint', nullable: false, default: { named: 'identity' } },
    { name: 'aimag_id', type: 'bigint' },
    { name: 'note', type: 'text' },
  ],
  primaryKey: ['id'],
  foreignKeys: [{ columns: ['aimag_id'], references: { model: 'aimag', columns: ['id'] } }],
}

/**
 * News with a new column `subtitle` (a varchar(120), on its form too), `view_count` widened from
 * integer to bigint; aimag's `name` widened from varchar(100) to varchar(200);
 * and the new `visit_log` table: the regeneration issue 28 is done when a filled database survives.
 * `more` edits the documents further.
 */
export function heritageWithSubtitle(more: (documents: Map<string, Json>) => void = () => {}): Project {
  return changedHeritage(
    (documents) => {
      more(documents)
      const news = documents.get('models/news.json')
      news.columns.push({ name: 'subtitle', type: { name: 'varchar', length: 120 }, label: { mn_MN: 'Дэд гарчиг' } })
      columnOf(news, 'view_count').type = 'bigint'
      columnOf(documents.get('models/aimag.json'), 'name').type = { name: 'varchar', length: 200 }
      const form = documents.get('forms/news-form.json')
      form.fields.push({ name: 'subtitle', widget: 'text', label: { mn_MN: 'Дэд гарчиг' } })
      form.layout.push('subtitle')
    },
    { 'models/visit_log.json': VISIT_LOG },
  )
}
