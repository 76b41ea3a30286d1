import { describe, expect, it } from 'vitest'
import { amountText, currencySign, groupedAmount, moneyDisplay } from './moneyFormat.ts'

describe('a money field', () => {
  it('separates thousands as the amount is typed, keeping the decimals and a trailing point', () => {
    expect(groupedAmount('1234567')).toBe('1,234,567')
    expect(groupedAmount('1234567.5')).toBe('1,234,567.5')
    expect(groupedAmount('1234.')).toBe('1,234.')
    expect(groupedAmount('-1000')).toBe('-1,000')
    expect(groupedAmount('')).toBe('')
  })

  it('reads back the amount from what it shows', () => {
    expect(amountText('1,234,567.5')).toBe('1234567.5')
    expect(amountText('1,250,000₮')).toBe('1250000')
    expect(Number(amountText(groupedAmount('98765.25')))).toBe(98765.25)
  })

  it('shows a tugrik amount read-only as spec 9 writes money', () => {
    expect(moneyDisplay(1250000, 'MNT')).toBe('1,250,000₮')
    expect(moneyDisplay('120000000.00', undefined)).toBe('120,000,000₮')
    expect(moneyDisplay(null, 'MNT')).toBe('')
  })

  it('shows another currency with its sign and decimals', () => {
    expect(currencySign('USD')).toBe('$')
    expect(currencySign(undefined)).toBe('₮')
    expect(moneyDisplay(1234.5, 'USD', 2)).toBe('1,234.50$')
    expect(moneyDisplay('', 'EUR')).toBe('')
  })
})
