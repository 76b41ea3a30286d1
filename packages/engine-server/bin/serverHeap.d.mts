/** The old generation `tamga start` caps V8's heap to, in MB, unless the operator chose a size. */
export const SERVER_HEAP_MB: number
/**
 * The Node arguments that cap the server's heap: `--max-old-space-size=512`, or none when Node's
 * arguments (`execArgv`) or `NODE_OPTIONS` already set a size.
 */
export function serverHeapFlags(options?: { execArgv?: readonly string[]; nodeOptions?: string | undefined }): string[]
