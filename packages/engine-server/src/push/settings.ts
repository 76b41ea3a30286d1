import type { TamgaConfig } from '../config.ts'
import type { DocumentStore } from '../documents/store.ts'

/** What signing a web push takes (RFC 8292 VAPID). */
export interface VapidSettings {
  /** The public key browsers subscribe with: the project's `notify.firebaseConfig.publicKey`. */
  publicKey: string
  privateKey: string
  subject: string
}

/** Whether a text is an uncompressed P-256 public key in base64url, as VAPID needs. */
function isVapidPublicKey(text: string): boolean {
  return /^[A-Za-z0-9_-]+=?$/.test(text) && Buffer.from(text, 'base64url').length === 65
}

/**
 * The VAPID settings when web push is configured: the project document gives the public key,
 * the environment the private key and subject. Undefined when any is missing (or the public
 * key is not a P-256 key), and then nothing is pushed. Read each time so a project change
 * applies without a restart.
 */
export async function vapidSettings(config: TamgaConfig, store: DocumentStore): Promise<VapidSettings | undefined> {
  const { vapidPrivateKey: privateKey, vapidSubject: subject } = config
  if (privateKey === undefined || subject === undefined) return undefined
  const projects = await store.list('project')
  // Several project documents are an error /lambda-config reports; push waits until it is fixed.
  const [stored, ...others] = projects
  if (stored === undefined || others.length > 0) return undefined
  const publicKey = stored.document.notify?.firebaseConfig?.publicKey
  if (publicKey === undefined || !isVapidPublicKey(publicKey)) return undefined
  return { publicKey, privateKey, subject }
}
