import { resolve } from 'node:path'
import type { readProjectDirectory } from '../../project/readProjectDirectory.ts'
import { type CliContext, type Command, type Language, parseCommandArgs } from '../context.ts'

/** Validates a project folder and prints its summary or every problem with its file and path. */
export async function validateProjectFolder(
  directory: string,
  language: Language,
  context: CliContext,
): Promise<number> {
  const [{ DOCUMENT_KINDS, formatIssue, loadProject, summarizeProject }, { readProjectDirectory }] = await Promise.all([
    import('@tamga/schema'),
    import('../../project/readProjectDirectory.ts'),
  ])
  let files: Awaited<ReturnType<typeof readProjectDirectory>>
  try {
    files = await readProjectDirectory(directory)
  } catch (error) {
    context.err(`cannot read the project at ${directory}: ${(error as Error).message}`)
    return 1
  }
  const { project, issues } = loadProject(files)
  for (const issue of issues) context.err(`${issue.file}: ${formatIssue(issue, language)}`)
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

/** `tamga validate [DIR]`. */
export const validateCommand: Command = {
  name: 'validate',
  summary: 'validate every document of a project folder and the references between them',
  help: `validate [DIR] [--lang mn_MN|en_US]

  DIR   the project folder (the one holding documents/); default: the current folder`,
  async run(argv, context) {
    const args = parseCommandArgs(this, argv, {}, context)
    if ('exit' in args) return args.exit
    const [directory = '.'] = args.parsed.positionals
    return validateProjectFolder(resolve(context.cwd, directory), args.language, context)
  },
}
