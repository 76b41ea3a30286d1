import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import type { DocumentKind } from '@tamga/schema'
import type { readFilesUnder } from '../../project/readProjectDirectory.ts'
import { type Command, parseCommandArgs, USAGE_ERROR } from '../context.ts'

/** `tamga import-lambda DIR`. */
export const importLambdaCommand: Command = {
  name: 'import-lambda',
  summary: 'import Lambda Platform documents and report, per field, what could not be carried over',
  help: `import-lambda DIR [--out DIR] [--workflow-model TABLE] [--workflow-status-column COLUMN] [--lang mn_MN|en_US]

  DIR                              a folder of Lambda files (vb_schemas seeds, role files, lambda.json,
                                   db_schema caches, chart templates, workflow steps, MySQL dumps)
  --out DIR                        write the Tamga documents there as a project folder (documents/…)
  --workflow-model TABLE           the table whose records go through the imported workflow steps
  --workflow-status-column COLUMN  the column holding the process status (default process_status)`,
  async run(argv, context) {
    const args = parseCommandArgs(
      this,
      argv,
      {
        out: { type: 'string' },
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
    const [{ formatImportReport, importLambda }, { documentPath }, { documentFileText }, { readFilesUnder }] =
      await Promise.all([
        import('@tamga/lambda-import'),
        import('@tamga/schema'),
        import('../../documents/stableStringify.ts'),
        import('../../project/readProjectDirectory.ts'),
      ])
    let files: Awaited<ReturnType<typeof readFilesUnder>>
    try {
      files = await readFilesUnder(resolve(context.cwd, source), ['.json', '.sql'])
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
    })
    const counts = new Map<DocumentKind, number>()
    for (const { document } of result.documents) counts.set(document.kind, (counts.get(document.kind) ?? 0) + 1)
    if (result.report.length > 0) context.out(formatImportReport(result.report, args.language))
    const perKind = [...counts].map(([kind, count]) => `${kind} ${count}`).join(' · ')
    context.out(
      `imported ${result.documents.length} document(s) from ${files.length} file(s)${perKind === '' ? '' : `: ${perKind}`}; ` +
        `${result.report.length} note(s) on what could not be carried over as is`,
    )
    if (values.out !== undefined) {
      const target = resolve(context.cwd, values.out)
      for (const { document } of result.documents) {
        const path = join(target, 'documents', documentPath(document))
        await mkdir(dirname(path), { recursive: true })
        await writeFile(path, documentFileText(document))
      }
      context.out(`wrote ${result.documents.length} document(s) under ${join(target, 'documents')}`)
    }
    return 0
  },
}
