/** Where the GraphiQL bundle is written, and served from. */
export const graphiqlBundleDir: string
/** Whether the bundle was built from the sources as they are now. */
export function graphiqlBundleIsCurrent(): boolean
/** Builds the bundle unless it is current; answers its folder. */
export function ensureGraphiqlBundle(): Promise<string>
