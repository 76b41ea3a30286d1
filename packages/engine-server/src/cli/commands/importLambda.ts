import { existsSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import { basename, dirname, join, resolve } from 'node:path'
import type { DocumentKind, TamgaDocument } from '@tamga/schema'
import type { readFilesUnder } from '../../project/readProjectDirectory.ts'
import { type Command, parseCommandArgs, USAGE_ERROR } from '../context.ts'

/** `tamga import-lambda DIR`. */
export const importLambdaCommand: Command = {
  name: 'import-lambda',
  summary: 'import Lambda Platform documents as a whole project, reporting per field what could not be carried over',
  help: `import-lambda DIR [--out DIR | --into DIR [--prefix TEXT]] [--dry-run] [--workflow-model TABLE] [--workflow-status-column COLUMN] [--lang mn_MN|en_US]

  DIR                              a folder of Lambda files (vb_schemas seeds, role files, lambda.json,
                                   db_schema caches, chart templates, workflow steps, MySQL dumps)
  --out DIR                        write the imported project there (documents/…, project.json included)
  --into DIR                       add the imported documents to the existing project in DIR, beside its own
  --prefix TEXT                    with --into: what every imported name (and table) starts with (default lambda-)
  --dry-run                        print what --out or --into would change, as tamga import does; write nothing
  --workflow-model TABLE           the table whose records go through the imported workflow steps
  --workflow-status-column COLUMN  the column holding the process status (default process_status)

  The project is checked as tamga validate does before anything is written; nothing is written
  when it has a problem.`,
  async run(argv, context) {
    const args = parseCommandArgs(
      this,
      argv,
      {
        out: { type: 'string' },
        into: { type: 'string' },
        prefix: { type: 'string' },
        'dry-run': { type: 'boolean', default: false },
        'workflow-model': { type: 'string' },
        'workflow-status-column': { type: 'string' },
      },
      context,
    )
    if ('exit' in args) return args.exit
    const { values, positionals } = args.parsed
    const [source] = positionals
    if (source === undefined) {
      context.err(`tamga import-lambda needs the folder to import\n\nusage: tamga ${this.help}`)
      return USAGE_ERROR
    }
    if (values.out !== undefined && values.into !== undefined) {
      context.err(`tamga import-lambda: --out writes a new project and --into adds to one; give one of them`)
      return USAGE_ERROR
    }
    if (values.prefix !== undefined && values.into === undefined) {
      context.err(`tamga import-lambda: --prefix names documents added --into a project; give --into DIR`)
      return USAGE_ERROR
    }
    if (values.prefix !== undefined && !/^[a-z0-9][a-z0-9_-]{0,31}$/.test(values.prefix)) {
      context.err(
        `tamga import-lambda: --prefix "${values.prefix}" must be lower-case letters, digits, "-" or "_" (at most 32), as document names are`,
      )
      return USAGE_ERROR
    }
    const [
      { formatImportReport, formatImportSummary, importLambda, mergeIntoProject, summarizeImport },
      { documentPath, loadProject, formatIssue },
      { documentFileText },
      { readFilesUnder },
      { createFolderStore },
      { diffProjects, formatProjectDiff },
    ] = await Promise.all([
      import('@tamga/lambda-import'),
      import('@tamga/schema'),
      import('../../documents/stableStringify.ts'),
      import('../../project/readProjectDirectory.ts'),
      import('../../documents/folderStore.ts'),
      import('../../documents/projectDiff.ts'),
    ])
    const sourceDir = resolve(context.cwd, source)
    let files: Awaited<ReturnType<typeof readFilesUnder>>
    try {
      files = await readFilesUnder(sourceDir, ['.json', '.sql'])
    } catch (error) {
      context.err(`cannot read ${source}: ${(error as Error).message}`)
      return 1
    }
    const workflowModel = values['workflow-model']
    const statusColumn = values['workflow-status-column']
    const result = importLambda(files, {
      workflow: {
        ...(workflowModel === undefined ? {} : { model: workflowModel }),
        ...(statusColumn === undefined ? {} : { statusColumn }),
      },
      project: { name: basename(sourceDir), title: basename(sourceDir) },
    })
    const counts = new Map<DocumentKind, number>()
    for (const { document } of result.documents) counts.set(document.kind, (counts.get(document.kind) ?? 0) + 1)
    if (result.report.length > 0) context.out(formatImportReport(result.report, args.language))
    context.out(formatImportSummary(summarizeImport(result.documents, result.report), args.language))
    const perKind = [...counts].map(([kind, count]) => `${kind} ${count}`).join(' · ')
    context.out(
      `imported ${result.documents.length} document(s) from ${files.length} file(s)${perKind === '' ? '' : `: ${perKind}`}; ` +
        `${result.report.length} note(s) on what could not be carried over as is`,
    )

    const targetOption = values.into ?? values.out
    if (targetOption === undefined) return 0
    const target = resolve(context.cwd, targetOption)
    let existing: TamgaDocument[] = []
    if (existsSync(join(target, 'documents')) || values.into !== undefined) {
      try {
        existing = (await createFolderStore(target).listAll()).map((entry) => entry.document)
      } catch (error) {
        context.err(`cannot read the project at ${target}: ${(error as Error).message}`)
        return 1
      }
    }
    let project = result.documents.map((entry) => entry.document)
    if (values.into !== undefined) {
      const merged = mergeIntoProject(existing, project, values.prefix ?? 'lambda-')
      if (merged.report.length > 0) context.out(formatImportReport(merged.report, args.language))
      project = merged.documents
    } else {
      // A new project; documents already in the folder that the import does not make stay.
      const made = new Set(project.map((document) => `${document.kind}\u0000${document.name}`))
      project = [
        ...project,
        ...existing.filter(
          (document) => document.kind !== 'project' && !made.has(`${document.kind}\u0000${document.name}`),
        ),
      ]
    }
    const { issues } = loadProject(
      project.map((document) => ({ path: documentPath(document), text: JSON.stringify(document) })),
    )
    if (issues.length > 0) {
      for (const issue of issues) context.err(`documents/${issue.file}: ${formatIssue(issue, args.language)}`)
      context.err(`tamga import-lambda: the project would have ${issues.length} problem(s); nothing was written`)
      return 1
    }
    const diff = diffProjects(project, existing).map((entry) =>
      entry.change === 'delete' ? { ...entry, change: 'unchanged' as const, onlyInTarget: true as const } : entry,
    )
    context.out(formatProjectDiff(diff, args.language))
    if (values['dry-run']) {
      context.out(`dry run: nothing was written to ${target}`)
      return 0
    }
    const byKey = new Map(project.map((document) => [`${document.kind}\u0000${document.name}`, document]))
    let written = 0
    for (const entry of diff) {
      if (entry.change !== 'create' && entry.change !== 'update') continue
      const document = byKey.get(`${entry.kind}\u0000${entry.name}`)
      if (document === undefined) continue
      const path = join(target, 'documents', documentPath(document))
      await mkdir(dirname(path), { recursive: true })
      await writeFile(path, documentFileText(document))
      written += 1
    }
    context.out(`wrote ${written} document(s) under ${join(target, 'documents')}`)
    return 0
  },
}
