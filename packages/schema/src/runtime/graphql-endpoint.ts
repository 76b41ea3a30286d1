// Where the GraphQL endpoint answers, relative to the API base: the server mounts it there and
// limits its rate by these paths, the portal's data client and the builder's try-it pane post to them.

/** The paths the endpoint answers on (spec 7: `POST /query`; the generic data client posts to `/graphql`). */
export const GRAPHQL_PATHS = ['/query', '/graphql'] as const

/** The path the portal's data client and the builder's try-it pane post to (spec 7). */
export const GRAPHQL_PATH = GRAPHQL_PATHS[1]

/** A query run as another role, for the administration roles' preview in the GraphQL builder. */
export const GRAPHQL_PREVIEW_PATH = '/graphql/preview'
