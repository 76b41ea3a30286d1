import { PROCESS_WORDS } from '@tamga/schema'

/** The `process` namespace (spec 2.7): the one status vocabulary, defined in `@tamga/schema`. */
export const process = PROCESS_WORDS
