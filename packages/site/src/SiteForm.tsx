import type { SiteFormKind, SiteFormRequest } from '@tamga/schema'
import { type FormEvent, useId, useState } from 'react'
import { useSite } from './SiteContext.ts'
import type { SiteWordKey } from './words.ts'

/** The fields a visitor fills in. */
export type SiteFormField = 'name' | 'email' | 'phone' | 'message' | 'amount'

const HEADINGS: Record<SiteFormKind, SiteWordKey> = {
  feedback: 'formFeedback',
  donation: 'formDonation',
  investment: 'formInvestment',
  access: 'formAccess',
}

/** An e-mail address's shape: something, @, a domain with a dot. The server checks it again. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** What the visitor typed, as text. */
export type SiteFormValues = Record<SiteFormField, string>

/** The fields a kind of form asks for. */
export function siteFormFields(kind: SiteFormKind): SiteFormField[] {
  return kind === 'donation' || kind === 'investment'
    ? ['name', 'email', 'phone', 'amount', 'message']
    : ['name', 'email', 'phone', 'message']
}

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

/** The request a filled-in form sends. */
export function siteFormRequest(
  kind: SiteFormKind,
  values: SiteFormValues,
  extra: { token: string; website: string; itemId: number | null },
): SiteFormRequest {
  const request: SiteFormRequest = {
    name: values.name.trim(),
    email: values.email.trim(),
    message: values.message.trim(),
    token: extra.token,
  }
  if (values.phone.trim() !== '') request.phone = values.phone.trim()
  if (siteFormFields(kind).includes('amount') && values.amount.trim() !== '') {
    request.amount = Number(values.amount.replace(/[\s,]/g, ''))
  }
  if (kind === 'access' && extra.itemId !== null) request.itemId = extra.itemId
  if (extra.website !== '') request.website = extra.website
  return request
}

interface ErrorAnswer {
  status?: boolean
  msg?: string
  enMsg?: string
  issues?: { path?: string; code?: string; message?: string }[]
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
 * A visitor's form: feedback, donation or investment interest, access to a paid item. It is
 * checked here first, then sent as JSON; the server's answer either thanks the visitor or names
 * what is wrong, in the page's language.
 */
export function SiteForm({ kind, itemId = null, heading = true }: SiteFormProps) {
  const { chrome, words } = useSite()
  const id = useId()
  const [values, setValues] = useState<SiteFormValues>(EMPTY)
  const [website, setWebsite] = useState('')
  const [problems, setProblems] = useState<Partial<Record<SiteFormField, string>>>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [state, setState] = useState<'editing' | 'sending' | 'sent'>('editing')
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
      const answer = (await response.json().catch(() => ({}))) as ErrorAnswer
      if (response.ok && answer.status !== false) {
        setState('sent')
        return
      }
      const message = chrome.language === 'mn_MN' ? answer.msg : (answer.enMsg ?? answer.msg)
      setFailure(message ?? words.sendFailed)
      const marked: Partial<Record<SiteFormField, string>> = {}
      for (const issue of answer.issues ?? []) {
        const field = issue.path?.replace(/^\//, '').split('/')[0]
        if (field !== undefined && (siteFormFields(kind) as string[]).includes(field)) {
          marked[field as SiteFormField] = issue.message ?? words.invalidField
        }
      }
      setProblems(marked)
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
      action={`/api/site/forms/${kind}`}
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
      {itemId === null ? null : <input type="hidden" name="itemId" value={itemId} />}
      <button className="button button-primary" type="submit" disabled={state === 'sending'}>
        {state === 'sending' ? words.sending : words.send}
      </button>
    </form>
  )
}
