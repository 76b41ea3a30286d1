import { describe, expect, it } from 'vitest'
import { type SiteFormValues, siteFormFields, siteFormRequest } from './site.ts'

const filled: SiteFormValues = {
  name: 'Б. Оюун',
  email: 'oyun@example.mn',
  phone: '',
  message: 'Уртын дууны сургалтад хамрагдах боломжтой юу?',
  amount: '',
}

describe('the request a visitor’s form sends', () => {
  it('asks for an amount only on donation and investment forms', () => {
    expect(siteFormFields('feedback')).not.toContain('amount')
    expect(siteFormFields('access')).not.toContain('amount')
    expect(siteFormFields('donation')).toContain('amount')
    expect(siteFormFields('investment')).toContain('amount')
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

  it('an amount that is no number stays one the server refuses, never a guess', () => {
    expect(
      siteFormRequest('donation', { ...filled, amount: 'олон' }, { token: 't', website: '', itemId: null }).amount,
    ).toBeNaN()
  })
})
