// Helpers for other packages' integration tests (the portal's browser tests): real components,
// started on loopback. Not part of the server's runtime API.

export { type ReceivedMail, startTestSmtpServer, type TestSmtpServer } from './mail/testing.ts'
