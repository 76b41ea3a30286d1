// A later version of a project's plan, for the tests of what a regeneration changes.
import type { ProjectPlan } from '../src/plan/types.ts'

/**
 * The plan with a new table `aaa_first` (a copy of aimag's, sorting before every other table)
 * and a new foreign key on `application`: the two changes a regeneration must add migrations for
 * without renaming or skipping any.
 */
export function withNewTableAndKey(plan: ProjectPlan): ProjectPlan {
  const aimag = plan.tables.find((table) => table.table === 'aimag')
  const application = plan.tables.find((table) => table.table === 'application')
  if (aimag === undefined || application === undefined) throw new Error('heritage has aimag and application')
  const added = { ...aimag, model: 'aaa_first', table: 'aaa_first', className: 'AaaFirst', foreignKeys: [] }
  const keyed = {
    ...application,
    foreignKeys: [
      ...application.foreignKeys,
      {
        name: 'application_aimag_fkey',
        columns: ['id'],
        table: 'aimag',
        model: 'Aimag',
        referencedColumns: ['id'],
        onDelete: 'NO ACTION',
      },
    ],
  }
  return { ...plan, tables: [added, ...plan.tables.map((table) => (table === application ? keyed : table))] }
}
