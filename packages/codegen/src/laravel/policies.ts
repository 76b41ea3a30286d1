// `app/Policies/<Resource>Policy.php`: who may do what with a resource, from the role documents,
// and the row conditions that narrow it; `AppServiceProvider` registers them with the Gate.
import type { ProjectPlan, ResourcePlan, RolePlan } from '../plan/types.ts'
import { modelClass } from './names.ts'
import { phpFile, phpString, phpValue } from './php.ts'
import { runtimeClass } from './runtimePackage.ts'

type Right = 'create' | 'read' | 'update' | 'delete'

function rolesWith(plan: ProjectPlan, resource: ResourcePlan, right: Right): number[] {
  return plan.roles
    .filter((role) => !role.superAdmin && role.rights[resource.krud]?.[right] === true)
    .map((role) => role.id)
}

/** Role id → [[type, column], …] for the roles whose rights on the resource carry conditions. */
function rowConditionsOf(plan: ProjectPlan, resource: ResourcePlan): Record<string, Array<[string, string]>> {
  const byRole: Record<string, Array<[string, string]>> = {}
  for (const role of plan.roles) {
    const conditions = role.superAdmin ? [] : (role.rights[resource.krud]?.rowConditions ?? [])
    if (conditions.length > 0)
      byRole[String(role.id)] = conditions.map((condition) => [condition.type, condition.column])
  }
  return byRole
}

/** Whether a resource's policy narrows rows for some role (and so has `rows()`). */
export function hasRowConditions(plan: ProjectPlan, resource: ResourcePlan): boolean {
  return Object.keys(rowConditionsOf(plan, resource)).length > 0
}

export function policyClass(resource: ResourcePlan): string {
  return `${resource.className}Policy`
}

function intList(values: readonly number[]): string {
  return `[${values.join(', ')}]`
}

/** A policy class: one method per action the resource offers. */
export function policyFile(plan: ProjectPlan, resource: ResourcePlan): string {
  const constants: string[] = []
  const methods: string[] = []
  const rights: Array<[Right, string]> = [
    ['read', 'READ'],
    ['create', 'CREATE'],
    ['update', 'UPDATE'],
    ['delete', 'DELETE'],
  ]
  const offered = (right: Right) =>
    right === 'read' || resource.actions[right] || (right === 'delete' && resource.actions.restore)
  const method = (name: string, body: string, doc?: string) =>
    methods.push(`${doc === undefined ? '' : `    /** ${doc} */\n`}    public function ${name}(?SessionUser $user): bool
    {
        return ${body};
    }`)
  // As on Tamga's own server, the records door is the signed-in one: a public krud's published
  // rows reach visitors through Tamga's site and GraphQL, and its flag gives no one a right here.
  method('viewAny', 'self::allows($user, self::READ)')
  method('view', 'self::allows($user, self::READ)')
  if (resource.actions.create) method('create', 'self::allows($user, self::CREATE)')
  if (resource.actions.update) method('update', 'self::allows($user, self::UPDATE)')
  if (resource.actions.delete) method('delete', 'self::allows($user, self::DELETE)')
  if (resource.actions.restore)
    method('restore', 'self::allows($user, self::DELETE)', 'Restoring needs the delete right.')
  const uses = [runtimeClass('SessionUser')]
  const conditions = rowConditionsOf(plan, resource)
  if (Object.keys(conditions).length > 0) {
    uses.push(
      'Illuminate\\Database\\Eloquent\\Builder',
      runtimeClass('RowConditions'),
      `App\\Models\\${modelClass(resource.table.className)}`,
    )
    const entries = Object.entries(conditions).map(
      ([role, list]) => `        ${role} => ${phpValue(list, '        ')},`,
    )
    constants.push(
      `    /** Role id => the conditions every right of that role covers: [type, column]. */\n    private const ROW_CONDITIONS = [\n${entries.join('\n')}\n    ];`,
    )
    methods.push(`    /**
     * The rows the caller's role may touch; a row outside them answers 404 like a missing one.
     *
     * @param Builder<${modelClass(resource.table.className)}> $rows
     * @return Builder<${modelClass(resource.table.className)}>
     */
    public function rows(Builder $rows, ?SessionUser $user): Builder
    {
        if ($user === null) {
            return $rows;
        }

        return RowConditions::apply($rows, self::ROW_CONDITIONS[$user->roleId] ?? [], $user);
    }`)
  }
  const roleLists = rights
    .filter(([right, constant]) => offered(right) && methods.some((code) => code.includes(`self::${constant})`)))
    .map(([right, constant]) => `    private const ${constant} = ${intList(rolesWith(plan, resource, right))};`)
  constants.unshift(...roleLists)
  if (methods.some((code) => code.includes('self::allows('))) {
    methods.push(`    /** @param list<int> $roles */
    private static function allows(?SessionUser $user, array $roles): bool
    {
        return $user !== null && in_array($user->roleId, $roles, true);
    }`)
  }
  const superAdmins = plan.roles.filter((role) => role.superAdmin).map((role) => role.id)
  return phpFile(
    'App\\Policies',
    uses,
    `/**
 * ${resource.krud}: the roles that may read, create, update and delete its records, from the role
 * documents. ${superAdmins.length > 0 ? `Role ${superAdmins.join(', ')} (super admin) may do everything: see AppServiceProvider.` : ''}
 */
final class ${policyClass(resource)}
{
${[constants.join('\n'), ...methods].filter((part) => part !== '').join('\n\n')}
}`,
  )
}

