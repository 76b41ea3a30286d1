import { describe, expect, it } from 'vitest'
import { parseVotingPerson } from './voting-person.ts'

const person = {
  approve: 1,
  recreate: 0,
  voted: 1,
  description: 'Дэмжиж байна',
  signature_image: '{"type":"draw","signature":"data:image/png;base64,AAAA","firstname":"Сараа","lastname":"Дорж"}',
  signature_date: '2024-05-10 14:00',
  emp: { JOB_NAME: 'Зөвлөлийн гишүүн', STRUCT_NAME: null, LNAME: 'Дорж', FNAME: 'Сараа' },
}

describe('parseVotingPerson', () => {
  it('reads a vote with every field of spec 3.4 and parses signature_image', () => {
    const result = parseVotingPerson(person)
    expect(result.ok).toBe(true)
    if (result.ok) expect(result.value.signature_image?.lastname).toBe('Дорж')
  })

  it('reads a council member who has not voted yet', () => {
    const result = parseVotingPerson({
      ...person,
      approve: null,
      recreate: null,
      voted: 0,
      description: null,
      signature_image: 'null',
      signature_date: null,
    })
    expect(result).toEqual(expect.objectContaining({ ok: true }))
    if (result.ok) expect(result.value.signature_image).toBeNull()
  })

  it('voted is 0 or 1', () => {
    const result = parseVotingPerson({ ...person, voted: true })
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.issues[0]?.path).toBe('/voted')
  })

  it('points at a malformed signature_image', () => {
    const result = parseVotingPerson({ ...person, signature_image: 'not json' })
    expect(result.ok).toBe(false)
    if (!result.ok)
      expect(result.issues[0]).toEqual(expect.objectContaining({ path: '/signature_image', code: 'signature-json' }))
  })
})
