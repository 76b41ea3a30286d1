import { describe, expect, it } from 'vitest'
import { redisPrefixOf } from './instanceSecret.ts'

describe('redisPrefixOf', () => {
  it('gives instances of one deployment one prefix, and another deployment another, without the secret', () => {
    const secret = 'a'.repeat(64)
    expect(redisPrefixOf(secret)).toBe(redisPrefixOf(secret))
    expect(redisPrefixOf(secret)).toMatch(/^tamga:[0-9a-f]{12}:$/)
    expect(redisPrefixOf(`${secret}b`)).not.toBe(redisPrefixOf(secret))
    expect(redisPrefixOf(secret)).not.toContain('aaaa')
  })
})
