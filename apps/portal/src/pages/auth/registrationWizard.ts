import { checkRegistration, PROFILE_IMAGE_MAX_BYTES, REGISTRATION_FIELDS, type RegistrationInput } from '@tamga/schema'
import type { ApiFailure } from '../../api/httpClient.ts'
import { failureCode } from '../../startup/afterSignIn.ts'
import { type AuthKey, type AuthText, type FieldProblemLike, failureProblems, failureText } from './authText.ts'

/** The image types the server accepts (it judges by content; the browser's type is a first check). */
export const PROFILE_IMAGE_TYPES: readonly string[] = ['image/png', 'image/jpeg', 'image/gif', 'image/webp']

/** A field of the wizard: the registration's fields and the profile image. */
export type WizardField = keyof RegistrationInput | 'image'

/** One step of the wizard (spec 2.8), with the fields it asks for. */
export interface WizardStep {
  key: 'personal' | 'contact' | 'image' | 'password' | 'review'
  title: AuthKey
  fields: readonly WizardField[]
}

/** The five steps of spec 2.8, in order; the last one reviews everything and sends it. */
export const WIZARD_STEPS: readonly WizardStep[] = [
  { key: 'personal', title: 'stepPersonal', fields: ['first_name', 'last_name', 'birthday', 'gender', 'register_no'] },
  { key: 'contact', title: 'stepContact', fields: ['email', 'phone'] },
  { key: 'image', title: 'stepImage', fields: ['image'] },
  { key: 'password', title: 'stepPassword', fields: ['password', 'password_confirmation'] },
  { key: 'review', title: 'stepReview', fields: [] },
]

/** The registration before anything is typed. */
export const EMPTY_REGISTRATION: RegistrationInput = {
  first_name: '',
  last_name: '',
  birthday: '',
  gender: '',
  register_no: '',
  email: '',
  phone: '',
  password: '',
  password_confirmation: '',
}

/** What the wizard needs to know of a chosen image (a `File` fits). */
export interface ImageChoice {
  size: number
  type: string
}

/** The problems of each field, in the words of the shared rules. */
export type WizardErrors = Partial<Record<WizardField, FieldProblemLike[]>>

/**
 * A chosen profile image's problem: not an image (spec 5: 'зөвхөн зураг оруулна уу!') or over
 * 1mb. The image itself is optional: the server registers without one.
 */
export function imageProblem(image: ImageChoice): FieldProblemLike | undefined {
  if (!PROFILE_IMAGE_TYPES.includes(image.type)) return { code: 'not-an-image' }
  if (image.size > PROFILE_IMAGE_MAX_BYTES) return { code: 'too-large' }
  return undefined
}

const fieldOfPath = (path: string): string => path.replace(/^\//, '').split('/')[0] ?? ''

const isWizardField = (name: string): name is WizardField =>
  name === 'image' || (REGISTRATION_FIELDS as readonly string[]).includes(name)

/**
 * Every problem of the whole registration, per field, judged by the shared `checkRegistration`
 * (the server's own check) and the image rule.
 *
 * @param today `YYYY-MM-DD`; @default today in Ulaanbaatar
 */
export function registrationErrors(
  values: RegistrationInput,
  image: ImageChoice | undefined,
  today?: string,
): WizardErrors {
  const errors: WizardErrors = {}
  const options = today === undefined ? {} : { today }
  for (const found of checkRegistration(values, options)) {
    const field = fieldOfPath(found.path)
    if (!isWizardField(field)) continue
    errors[field] = [...(errors[field] ?? []), { code: found.code, message: found.message }]
  }
  const problem = image === undefined ? undefined : imageProblem(image)
  if (problem !== undefined) errors.image = [problem]
  return errors
}

/** The problems of one step's fields only: Next is refused while there is any (spec 2.8). */
export function stepErrors(
  step: number,
  values: RegistrationInput,
  image: ImageChoice | undefined,
  today?: string,
): WizardErrors {
  const fields = WIZARD_STEPS[step]?.fields ?? []
  const all = registrationErrors(values, image, today)
  const errors: WizardErrors = {}
  for (const field of fields) {
    const problems = all[field]
    if (problems !== undefined) errors[field] = problems
  }
  return errors
}

/** Whether a set of errors is empty. */
export function hasErrors(errors: WizardErrors): boolean {
  return Object.values(errors).some((problems) => problems !== undefined && problems.length > 0)
}

/** The first step that asks for a field with an error, to return to it; undefined when there is none. */
export function firstStepWithErrors(errors: WizardErrors): number | undefined {
  const index = WIZARD_STEPS.findIndex((step) => step.fields.some((field) => (errors[field]?.length ?? 0) > 0))
  return index === -1 ? undefined : index
}

/**
 * The request body of `POST /auth/register`: multipart with every field as text and the image
 * as the `image` file part, when one was chosen.
 */
export function registrationFormData(
  values: RegistrationInput,
  image: Blob | undefined,
  imageName = 'image',
): FormData {
  const form = new FormData()
  for (const field of REGISTRATION_FIELDS) form.append(field, values[field])
  if (image !== undefined) form.append('image', image, imageName)
  return form
}

/** What to show when the server refused a registration: problems at their fields and a general text. */
export interface RegistrationRefusal {
  errors: WizardErrors
  general?: AuthText
}

/**
 * The server's refusal of a registration, at the fields it concerns: the shared rules' issues
 * (`VALIDATION_FAILED`), an address already used (`USER_EXISTS`, at the e-mail), an image too
 * large or not an image; anything else as a general text.
 */
export function registrationRefusal(failure: ApiFailure): RegistrationRefusal {
  switch (failureCode(failure)) {
    case 'USER_EXISTS':
      return { errors: { email: [{ code: 'user-exists' }] } }
    case 'IMAGE_TOO_LARGE':
      return { errors: { image: [{ code: 'too-large' }] } }
    case 'NOT_AN_IMAGE':
      return { errors: { image: [{ code: 'not-an-image' }] } }
    case 'REGISTRATION_LIMITED':
      return { errors: {}, general: { key: 'registrationLimited' } }
    case 'VALIDATION_FAILED': {
      const errors: WizardErrors = {}
      for (const [field, problems] of failureProblems(failure)) if (isWizardField(field)) errors[field] = problems
      if (hasErrors(errors)) return { errors }
      break
    }
  }
  return { errors: {}, general: failureText(failure, {}, 'sorryError') }
}
