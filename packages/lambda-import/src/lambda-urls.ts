import type { BilingualMessage } from '@tamga/schema'
import type { Phrase } from './messages.ts'
import type { ImportReporter } from './report.ts'

/**
 * What a Lambda address becomes in Tamga:
 * - `kept`: an address of the project's own (`/admin`, `https://…`), carried as it is;
 * - `mapped`: a Lambda screen that Tamga has under another address (`/lambda/puzzle`, Lambda's
 *   builder, is Tamga's `/admin/platform`);
 * - `dropped`: a Lambda-only screen or one of Lambda's bundled files (`/assets/lambda/…`), which
 *   a Tamga server does not serve; Tamga's own default takes its place.
 */
export type LambdaUrlMapping = { kind: 'kept'; url: string } | { kind: 'mapped'; url: string } | { kind: 'dropped' }

/** Lambda's screens that Tamga has, by Lambda path prefix. */
const MAPPED_PREFIXES: ReadonlyArray<readonly [string, string]> = [['/lambda/puzzle', '/admin/platform']]

/**
 * Maps one address from a Lambda document to Tamga's.
 *
 * @example tamgaUrl('/lambda/puzzle') // { kind: 'mapped', url: '/admin/platform' }
 * @example tamgaUrl('/assets/lambda/images/logo.png') // { kind: 'dropped' }
 */
export function tamgaUrl(url: string): LambdaUrlMapping {
  const path = url.split(/[?#]/)[0] ?? url
  for (const [prefix, target] of MAPPED_PREFIXES)
    if (path === prefix || path.startsWith(`${prefix}/`)) return { kind: 'mapped', url: target }
  if (path === '/lambda' || path.startsWith('/lambda/') || path.startsWith('/assets/lambda/'))
    return { kind: 'dropped' }
  return { kind: 'kept', url }
}

const mappedMessage = (what: Phrase, from: string, to: string): BilingualMessage => ({
  en_US: `${what.en_US} "${from}" is a Lambda address; it became Tamga's "${to}"`,
  mn_MN: `${what.mn_MN} "${from}" нь Lambda-ийн хаяг тул Tamga-ийн "${to}" хаягаар сольсон`,
})

const droppedMessage = (what: Phrase, from: string): BilingualMessage => ({
  en_US: `${what.en_US} "${from}" is a Lambda-only address or file a Tamga server does not serve; it was left out and Tamga's own default is used`,
  mn_MN: `${what.mn_MN} "${from}" нь зөвхөн Lambda-д байдаг хаяг эсвэл файл бөгөөд Tamga сервер үүнийг өгдөггүй тул орхиж, Tamga-ийн өөрийн анхдагчийг хэрэглэнэ`,
})

/**
 * {@link tamgaUrl} with its note: a mapped address is reported as approximated, a dropped one as
 * not carried over, both at `path`. Returns the address to write, or `undefined` to leave it out.
 */
export function carryUrl(url: string, what: Phrase, reporter: ImportReporter, path: string): string | undefined {
  const mapping = tamgaUrl(url)
  if (mapping.kind === 'kept') return mapping.url
  if (mapping.kind === 'mapped') {
    reporter.approximated(path, mappedMessage(what, url, mapping.url))
    return mapping.url
  }
  reporter.notCarried(path, droppedMessage(what, url))
  return undefined
}
