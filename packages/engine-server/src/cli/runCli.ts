import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import {
  DOCUMENT_KINDS,
  type DocumentKind,
  documentPath,
  formatImportReport,
  formatIssue,
  importLambda,
  type LambdaImportOptions,
  loadProject,
  type ProjectIssue,
  summarizeProject,
} from '@tamga/schema'
import { readFilesUnder, readProjectDirectory } from '../project/readProjectDirectory.ts'

type Language = 'mn_MN' | 'en_US'

/** Where the CLI writes and which folder it runs in; tests pass their own. */
export interface CliContext {
  cwd: string
  out: (line: string) => void
  err: (line: string) => void
}

const USAGE = `usage: tamga <command> [options]

commands:
  start [--project DIR]                 validate the project (default examples/heritage) and print a summary
  validate [DIR]                        validate every document of a project and the references between them
  import-lambda DIR [--out DIR]         import Lambda Platform documents and report what could not be carried over
        [--workflow-model TABLE]        the table whose records go through imported workflow steps
        [--workflow-status-column COL]  the column holding the process status (default process_status)

options:
  --lang mn_MN|en_US                    language of messages (default mn_MN)
  --help                                this text`

/** Runs one `tamga` command and returns the process exit code. */
export async function runCli(argv: readonly string[], context: CliContext): Promise<number> {
  const { values, positionals } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: {
      project: { type: 'string' },
      out: { type: 'string' },
      'workflow-model': { type: 'string' },
      'workflow-status-column': { type: 'string' },
      lang: { type: 'string', default: 'mn_MN' },
      help: { type: 'boolean', default: false },
    },
  })
  const [command, ...rest] = positionals
  const language: Language = values.lang === 'en_US' ? 'en_US' : 'mn_MN'
  if (values.lang !== 'en_US' && values.lang !== 'mn_MN') {
    context.err(`unknown language "${values.lang}": use mn_MN or en_US`)
    return 2
  }
  if (values.help || command === undefined || command === 'help') {
    context.out(USAGE)
    return command === undefined && !values.help ? 2 : 0
  }
  switch (command) {
    case 'start':
      return validateProject(resolve(context.cwd, values.project ?? 'examples/heritage'), language, context)
    case 'validate':
      return validateProject(resolve(context.cwd, rest[0] ?? values.project ?? '.'), language, context)
    case 'import-lambda': {
      const source = rest[0]
      if (source === undefined) {
        context.err('import-lambda needs the folder to import: tamga import-lambda DIR [--out DIR]')
        return 2
      }
      const workflow = {
        ...(values['workflow-model'] === undefined ? {} : { model: values['workflow-model'] }),
        ...(values['workflow-status-column'] === undefined ? {} : { statusColumn: values['workflow-status-column'] }),
      }
      return importLambdaFolder(resolve(context.cwd, source), { out: values.out, workflow, language }, context)
    }
    default:
      context.err(`unknown command "${command}"\n\n${USAGE}`)
      return 2
  }
}

async function validateProject(directory: string, language: Language, context: CliContext): Promise<number> {
  let files: Awaited<ReturnType<typeof readProjectDirectory>>
  try {
    files = await readProjectDirectory(directory)
  } catch (error) {
    context.err(`cannot read the project at ${directory}: ${(error as Error).message}`)
    return 1
  }
  const { project, issues } = loadProject(files)
  for (const line of issues.map((issue) => describeIssue(issue, language))) context.err(line)
  if (project === undefined || issues.length > 0) {
    context.err(`${directory}: ${issues.length} problem(s) in ${files.length} file(s)`)
    return 1
  }
  const summary = summarizeProject(project)
  context.out(`Tamga project "${summary.name}" (${directory})`)
  context.out(`  ${summary.total} documents, all valid, every reference resolved`)
  context.out(
    `  ${DOCUMENT_KINDS.filter((kind) => (summary.counts[kind] ?? 0) > 0)
      .map((kind) => `${kind} ${summary.counts[kind]}`)
      .join(' · ')}`,
  )
  context.out(`  languages: ${summary.languages.join(', ')} (default ${summary.defaultLanguage})`)
  return 0
}

function describeIssue(issue: ProjectIssue, language: Language): string {
  return `${issue.file}: ${formatIssue(issue, language)}`
}

interface ImportFolderOptions {
  out: string | undefined
  workflow: LambdaImportOptions['workflow']
  language: Language
}

async function importLambdaFolder(
  source: string,
  { out, workflow, language }: ImportFolderOptions,
  context: CliContext,
): Promise<number> {
  let files: Awaited<ReturnType<typeof readFilesUnder>>
  try {
    files = await readFilesUnder(source, ['.json', '.sql'])
  } catch (error) {
    context.err(`cannot read ${source}: ${(error as Error).message}`)
    return 1
  }
  const result = importLambda(files, { workflow })
  const counts = new Map<DocumentKind, number>()
  for (const { document } of result.documents) counts.set(document.kind, (counts.get(document.kind) ?? 0) + 1)
  if (result.report.length > 0) context.out(formatImportReport(result.report, language))
  const perKind = [...counts].map(([kind, count]) => `${kind} ${count}`).join(' · ')
  context.out(
    `imported ${result.documents.length} document(s) from ${files.length} file(s)${perKind === '' ? '' : `: ${perKind}`}; ` +
      `${result.report.length} note(s) on what could not be carried over as is`,
  )
  if (out !== undefined) {
    const target = resolve(context.cwd, out)
    for (const { document } of result.documents) {
      const path = join(target, 'documents', documentPath(document))
      await mkdir(dirname(path), { recursive: true })
      await writeFile(path, `${JSON.stringify(document, null, 2)}\n`)
    }
    context.out(`wrote ${result.documents.length} document(s) under ${join(target, 'documents')}`)
  }
  return 0
}
