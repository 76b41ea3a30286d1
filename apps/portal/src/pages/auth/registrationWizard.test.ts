import {
  ERROR_CATALOGUE,
  type ErrorCode,
  PROFILE_IMAGE_MAX_BYTES,
  REGISTRATION_FIELDS,
  type RegistrationInput,
} from '@tamga/schema'
import { describe, expect, it } from 'vitest'
import type { ApiFailure } from '../../api/httpClient.ts'
import {
  EMPTY_REGISTRATION,
  firstStepWithErrors,
  hasErrors,
  imageProblem,
  registrationErrors,
  registrationFormData,
  registrationRefusal,
  stepErrors,
  WIZARD_STEPS,
  type WizardErrors,
} from './registrationWizard.ts'

const TODAY = '2026-03-01'

const GOOD: RegistrationInput = {
  first_name: 'Болд',
  last_name: 'Bat-Erdene',
  birthday: '1990-05-17',
  gender: 'women',
  register_no: 'УБ90051712',
  email: 'bold@example.com',
  phone: '99112233',
  password: 'Demo#2026',
  password_confirmation: 'Demo#2026',
}

const PNG = { size: 2048, type: 'image/png' }

const codes = (errors: WizardErrors) =>
  Object.fromEntries(
    Object.entries(errors).map(([field, problems]) => [field, problems?.map((problem) => problem.code)]),
  )

describe('WIZARD_STEPS', () => {
  it('asks for every field of the registration once, in the spec 2.8 order, and reviews last', () => {
    expect(WIZARD_STEPS.map((step) => step.key)).toEqual(['personal', 'contact', 'image', 'password', 'review'])
    const asked = WIZARD_STEPS.flatMap((step) => step.fields)
    expect(asked).toEqual([...REGISTRATION_FIELDS.slice(0, 7), 'image', ...REGISTRATION_FIELDS.slice(7)])
  })
})

describe('stepErrors', () => {
  it("judges only the step's own fields", () => {
    expect(Object.keys(stepErrors(0, EMPTY_REGISTRATION, undefined, TODAY))).toEqual([
      'first_name',
      'last_name',
      'birthday',
      'gender',
      'register_no',
    ])
    expect(stepErrors(0, { ...EMPTY_REGISTRATION, ...pick(GOOD, 0) }, undefined, TODAY)).toEqual({})
  })

  it.each([
    [0, { first_name: 'Bold1' }, { first_name: ['name-letters'] }],
    [0, { last_name: 'a'.repeat(76) }, { last_name: ['too-long'] }],
    [0, { register_no: 'AB90051712' }, { register_no: ['register-no'] }],
    [0, { birthday: '2026-03-01' }, { birthday: ['birthday-not-past'] }],
    [1, { email: 'Bold@example.com' }, { email: ['email-lowercase'] }],
    [1, { phone: '9911 2233' }, { phone: ['spaces'] }],
    [3, { password: 'demo2026', password_confirmation: 'demo2026' }, { password: ['uppercase', 'special'] }],
    [3, { password_confirmation: 'Demo#2027' }, { password_confirmation: ['password-mismatch'] }],
  ] as const)('step %i refuses %o with %o', (step, wrong, expected) => {
    const errors = stepErrors(step, { ...GOOD, ...wrong }, PNG, TODAY)
    expect(codes(errors)).toEqual(expected)
    expect(hasErrors(errors)).toBe(true)
  })

  it('refuses a file that is not an image on the image step', () => {
    expect(codes(stepErrors(2, GOOD, { size: 10, type: 'text/plain' }, TODAY))).toEqual({ image: ['not-an-image'] })
  })

  it('lets the image step pass without an image', () => {
    expect(stepErrors(2, GOOD, undefined, TODAY)).toEqual({})
  })

  it('never refuses the review step', () => {
    expect(stepErrors(4, EMPTY_REGISTRATION, undefined, TODAY)).toEqual({})
  })
})

function pick(values: RegistrationInput, step: number): Partial<RegistrationInput> {
  const fields = WIZARD_STEPS[step]?.fields ?? []
  return Object.fromEntries(Object.entries(values).filter(([field]) => (fields as readonly string[]).includes(field)))
}