function authorizationLines(plan: ProjectPlan): string[] {
  const seen = new Set<string>()
  const lines: string[] = []
  for (const resource of plan.resources) {
    // One policy per model: a second resource over the same table shares the first one's policy.
    const model = modelClass(resource.table.className)
    if (seen.has(model)) continue
    seen.add(model)
    lines.push(`        Gate::policy(${model}::class, ${policyClass(resource)}::class);`)
  }
  return lines
}

function superAdminIds(roles: readonly RolePlan[]): number[] {
  return roles.filter((role) => role.superAdmin).map((role) => role.id)
}

/** `app/Providers/AppServiceProvider.php`: the session guard, the super admin, the policies. */
export function appServiceProviderFile(plan: ProjectPlan): string {
  const models = [...new Set(plan.resources.map((resource) => modelClass(resource.table.className)))]
  const policies = [...new Set(plan.resources.map((resource) => policyClass(resource)))]
  const uses = [
    'Illuminate\\Http\\Request',
    'Illuminate\\Support\\Facades\\Auth',
    'Illuminate\\Support\\Facades\\Gate',
    'Illuminate\\Support\\ServiceProvider',
    runtimeClass('SessionTokens'),
    runtimeClass('SessionUser'),
    ...models.map((model) => `App\\Models\\${model}`),
    ...policies.map((policy) => `App\\Policies\\${policy}`),
  ]
  return phpFile(
    'App\\Providers',
    uses,
    `final class AppServiceProvider extends ServiceProvider
{
    /** Roles that may do everything (Tamga's super admin). */
    private const SUPER_ADMIN_ROLES = ${intList(superAdminIds(plan.roles))};

    public function boot(): void
    {
        // The "tamga" guard (config/auth.php): a request's user is its Bearer token's session.
        Auth::viaRequest(
            ${phpString('tamga-session')},
            static fn (Request $request): ?SessionUser => SessionTokens::userOf($request),
        );

        // The super admin may do everything; everyone else is decided by the policies.
        Gate::before(static function (?SessionUser $user): ?bool {
            return $user !== null && in_array($user->roleId, self::SUPER_ADMIN_ROLES, true) ? true : null;
        });

${authorizationLines(plan).join('\n')}
    }
}`,
  )
}
