import { describe, expect, it } from 'vitest'
import { freeName, nameFromTitle } from './nameFromTitle.ts'

describe('nameFromTitle', () => {
  it('romanizes a Mongolian title into a snake_case name', () => {
    expect(nameFromTitle('Арга хэмжээ')).toBe('arga_khemjee')
    expect(nameFromTitle('Өв соёлын төрөл 2')).toBe('uv_soyolyn_turul_2')
  })

  it('keeps Latin titles, dropping accents and punctuation', () => {
    expect(nameFromTitle('Events — Café (2026)!')).toBe('events_cafe_2026')
  })

  it('never starts with a digit and never exceeds 63 characters', () => {
    expect(nameFromTitle('2024 он')).toBe('n_2024_on')
    const long = nameFromTitle('Маш урт гарчиг '.repeat(10))
    expect(long.length).toBeLessThanOrEqual(63)
    expect(long).toMatch(/^[a-z_][a-z0-9_]{0,62}$/)
  })

  it('proposes nothing for a title without writable letters', () => {
    expect(nameFromTitle('한국어 ***')).toBe('')
  })
})

describe('freeName', () => {
  it('adds the first free number when the name is taken', () => {
    expect(freeName('events', new Set())).toBe('events')
    expect(freeName('events', new Set(['events', 'events_2']))).toBe('events_3')
  })
})
