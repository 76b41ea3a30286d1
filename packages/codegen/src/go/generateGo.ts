import type { ProjectPlan } from '../plan/types.ts'
import { addFile, type FileTree } from '../tree/fileTree.ts'
import { templateFiles } from '../tree/templates.ts'
import { catalogueFile, historySqlFile } from './catalogue.ts'
import { descriptorFiles, routesFile } from './descriptors.ts'
import { goMod, goModulePath, goSum, vendorDebianScript } from './goModule.ts'
import { MIGRATIONS_FOLDER, migrationFiles } from './migrations.ts'
import { modelFiles } from './models.ts'
import { readme } from './readme.ts'
import { rolesFile } from './roles.ts'

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
  addGo('internal/workflow/history_sql.go', historySqlFile())
  addGo('internal/access/roles.go', rolesFile(plan))
  addGo('internal/httpapi/routes.go', routesFile(plan))
  for (const [path, contents] of descriptorFiles(plan)) addGo(path, contents)
  for (const [path, contents] of modelFiles(plan)) addGo(path, contents)
  for (const [name, sql] of migrationFiles(plan)) addFile(tree, `${MIGRATIONS_FOLDER}/${name}`, sql)
  return tree
}
