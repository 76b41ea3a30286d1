import { describe, expect, it } from 'vitest'
import { hasSessionCookie } from './SiteAccountLinks.tsx'

describe('hasSessionCookie', () => {
  it('sees the admin app’s session token among the cookies', () => {
    expect(hasSessionCookie('tamga_site_lang=en_US; tamga_bearer=abc.def=')).toBe(true)
    expect(hasSessionCookie('tamga_bearer=abc')).toBe(true)
  })

  it('a visitor without one, or with the emptied cookie of a sign-out, has not signed in', () => {
    expect(hasSessionCookie('')).toBe(false)
    expect(hasSessionCookie('tamga_site_lang=mn_MN')).toBe(false)
    expect(hasSessionCookie('tamga_bearer=')).toBe(false)
    expect(hasSessionCookie('not_tamga_bearer=abc; tamga_bearer_old=x')).toBe(false)
  })
})
