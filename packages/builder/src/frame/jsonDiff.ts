// The history's diff: two revisions as pretty-printed JSON, compared line by line (longest
// common subsequence), so a builder sees what a revision changed the way a code review shows it.

/** One line of a diff: kept, removed (only in the older text) or added (only in the newer). */
export interface DiffLine {
  change: 'same' | 'removed' | 'added'
  text: string
}

/** A document as the diff reads it: keys sorted, two-space indent, so key order is no change. */
export function prettyJson(value: unknown): string {
  return JSON.stringify(sortedKeys(value), null, 2)
}

function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys)
  if (typeof value !== 'object' || value === null) return value
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortedKeys((value as Record<string, unknown>)[key])]),
  )
}

/**
 * The lines of `before` and `after` with what changed. Lines both texts open and close with
 * are taken off first, so a change in a big document costs the size of the changed part.
 */
export function diffLines(before: string, after: string): DiffLine[] {
  const a = before.split('\n')
  const b = after.split('\n')
  let start = 0
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1
  let endA = a.length
  let endB = b.length
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA -= 1
    endB -= 1
  }
  const head = a.slice(0, start).map((text): DiffLine => ({ change: 'same', text }))
  const tail = a.slice(endA).map((text): DiffLine => ({ change: 'same', text }))
  return [...head, ...middle(a.slice(start, endA), b.slice(start, endB)), ...tail]
}

function middle(a: readonly string[], b: readonly string[]): DiffLine[] {
  // lengths[i][j]: the longest common subsequence of a[i..] and b[j..].
  const lengths = Array.from({ length: a.length + 1 }, () => new Uint32Array(b.length + 1))
  for (let i = a.length - 1; i >= 0; i -= 1) {
    const row = lengths[i] as Uint32Array
    const below = lengths[i + 1] as Uint32Array
    for (let j = b.length - 1; j >= 0; j -= 1) {
      row[j] = a[i] === b[j] ? (below[j + 1] as number) + 1 : Math.max(below[j] as number, row[j + 1] as number)
    }
  }
  const lines: DiffLine[] = []
  let i = 0
  let j = 0
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      lines.push({ change: 'same', text: a[i] as string })
      i += 1
      j += 1
    } else if (i < a.length && (j === b.length || (lengths[i + 1]?.[j] ?? 0) >= (lengths[i]?.[j + 1] ?? 0))) {
      // Removed before added, as a review shows a replaced line.
      lines.push({ change: 'removed', text: a[i] as string })
      i += 1
    } else {
      lines.push({ change: 'added', text: b[j] as string })
      j += 1
    }
  }
  return lines
}

/** A run of unchanged lines left out of a folded diff. */
export interface FoldedLines {
  change: 'folded'
  count: number
}

/**
 * The diff as a review shows it: every change with `context` unchanged lines around it, and each
 * longer run of unchanged lines folded into its count.
 */
export function foldDiff(lines: readonly DiffLine[], context = 3): Array<DiffLine | FoldedLines> {
  const near = lines.map(() => false)
  lines.forEach((line, index) => {
    if (line.change === 'same') return
    for (let at = Math.max(0, index - context); at <= Math.min(lines.length - 1, index + context); at += 1)
      near[at] = true
  })
  const folded: Array<DiffLine | FoldedLines> = []
  for (const [index, line] of lines.entries()) {
    if (near[index]) {
      folded.push(line)
      continue
    }
    const last = folded.at(-1)
    if (last?.change === 'folded') last.count += 1
    else folded.push({ change: 'folded', count: 1 })
  }
  return folded
}
