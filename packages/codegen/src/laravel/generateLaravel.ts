import type { ProjectPlan } from '../plan/types.ts'
import { addFile, type FileTree } from '../tree/fileTree.ts'
import { adminCommandFile } from './adminCommand.ts'
import { authControllerFile, loginRequestFile } from './auth.ts'
import { controllerClass, controllerFile } from './controllers.ts'
import { recordHooksFile } from './custom.ts'
import { migrationFiles } from './migrations.ts'
import { modelFile } from './models.ts'
import { modelClass } from './names.ts'
import { appServiceProviderFile, policyClass, policyFile } from './policies.ts'
import { hasProcesses, processHistoryControllerFile } from './processHistory.ts'
import { readmeFile } from './readme.ts'
import { requestClass, requestFile } from './requests.ts'
import { routesFile } from './routes.ts'
import { addRuntimePackage } from './runtimePackage.ts'
import {
  artisanFile,
  bootstrapAppFile,
  bootstrapProvidersFile,
  composerJson,
  configAppFile,
  configAuthFile,
  configCorsFile,
  configDatabaseFile,
  configTamgaFile,
  envExample,
  GITIGNORE,
  KEEP_EMPTY,
  publicIndexFile,
  RUNTIME_FOLDERS,
} from './skeleton.ts'
import { addTestSuite } from './tests.ts'
import {
  hasWorkflowRoutes,
  processControllerFile,
  processServiceFile,
  workflowConfigFile,
  workflowResources,
} from './workflows.ts'

/** The Laravel project of a plan. */
export function generateLaravel(plan: ProjectPlan): FileTree {
  const tree: FileTree = new Map()
  addFile(tree, 'composer.json', composerJson(plan))
  addFile(tree, 'artisan', artisanFile())
  addFile(tree, '.env.example', envExample(plan))
  addFile(tree, '.gitignore', GITIGNORE)
  addFile(tree, 'README.md', readmeFile(plan))
  addFile(tree, 'bootstrap/app.php', bootstrapAppFile())
  addFile(tree, 'bootstrap/providers.php', bootstrapProvidersFile())
  addFile(tree, 'config/app.php', configAppFile(plan))
  addFile(tree, 'config/auth.php', configAuthFile())
  addFile(tree, 'config/cors.php', configCorsFile(plan))
  addFile(tree, 'config/database.php', configDatabaseFile(plan))
  addFile(tree, 'config/tamga.php', configTamgaFile(plan))
  addFile(tree, 'public/index.php', publicIndexFile())
  addFile(tree, 'routes/api.php', routesFile(plan))
  addFile(tree, 'database/seeders/.gitkeep', '')
  for (const folder of RUNTIME_FOLDERS) addFile(tree, `${folder}/.gitignore`, KEEP_EMPTY)
  addRuntimePackage(tree, plan)

  for (const [path, contents] of migrationFiles(plan)) addFile(tree, path, contents)
  for (const table of plan.tables)
    addFile(tree, `app/Models/${modelClass(table.className)}.php`, modelFile(table, plan))
  for (const resource of plan.resources) {
    addFile(tree, `app/Http/Controllers/${controllerClass(resource)}.php`, controllerFile(plan, resource))
    addFile(tree, `app/Policies/${policyClass(resource)}.php`, policyFile(plan, resource))
    if (resource.actions.create) {
      addFile(tree, `app/Http/Requests/${requestClass(resource, 'create')}.php`, requestFile(resource, 'create'))
    }
    if (resource.actions.update) {
      const byStep = workflowResources(plan).some((started) => started.resource === resource)
      addFile(
        tree,
        `app/Http/Requests/${requestClass(resource, 'update')}.php`,
        requestFile(resource, 'update', byStep),
      )
    }
  }
  addFile(tree, 'app/Http/Controllers/AuthController.php', authControllerFile())
  addFile(tree, 'app/Http/Requests/LoginRequest.php', loginRequestFile())
  if (hasProcesses(plan)) {
    addFile(tree, 'app/Http/Controllers/ProcessHistoryController.php', processHistoryControllerFile(plan))
  }
  if (hasWorkflowRoutes(plan)) {
    addFile(tree, 'config/workflows.php', workflowConfigFile(plan))
    addFile(tree, 'app/Services/ProcessService.php', processServiceFile(plan))
    addFile(tree, 'app/Http/Controllers/ProcessController.php', processControllerFile())
  }
  addFile(tree, 'app/Console/Commands/CreateAdmin.php', adminCommandFile())
  addFile(tree, 'app/Providers/AppServiceProvider.php', appServiceProviderFile(plan))
  addFile(tree, 'app/Custom/RecordHooks.php', recordHooksFile())
  addTestSuite(tree, plan)
  return tree
}
