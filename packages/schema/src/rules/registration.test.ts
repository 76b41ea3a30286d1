import { describe, expect, it } from 'vitest'
import {
  checkBirthday,
  checkEmail,
  checkGender,
  checkPasswordConfirmation,
  checkPersonName,
  checkPhone,
  checkRegisterNo,
  checkRegistration,
  NAME_MAX_LENGTH,
  normalizeRegisterNo,
  type RegistrationInput,
} from './registration.ts'

const valid: RegistrationInput = {
  first_name: 'Нарантуяа',
  last_name: 'Bold',
  birthday: '1999-11-22',
  gender: 'women',
  register_no: 'УБ99112233',
  email: 'naraa.bold@example.mn',
  phone: '99112233',
  password: 'Strong#Pass1',
  password_confirmation: 'Strong#Pass1',
}

describe('checkPersonName', () => {
  it.each(['Нарантуяа', 'Bold', 'Өлзий', 'Үүрцайх', 'Анх-Эрдэнэ', 'Ёндон'])('accepts %s', (name) => {
    expect(checkPersonName(name)).toBeUndefined()
  })

  it('refuses digits, spaces and other scripts with the letters message', () => {
    for (const name of ['Bold2', 'Нар туяа', '李', 'Bold!', '-Bold']) {
      expect(checkPersonName(name)?.code).toBe('name-letters')
    }
    expect(checkPersonName('Bold2')?.message).toEqual({
      mn_MN: 'Зөвхөн латин эсвэл монгол үсэг оруулна уу',
      en_US: 'Use Latin or Mongolian letters only',
    })
  })

  it('accepts 75 characters and refuses 76', () => {
    expect(checkPersonName('Ө'.repeat(NAME_MAX_LENGTH))).toBeUndefined()
    const tooLong = checkPersonName('Ө'.repeat(NAME_MAX_LENGTH + 1))
    expect(tooLong?.code).toBe('too-long')
    expect(tooLong?.message.en_US).toBe('Use at most 75 characters')
  })

  it('asks for a value when empty', () => {
    expect(checkPersonName('  ')?.message).toEqual({ mn_MN: 'Утга оруулна уу', en_US: 'Please enter a value' })
  })
})

describe('checkBirthday', () => {
  const today = '2026-03-10'

  it('accepts a real past date', () => {
    expect(checkBirthday('2000-02-29', today)).toBeUndefined()
  })

  it('refuses dates that do not exist', () => {
    expect(checkBirthday('2001-02-29', today)?.code).toBe('date-not-real')
    expect(checkBirthday('1999-13-01', today)?.code).toBe('date-not-real')
    expect(checkBirthday('1999-04-31', today)?.message.en_US).toBe('This date does not exist')
  })

  it('refuses other spellings of a date', () => {
    expect(checkBirthday('22/11/1999', today)?.code).toBe('date-format')
    expect(checkBirthday('1999-1-2', today)?.message.mn_MN).toBe('Огноог ОООО-СС-ӨӨ хэлбэрээр оруулна уу')
  })

  it('refuses today and the future', () => {
    expect(checkBirthday(today, today)?.code).toBe('birthday-not-past')
    expect(checkBirthday('2030-01-01', today)?.message.en_US).toBe('The birthday must be a past date')
    expect(checkBirthday('2026-03-09', today)).toBeUndefined()
  })

  it('refuses dates before 1900', () => {
    expect(checkBirthday('1899-12-31', today)?.code).toBe('birthday-too-early')
  })

  it('uses today in Ulaanbaatar when no date is given', () => {
    expect(checkBirthday('3000-01-01')?.code).toBe('birthday-not-past')
    expect(checkBirthday('1990-01-01')).toBeUndefined()
  })
})

describe('checkGender', () => {
  it('accepts men and women only', () => {
    expect(checkGender('men')).toBeUndefined()
    expect(checkGender('women')).toBeUndefined()
    expect(checkGender('male')?.message.en_US).toBe('Choose a gender: men or women')
    expect(checkGender('')?.code).toBe('required')
  })
})

