import {
  type ErrorResponse,
  type LanguageCode,
  type SiteFormField,
  type SiteFormKind,
  type SiteFormValues,
  siteFormFields,
  siteFormRequest,
} from '@tamga/schema'
import { type FormEvent, useId, useState } from 'react'
import { pathOnly } from './format.ts'
import { useSite } from './SiteContext.ts'
import type { SiteWordKey, SiteWords } from './words.ts'

const HEADINGS: Record<SiteFormKind, SiteWordKey> = {
  feedback: 'formFeedback',
  donation: 'formDonation',
  investment: 'formInvestment',
  access: 'formAccess',
}

/** An e-mail address's shape: something, @, a domain with a dot. The server checks it again. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/**
 * The fields a form cannot be sent with, and why (a word of the catalogue): name, e-mail and
 * message are required, the e-mail must look like one, an amount must be a positive number.
 */
export function checkSiteForm(kind: SiteFormKind, values: SiteFormValues): Partial<Record<SiteFormField, SiteWordKey>> {
  const problems: Partial<Record<SiteFormField, SiteWordKey>> = {}
  if (values.name.trim() === '') problems.name = 'required'
  if (values.email.trim() === '') problems.email = 'required'
  else if (!EMAIL_PATTERN.test(values.email.trim())) problems.email = 'invalidEmail'
  if (values.message.trim() === '') problems.message = 'required'
  if (siteFormFields(kind).includes('amount') && values.amount.trim() !== '') {
    const amount = Number(values.amount.replace(/[\s,]/g, ''))
    if (!Number.isFinite(amount) || amount <= 0) problems.amount = 'invalidAmount'
  }
  return problems
}

/** Why the server refused a form, as the form shows it: a sentence, and what is wrong with each field. */
export interface SiteFormRefusal {
  failure: string
  problems: Partial<Record<SiteFormField, string>>
}

/**
 * Reads the server's refusal (the catalogue's answer, from the JSON post or embedded in the page
 * that answered a plain form post) in the page's language: Mongolian, English or Korean, English
 * when an answer has no Korean. Issues at a field of the form mark that field (Mongolian, else
 * English: issues carry those two); the rest are said by the sentence alone.
 */
