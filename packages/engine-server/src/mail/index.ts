export { type BilingualMailContent, bilingualMail } from './bilingualMail.ts'
export {
  createMailer,
  defaultSender,
  type Mailer,
  type MailerOptions,
  type MailMessage,
  outboxDir,
  type SentMail,
} from './mailer.ts'
