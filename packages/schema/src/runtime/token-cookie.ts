// Apart from the session user's schemas: the admin app's first load and the public site read the
// name without building any schema (a module's schemas are built when any of its names is used).

/**
 * The cookie the browser keeps the session token in, readable by scripts (spec 7: "the token is
 * kept in a cookie"): the admin app turns it into the Bearer header; the public site only looks
 * whether it is there, to offer the admin area instead of signing in.
 */
export const TOKEN_COOKIE = 'tamga_bearer'
