/**
 * The WebSocket close code a server stopping on purpose (SIGTERM: a deployment, a scale-down)
 * ends each subscription with: RFC 6455's 1012 "Service Restart". graphql-ws's clients take it
 * as a break to retry, and the retry reaches another instance behind the load balancer.
 */
export const SERVICE_RESTART_CLOSE_CODE = 1012

/** The close reason sent with {@link SERVICE_RESTART_CLOSE_CODE}. */
export const SERVICE_RESTART_CLOSE_REASON = 'service restart'
