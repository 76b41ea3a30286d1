import { describe, expect, it } from 'vitest'
import { checkSiteForm, type SiteFormValues, siteFormFields, siteFormRequest } from './SiteForm.tsx'

const filled: SiteFormValues = {
  name: 'Б. Оюун',
  email: 'oyun@example.mn',
  phone: '',
  message: 'Уртын дууны сургалтад хамрагдах боломжтой юу?',
  amount: '',
}

describe('a visitor form', () => {
  it('asks for an amount only on donation and investment forms', () => {
    expect(siteFormFields('feedback')).not.toContain('amount')
    expect(siteFormFields('access')).not.toContain('amount')
    expect(siteFormFields('donation')).toContain('amount')
    expect(siteFormFields('investment')).toContain('amount')
  })

  it('needs a name, an e-mail of the right shape and a message', () => {
    expect(checkSiteForm('feedback', filled)).toEqual({})
    expect(checkSiteForm('feedback', { ...filled, name: ' ', message: '' })).toEqual({
      name: 'required',
      message: 'required',
    })
    expect(checkSiteForm('feedback', { ...filled, email: 'oyun@example' })).toEqual({ email: 'invalidEmail' })
    expect(checkSiteForm('feedback', { ...filled, email: '' })).toEqual({ email: 'required' })
  })

  it('refuses an amount that is not a positive number', () => {
    expect(checkSiteForm('donation', { ...filled, amount: '-5' })).toEqual({ amount: 'invalidAmount' })
    expect(checkSiteForm('donation', { ...filled, amount: 'олон' })).toEqual({ amount: 'invalidAmount' })
    expect(checkSiteForm('donation', { ...filled, amount: '50,000' })).toEqual({})
  })

  it('sends trimmed values, the token, and only the fields that were filled', () => {
    expect(
      siteFormRequest('feedback', { ...filled, name: ' Б. Оюун ' }, { token: 't', website: '', itemId: null }),
    ).toEqual({
      name: 'Б. Оюун',
      email: 'oyun@example.mn',
      message: filled.message,
      token: 't',
    })
    expect(
      siteFormRequest(
        'donation',
        { ...filled, amount: '50,000', phone: '99112233' },
        { token: 't', website: '', itemId: null },
      ),
    ).toMatchObject({ amount: 50000, phone: '99112233' })
  })

  it('names the paid item on an access request and passes the trap on to the server', () => {
    expect(siteFormRequest('access', filled, { token: 't', website: 'spam.example', itemId: 21 })).toMatchObject({
      itemId: 21,
      website: 'spam.example',
    })
  })
})