describe('checkRegisterNo', () => {
  it('accepts two Mongolian Cyrillic letters and eight digits, in either case', () => {
    expect(checkRegisterNo('УБ99112233')).toBeUndefined()
    expect(checkRegisterNo('ӨҮ01234567')).toBeUndefined()
    expect(checkRegisterNo('уб99112233')).toBeUndefined()
    expect(normalizeRegisterNo('уб99112233')).toBe('УБ99112233')
  })

  it('explains the rule when the form is wrong', () => {
    for (const value of ['UB99112233', 'УБ9911223', 'УБ991122334', 'УБВ9911223', '9911223344']) {
      const found = checkRegisterNo(value)
      expect(found?.code).toBe('register-no')
      expect(found?.message.en_US).toBe(
        'A registration number is two Mongolian Cyrillic letters followed by eight digits (for example УБ99112233)',
      )
      expect(found?.message.mn_MN).toContain('УБ99112233')
    }
  })

  it('says spaces are included', () => {
    expect(checkRegisterNo('УБ 99112233')?.message.en_US).toBe('Spaces are included')
  })
})

describe('checkEmail', () => {
  it('accepts a Latin lower-case address', () => {
    expect(checkEmail('naraa.bold+wizard@mail.example.mn')).toBeUndefined()
  })

  it('gives each broken rule its own message', () => {
    expect(checkEmail('naraa bold@example.mn')?.message).toEqual({
      mn_MN: 'Хоосон зай орсон байна',
      en_US: 'Spaces are included',
    })
    expect(checkEmail('Naraa@example.mn')?.code).toBe('email-lowercase')
    expect(checkEmail('нараа@example.mn')?.code).toBe('email-latin')
    expect(checkEmail('naraa@example')?.code).toBe('email-invalid')
    expect(checkEmail('naraa@@example.mn')?.code).toBe('email-invalid')
    expect(checkEmail('naraa..bold@example.mn')?.code).toBe('email-invalid')
    expect(checkEmail('')?.code).toBe('required')
  })
})

describe('checkPhone', () => {
  it('accepts eight digits', () => {
    expect(checkPhone('99112233')).toBeUndefined()
  })

  it('refuses spaces, signs and other lengths', () => {
    expect(checkPhone('9911 2233')?.code).toBe('spaces')
    expect(checkPhone('+97699112233')?.message.en_US).toBe('A phone number has digits only')
    expect(checkPhone('9911223')?.code).toBe('phone-length')
    expect(checkPhone('991122334')?.message.en_US).toBe('A phone number has 8 digits (without +976)')
  })
})

describe('checkPasswordConfirmation', () => {
  it('uses the spec’s mismatch text', () => {
    expect(checkPasswordConfirmation('Strong#Pass1', 'Strong#Pass2')?.message.en_US).toBe(
      'Password authentication did not match !!!',
    )
    expect(checkPasswordConfirmation('Strong#Pass1', 'Strong#Pass1')).toBeUndefined()
  })
})

describe('checkRegistration', () => {
  it('finds nothing wrong in a complete, valid registration', () => {
    expect(checkRegistration(valid, { today: '2026-03-10' })).toEqual([])
  })

  it('reports one issue per broken field, each at its JSON path, in the wizard’s order', () => {
    const issues = checkRegistration(
      { ...valid, last_name: 'Bold1', phone: '9911 2233', email: 'A@x.mn', password_confirmation: 'x' },
      { today: '2026-03-10' },
    )
    expect(issues.map((found) => [found.path, found.code])).toEqual([
      ['/last_name', 'name-letters'],
      ['/email', 'email-lowercase'],
      ['/phone', 'spaces'],
      ['/password_confirmation', 'password-mismatch'],
    ])
  })

  it('reports every broken part of the password rule at /password', () => {
    const issues = checkRegistration(
      { ...valid, password: 'weak pass', password_confirmation: 'weak pass' },
      { today: '2026-03-10' },
    )
    expect(issues.map((found) => [found.path, found.code])).toEqual([
      ['/password', 'uppercase'],
      ['/password', 'digit'],
      ['/password', 'special'],
      ['/password', 'spaces'],
    ])
    expect(issues.find((found) => found.code === 'spaces')?.message.en_US).toBe('Spaces are included')
    const empty = checkRegistration({ ...valid, password: '', password_confirmation: '' }, { today: '2026-03-10' })
    expect(empty.map((found) => found.path)).toEqual(['/password', '/password_confirmation'])
  })
})
