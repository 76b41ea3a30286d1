// internal/access/roles.go: the project's role documents as the policy reads them.
import type { ProjectPlan, RolePlan } from '../plan/types.ts'
import { goString } from './goSyntax.ts'

const CONDITION_CONSTANTS = { 'current-user': 'CurrentUser', 'user-organizations': 'UserOrganizations' } as const

function roleStatements(role: RolePlan, variable: string): string[] {
  const head = [
    `ID: ${role.id}`,
    `Name: ${goString(role.name)}`,
    `Title: ${goString(role.title)}`,
    ...(role.superAdmin ? ['SuperAdmin: true'] : []),
    'Rights: map[string]Rights{}',
  ]
  const lines = [`\t${variable} := Role{${head.join(', ')}}`]
  // Role 1 may do everything: its per-krud rights would say nothing more.
  if (role.superAdmin) return lines
  for (const [krud, rights] of Object.entries(sortedRights(role))) {
    const parts = (['create', 'read', 'update', 'delete'] as const)
      .filter((action) => rights[action])
      .map((action) => `${action[0]?.toUpperCase()}${action.slice(1)}: true`)
    if (rights.rowConditions.length > 0) {
      const conditions = rights.rowConditions.map(
        (condition) =>
          `{Type: ${CONDITION_CONSTANTS[condition.type as keyof typeof CONDITION_CONSTANTS] ?? goString(condition.type)}, Column: ${goString(condition.column)}}`,
      )
      parts.push(`Conditions: []Condition{${conditions.join(', ')}}`)
    }
    lines.push(`\t${variable}.Rights[${goString(krud)}] = Rights{${parts.join(', ')}}`)
  }
  return lines
}

function sortedRights(role: RolePlan): RolePlan['rights'] {
  return Object.fromEntries(Object.entries(role.rights).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
}

/** internal/access/roles.go. */
export function rolesFile(plan: ProjectPlan): string {
  const variables = plan.roles.map((role) => `role${role.id}`)
  const body = plan.roles.flatMap((role, index) => [...roleStatements(role, variables[index] ?? ''), ''])
  return `package access

// Roles are the project's role documents: what each may do with each krud, and on which rows.
func Roles() []Role {
${body.join('\n')}\treturn []Role{${variables.join(', ')}}
}
`
}