describe('imageProblem', () => {
  it('accepts PNG, JPEG, GIF and WebP up to 1 MiB', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/gif', 'image/webp']) {
      expect(imageProblem({ size: PROFILE_IMAGE_MAX_BYTES, type })).toBeUndefined()
    }
  })

  it('refuses one byte over 1 MiB', () => {
    expect(imageProblem({ size: PROFILE_IMAGE_MAX_BYTES + 1, type: 'image/png' })).toEqual({ code: 'too-large' })
    expect(PROFILE_IMAGE_MAX_BYTES).toBe(1024 * 1024)
  })

  it('refuses what is not an image, or an image the server does not take', () => {
    expect(imageProblem({ size: 10, type: 'application/pdf' })).toEqual({ code: 'not-an-image' })
    expect(imageProblem({ size: 10, type: 'image/svg+xml' })).toEqual({ code: 'not-an-image' })
  })
})

describe('firstStepWithErrors', () => {
  it('finds the earliest step with a problem', () => {
    const errors = registrationErrors({ ...GOOD, phone: 'x', password: 'short' }, undefined, TODAY)
    expect(firstStepWithErrors(errors)).toBe(1)
    expect(firstStepWithErrors({ password_confirmation: [{ code: 'required' }] })).toBe(3)
  })

  it('is undefined for a clean registration', () => {
    expect(firstStepWithErrors(registrationErrors(GOOD, PNG, TODAY))).toBeUndefined()
  })
})

describe('registrationFormData', () => {
  it('sends every field as text and the image as the image part', async () => {
    const image = new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' })
    const form = registrationFormData(GOOD, image, 'me.png')
    expect([...form.keys()]).toEqual([...REGISTRATION_FIELDS, 'image'])
    expect(form.get('email')).toBe('bold@example.com')
    const part = form.get('image')
    expect(part instanceof File && part.name).toBe('me.png')
    expect(part instanceof File ? (await part.arrayBuffer()).byteLength : 0).toBe(4)
  })

  it('leaves the image part out when none was chosen', () => {
    expect(registrationFormData(GOOD, undefined).has('image')).toBe(false)
  })
})

/** A refusal as the server answers it: the catalogue's error body for `code`, with its issues. */
const refused = (status: number, body: { code: ErrorCode; issues?: unknown[] }, message = ''): ApiFailure => ({
  ok: false,
  status,
  message,
  cancelled: false,
  body: { status: false, msg: ERROR_CATALOGUE[body.code].msg, enMsg: ERROR_CATALOGUE[body.code].enMsg, ...body },
})

describe('registrationRefusal', () => {
  it("puts the server's rule problems at their fields", () => {
    const refusal = registrationRefusal(
      refused(400, {
        code: 'VALIDATION_FAILED',
        issues: [{ path: '/register_no', code: 'register-no', message: { mn_MN: 'a', en_US: 'b' } }],
      }),
    )
    expect(codes(refusal.errors)).toEqual({ register_no: ['register-no'] })
    expect(refusal.general).toBeUndefined()
    expect(firstStepWithErrors(refusal.errors)).toBe(0)
  })

  it('shows an address already used at the e-mail', () => {
    expect(codes(registrationRefusal(refused(409, { code: 'USER_EXISTS' })).errors)).toEqual({ email: ['user-exists'] })
  })

  it('shows a refused image at the image', () => {
    expect(codes(registrationRefusal(refused(413, { code: 'IMAGE_TOO_LARGE' })).errors)).toEqual({
      image: ['too-large'],
    })
    expect(codes(registrationRefusal(refused(415, { code: 'NOT_AN_IMAGE' })).errors)).toEqual({
      image: ['not-an-image'],
    })
  })

  it('shows the rate limit and unknown problems above the buttons', () => {
    expect(registrationRefusal(refused(429, { code: 'REGISTRATION_LIMITED' }))).toEqual({
      errors: {},
      general: { key: 'registrationLimited' },
    })
    const unknown = registrationRefusal(
      refused(
        400,
        {
          code: 'VALIDATION_FAILED',
          issues: [{ path: '/nickname', code: 'unknown-field', message: { mn_MN: 'талбар алга', en_US: 'no field' } }],
        },
        'Илгээсэн мэдээлэл буруу байна',
      ),
    )
    expect(unknown).toEqual({ errors: {}, general: { text: 'Илгээсэн мэдээлэл буруу байна' } })
  })
})
