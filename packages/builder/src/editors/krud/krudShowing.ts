// The previews read real rows through a krud: the records API serves krud names, not the grids
// and forms a krud puts together.
import type { DocumentsClient } from '../../client/documentsClient.ts'

/**
 * The first saved krud (in name order) whose `screen` is `name`, or undefined when none is yet
 * (or the list cannot be read). Each krud is read once; a project has tens of them, not thousands.
 *
 * @example await krudShowing(documents, 'grid', 'news-grid') // 'news'
 */
export async function krudShowing(
  documents: DocumentsClient,
  screen: 'grid' | 'form',
  name: string,
): Promise<string | undefined> {
  const list = await documents.list('krud')
  if (!list.ok) return undefined
  const names = list.data.documents.map((summary) => summary.name).sort()
  const answers = await Promise.all(names.map((krud) => documents.get('krud', krud)))
  for (const answer of answers) {
    if (answer.ok && answer.data.document.kind === 'krud' && answer.data.document[screen] === name) {
      return answer.data.document.name
    }
  }
  return undefined
}
