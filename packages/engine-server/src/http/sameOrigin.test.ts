import { describe, expect, it } from 'vitest'
import { isSameOrigin } from './sameOrigin.ts'

describe('isSameOrigin', () => {
  it('takes the public address and the host the request came to, and nothing else', () => {
    expect(isSameOrigin('https://tamga.mn', 'internal:8080', 'https://tamga.mn')).toBe(true)
    expect(isSameOrigin('http://localhost:5173', 'localhost:5173', 'http://localhost:8080')).toBe(true)
    expect(isSameOrigin('https://tamga.mn', 'tamga.mn', undefined)).toBe(true)
    expect(isSameOrigin('https://evil.example', 'tamga.mn', 'https://tamga.mn')).toBe(false)
    expect(isSameOrigin('https://tamga.mn.evil.example', 'tamga.mn', 'https://tamga.mn')).toBe(false)
    expect(isSameOrigin('null', 'tamga.mn', 'https://tamga.mn')).toBe(false)
  })
})
