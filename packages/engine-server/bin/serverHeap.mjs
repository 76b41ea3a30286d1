// The heap `tamga start` serves with. V8 sizes its old generation from the machine's memory
// (4 GB here) and, with that much room, collects late: the Excel import of a million rows peaked
// at about 426 MB of memory with Node's default and at most 229 MB with a 512 MB old generation,
// where both budgets (300 MB import, 250 MB export) hold. Whoever starts Node chooses: a
// --max-old-space-size among Node's own arguments or in NODE_OPTIONS is kept as it is.

/** The old generation `tamga start` caps V8's heap to, in MB, unless the operator chose a size. */
export const SERVER_HEAP_MB = 512

const HEAP_FLAG = /^--max[-_]old[-_]space[-_]size(=|$)/

/**
 * The Node arguments that cap the server's heap: `--max-old-space-size=512`, or none when Node's
 * arguments (`execArgv`) or `NODE_OPTIONS` already set a size.
 */
export function serverHeapFlags({ execArgv = process.execArgv, nodeOptions = process.env.NODE_OPTIONS } = {}) {
  const chosen = [...execArgv, ...(nodeOptions ?? '').split(/\s+/)].some((arg) => HEAP_FLAG.test(arg))
  return chosen ? [] : [`--max-old-space-size=${SERVER_HEAP_MB}`]
}