export function siteFormRefusal(
  kind: SiteFormKind,
  answer: Partial<ErrorResponse>,
  language: LanguageCode,
  words: SiteWords,
): SiteFormRefusal {
  const mongolian = language === 'mn_MN'
  const failure =
    (mongolian
      ? answer.msg
      : language === 'ko_KR'
        ? (answer.koMsg ?? answer.enMsg ?? answer.msg)
        : (answer.enMsg ?? answer.msg)) ?? words.sendFailed
  const problems: Partial<Record<SiteFormField, string>> = {}
  for (const issue of answer.issues ?? []) {
    const field = issue.path.replace(/^\//, '').split('/')[0]
    if (field === undefined || !(siteFormFields(kind) as string[]).includes(field)) continue
    const message = mongolian ? issue.message?.mn_MN : issue.message?.en_US
    problems[field as SiteFormField] = message ?? words.invalidField
  }
  return { failure, problems }
}

const EMPTY: SiteFormValues = { name: '', email: '', phone: '', message: '', amount: '' }

export interface SiteFormProps {
  kind: SiteFormKind
  /** access: the paid item asked for. */
  itemId?: number | null
  /** Whether the form shows its own heading (a form page has the page's heading already). */
  heading?: boolean
}

/**
 * A visitor's form: feedback, donation or investment interest, access to a paid item. With the
 * page's script it is checked here first, then sent as JSON; without it, the browser posts it to
 * the page itself and the server answers with the page drawn from the outcome. Either way the
 * server's answer thanks the visitor or names what is wrong, in the page's language.
 */
export function SiteForm({ kind, itemId = null, heading = true }: SiteFormProps) {
  const { chrome, words, path, formOutcome } = useSite()
  const id = useId()
  // The answer to a plain post of this form, when the page is that answer.
  const outcome = formOutcome?.kind === kind ? formOutcome : undefined
  const refused =
    outcome === undefined || outcome.sent ? undefined : siteFormRefusal(kind, outcome.failure, chrome.language, words)
  const [values, setValues] = useState<SiteFormValues>(outcome?.sent === false ? outcome.values : EMPTY)
  const [website, setWebsite] = useState('')
  const [problems, setProblems] = useState<Partial<Record<SiteFormField, string>>>(refused?.problems ?? {})
  const [failure, setFailure] = useState<string | null>(refused?.failure ?? null)
  const [state, setState] = useState<'editing' | 'sending' | 'sent'>(outcome?.sent === true ? 'sent' : 'editing')
  const headingId = `${id}-heading`

  if (state === 'sent') {
    return (
      <section className="site-form form-sent" aria-live="polite">
        <p className="form-sent-title">{words.sent}</p>
        <p>{words.sentNote}</p>
      </section>
    )
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const checked = checkSiteForm(kind, values)
    const named = Object.fromEntries(Object.entries(checked).map(([field, word]) => [field, words[word]]))
    setProblems(named)
    setFailure(null)
    if (Object.keys(named).length > 0) {
      const first = siteFormFields(kind).find((field) => field in named)
      if (first !== undefined) document.getElementById(`${id}-${first}`)?.focus()
      return
    }
    setState('sending')
    const request = siteFormRequest(kind, values, { token: chrome.formToken, website, itemId })
    try {
      const response = await fetch(`/api/site/forms/${kind}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(request),
      })
      const answer = (await response.json().catch(() => ({}))) as Partial<ErrorResponse> | { status: true }
      if (response.ok && answer.status !== false) {
        setState('sent')
        return
      }
      const refusal = siteFormRefusal(kind, answer as Partial<ErrorResponse>, chrome.language, words)
      setFailure(refusal.failure)
      setProblems(refusal.problems)
    } catch {
      setFailure(words.sendFailed)
    }
    setState('editing')
  }

  const field = (name: SiteFormField) => {
    const fieldId = `${id}-${name}`
    const problem = problems[name]
    const common = {
      id: fieldId,
      name,
      value: values[name],
      'aria-invalid': problem === undefined ? undefined : true,
      'aria-describedby': problem === undefined ? undefined : `${fieldId}-problem`,
      onChange: (event: { currentTarget: { value: string } }) => {
        const value = event.currentTarget.value
        setValues((current) => ({ ...current, [name]: value }))
      },
    }
    const optional = name === 'phone' || name === 'amount'
    return (
      <div className={`form-field field-${name}${problem === undefined ? '' : ' has-problem'}`} key={name}>
        <label htmlFor={fieldId}>
          {words[name]}
          {optional ? <span className="field-optional"> ({words.optional})</span> : <span aria-hidden="true"> *</span>}
        </label>
        {name === 'message' ? (
          <textarea {...common} rows={5} required />
        ) : (
          <input
            {...common}
            type={name === 'email' ? 'email' : name === 'phone' ? 'tel' : 'text'}
            inputMode={name === 'amount' ? 'numeric' : undefined}
            autoComplete={name === 'name' ? 'name' : name === 'email' ? 'email' : name === 'phone' ? 'tel' : 'off'}
            required={!optional}
          />
        )}
        {problem === undefined ? null : (
          <p className="field-problem" id={`${fieldId}-problem`}>
            {problem}
          </p>
        )}
      </div>
    )
  }

  return (
    <form
      className="site-form"
      method="post"
      action={pathOnly(path)}
      noValidate
      aria-labelledby={heading ? headingId : undefined}
      onSubmit={(event) => {
        void submit(event)
      }}
    >
      {heading ? (
        <h2 className="form-heading" id={headingId}>
          {words[HEADINGS[kind]]}
        </h2>
      ) : null}
      {failure === null ? null : (
        <p className="form-failure" role="alert">
          {failure}
        </p>
      )}
      <div className="form-fields">{siteFormFields(kind).map(field)}</div>
      <div className="form-trap" aria-hidden="true">
        <label>
          Website
          <input
            name="website"
            tabIndex={-1}
            autoComplete="off"
            value={website}
            onChange={(event) => setWebsite(event.currentTarget.value)}
          />
        </label>
      </div>
      <input type="hidden" name="token" value={chrome.formToken} />
      <button className="button button-primary" type="submit" disabled={state === 'sending'}>
        {state === 'sending' ? words.sending : words.send}
      </button>
    </form>
  )
}
