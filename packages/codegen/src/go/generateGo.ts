import type { ProjectPlan } from '../plan/types.ts'
import { addFile, type FileTree } from '../tree/fileTree.ts'
import { templateFiles } from '../tree/templates.ts'
import {
  catalogueFile,
  corsOriginsFile,
  historySqlFile,
  lockoutRuleFile,
  recordFieldsFile,
  requestIssuesFile,
  spellingTablesFile,
} from './catalogue.ts'
import { descriptorFiles, routesFile } from './descriptors.ts'
import { goMod, goModulePath, goSum, vendorDebianScript } from './goModule.ts'
import { MIGRATIONS_FOLDER, migrationFiles } from './migrations.ts'
import { modelFiles } from './models.ts'
import { readme } from './readme.ts'
import { rolesFile } from './roles.ts'
import { authRulesTest, spellingRulesTest, valueRulesTest } from './ruleTests.ts'
import { workflowRulesTest } from './workflowRuleTests.ts'
import { workflowDocumentsFile, workflowResourcesFile } from './workflows.ts'

/**
 * The Go project of a plan: a chi + database/sql server answering Tamga's REST contract over
 * the project's tables, with its migrations embedded. Generated code imports the module by
 * path, so `__MODULE__` in every Go file becomes the module path.
 */
export function generateGo(plan: ProjectPlan): FileTree {
  const modulePath = goModulePath(plan.name)
  const tree: FileTree = new Map()
  const addGo = (path: string, contents: string) =>
    addFile(tree, path, contents.replaceAll('__MODULE__', modulePath).replaceAll('__NAME__', plan.name))

  addFile(tree, 'go.mod', goMod(modulePath))
  addFile(tree, 'go.sum', goSum())
  addFile(tree, 'README.md', readme(plan, modulePath))
  addFile(tree, 'scripts/vendor-debian.sh', vendorDebianScript())
  addFile(tree, '.gitignore', '/vendor/\n/server\n')
  // The runtime every project shares: templates/go, as real Go files.
  for (const [path, contents] of templateFiles('go')) addGo(path, contents)
  addGo('internal/apierror/catalogue.go', catalogueFile())
  addGo('internal/apierror/request_issues.go', requestIssuesFile())
  addGo('internal/workflow/history_sql.go', historySqlFile())
  addGo('internal/auth/lockout_rule.go', lockoutRuleFile())
  addGo('internal/records/fields.go', recordFieldsFile())
  addGo('internal/records/spelling_tables.go', spellingTablesFile())
  addGo('internal/records/spelling_rules_test.go', spellingRulesTest())
  addGo('internal/records/value_rules_test.go', valueRulesTest())
  addGo('internal/auth/rules_test.go', authRulesTest())
  addGo('internal/httpapi/cors_origins.go', corsOriginsFile(plan.corsOrigins))
  addGo('internal/access/roles.go', rolesFile(plan))
  addGo('internal/httpapi/routes.go', routesFile(plan))
  addGo('internal/workflow/documents.go', workflowDocumentsFile(plan))
  addGo('internal/httpapi/workflow_resources.go', workflowResourcesFile(plan))
  addGo('internal/workflow/rules_test.go', workflowRulesTest())
  for (const [path, contents] of descriptorFiles(plan)) addGo(path, contents)
  for (const [path, contents] of modelFiles(plan)) addGo(path, contents)
  for (const [name, sql] of migrationFiles(plan)) addFile(tree, `${MIGRATIONS_FOLDER}/${name}`, sql)
  return tree
}
