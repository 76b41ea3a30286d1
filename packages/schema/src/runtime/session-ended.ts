/**
 * The WebSocket close code the server ends a subscription with when its session was revoked
 * (sign-out, a password change or reset, the user's deletion) or expired: graphql-ws's
 * `Unauthorized`, which its clients take as final rather than as a break to retry. The portal
 * then signs the person out and asks them to sign in again.
 */
export const SESSION_ENDED_CLOSE_CODE = 4401
