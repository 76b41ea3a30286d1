// `routes/api.php`: the contract's paths, at the root (no /api prefix), only the actions each
// resource offers; `{id}` is constrained to the identity's shape so a malformed one is a 404.
import type { ProjectPlan, ResourcePlan } from '../plan/types.ts'
import { controllerClass, offersRestore } from './controllers.ts'
import { phpFile, phpString } from './php.ts'
import { hasProcesses } from './processHistory.ts'
import { hasWorkflowRoutes, workflowRoutes } from './workflows.ts'

function idConstraint(resource: ResourcePlan): string {
  const identity = resource.table.columns.find((column) => column.name === resource.identity)
  if (identity?.kind === 'integer' || identity?.kind === 'bigint') return "->whereNumber('id')"
  if (identity?.kind === 'uuid') return "->whereUuid('id')"
  return ''
}

function resourceRoutes(resource: ResourcePlan): string {
  const id = idConstraint(resource)
  const routes = ["Route::get('/', 'index');"]
  if (resource.actions.create) routes.push("Route::post('/', 'store');")
  routes.push(`Route::get('/{id}', 'show')${id};`)
  if (resource.actions.update) routes.push(`Route::patch('/{id}', 'update')${id};`)
  if (resource.actions.delete) routes.push(`Route::delete('/{id}', 'destroy')${id};`)
  if (offersRestore(resource)) routes.push(`Route::post('/{id}/restore', 'restore')${id};`)
  return `Route::prefix(${phpString(`records/${resource.krud}`)})
    ->controller(${controllerClass(resource)}::class)
    ->group(static function (): void {
${routes.map((route) => `        ${route}`).join('\n')}
    });`
}

export function routesFile(plan: ProjectPlan): string {
  const uses = [
    'App\\Http\\Controllers\\AuthController',
    'Illuminate\\Support\\Facades\\Route',
    ...plan.resources.map((resource) => `App\\Http\\Controllers\\${controllerClass(resource)}`),
  ]
  const head = [
    "Route::get('/health', static fn (): array => ['status' => true]);",
    "Route::post('/auth/login', [AuthController::class, 'login']);",
    "Route::post('/auth/logout', [AuthController::class, 'logout']);",
  ]
  if (hasProcesses(plan)) {
    uses.push('App\\Http\\Controllers\\ProcessHistoryController')
    head.push("Route::get('/process/history/{processId}', ProcessHistoryController::class)->whereNumber('processId');")
  }
  const workflow = hasWorkflowRoutes(plan) ? [workflowRoutes()] : []
  if (workflow.length > 0) uses.push('App\\Http\\Controllers\\ProcessController')
  return phpFile(null, uses, [head.join('\n'), ...workflow, ...plan.resources.map(resourceRoutes)].join('\n\n'))
}
