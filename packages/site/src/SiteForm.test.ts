import { ERROR_CATALOGUE, issue, type SiteFormValues } from '@tamga/schema'
import { describe, expect, it } from 'vitest'
import { checkSiteForm, siteFormRefusal } from './SiteForm.tsx'
import { SITE_WORDS } from './words.ts'

const filled: SiteFormValues = {
  name: 'Б. Оюун',
  email: 'oyun@example.mn',
  phone: '',
  message: 'Уртын дууны сургалтад хамрагдах боломжтой юу?',
  amount: '',
}

describe('a visitor form', () => {
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
})

describe('the server’s refusal of a form, as the form shows it', () => {
  const refusal = {
    status: false as const,
    code: 'VALIDATION_FAILED' as const,
    msg: ERROR_CATALOGUE.VALIDATION_FAILED.msg,
    enMsg: ERROR_CATALOGUE.VALIDATION_FAILED.enMsg,
    issues: [
      issue('/email', 'format', { mn_MN: 'имэйл хаяг биш', en_US: 'is not an e-mail address' }),
      issue('/amount', 'type', { mn_MN: 'бүхэл тоо байх ёстой', en_US: 'must be an integer' }),
      issue('/token', 'required', { mn_MN: 'заавал', en_US: 'is required' }),
    ],
  }

  it('says the catalogue’s sentence and marks each field of the form with its issue, in Mongolian', () => {
    expect(siteFormRefusal('donation', refusal, 'mn_MN', SITE_WORDS.mn_MN)).toEqual({
      failure: ERROR_CATALOGUE.VALIDATION_FAILED.msg,
      problems: { email: 'имэйл хаяг биш', amount: 'бүхэл тоо байх ёстой' },
    })
  })

  it('reads the sentence in Korean, the issues in English, and leaves out fields the form does not have', () => {
    const korean = { ...refusal, koMsg: ERROR_CATALOGUE.VALIDATION_FAILED.koMsg }
    expect(siteFormRefusal('feedback', korean, 'ko_KR', SITE_WORDS.ko_KR)).toEqual({
      failure: '보낸 정보가 올바르지 않습니다',
      problems: { email: 'is not an e-mail address' },
    })
    // An answer without Korean (a server before koMsg) is read in English.
    expect(siteFormRefusal('feedback', refusal, 'ko_KR', SITE_WORDS.ko_KR).failure).toBe(
      ERROR_CATALOGUE.VALIDATION_FAILED.enMsg,
    )
    expect(siteFormRefusal('feedback', korean, 'en_US', SITE_WORDS.en_US).failure).toBe(
      ERROR_CATALOGUE.VALIDATION_FAILED.enMsg,
    )
  })

  it('an answer that is no refusal the server wrote says the form could not be sent', () => {
    expect(siteFormRefusal('feedback', {}, 'mn_MN', SITE_WORDS.mn_MN)).toEqual({
      failure: SITE_WORDS.mn_MN.sendFailed,
      problems: {},
    })
  })
})
