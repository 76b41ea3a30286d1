// The codes of accounts: signing in and sessions, password reset, users and registration. A
// group of the catalogue (../errors.ts), apart so that the portal's account words, loaded with
// the shell, take their texts from it without the rest of the catalogue.
import type { ErrorDefinition } from '../errors.ts'

/** The codes of signing in, sessions and roles, password reset, users and registration. */
export const AUTH_ERRORS = {
  // Sign-in (spec 8.3 'wrong username or password'): the same answer whether or not the login exists.
  LOGIN_FAILED: {
    status: 401,
    msg: 'Нэвтрэх нэр эсвэл нууц үг буруу байна!',
    enMsg: 'Wrong username or password!',
  },
  // Told only after the password was verified, so it reveals nothing to someone guessing.
  ACCOUNT_NOT_CONFIRMED: {
    status: 403,
    msg: 'Таны бүртгэл хараахан баталгаажаагүй байна: админ баталгаажуулсны дараа нэвтэрнэ үү',
    enMsg: 'Your registration has not been confirmed yet: you can sign in once an administrator confirms it',
  },
  // Spec 7: every call sends X-Requested-With; a cross-site form cannot, so state changes without it are refused.
  CSRF_HEADER_MISSING: {
    status: 403,
    msg: 'Хүсэлтэд X-Requested-With толгой байхгүй тул хүлээн авахгүй',
    enMsg: 'The request is refused: it lacks the X-Requested-With header',
  },
  // A WebSocket opened by a page of another site would act with the visitor's cookie.
  FOREIGN_ORIGIN: {
    status: 403,
    msg: 'Өөр сайтын хуудаснаас нээсэн холболтыг хүлээн авахгүй',
    enMsg: 'The connection is refused: it was opened by a page of another site',
  },
  ROLE_NOT_ASSIGNED: {
    status: 403,
    msg: 'Энэ эрх танд олгогдоогүй байна',
    enMsg: 'This role is not one of yours',
  },
  LOGIN_LOCKED: {
    status: 429,
    msg: 'Олон удаа буруу оролдсон тул нэвтрэхийг түр хаалаа: хэсэг хугацааны дараа дахин оролдоно уу',
    enMsg: 'Too many failed sign-in attempts: signing in is locked for a while, try again later',
  },
  // Permissions: the caller's active role has no role document, so nothing can be granted.
  ROLE_NOT_CONFIGURED: {
    status: 403,
    msg: 'Таны эрхийн тохиргоо олдсонгүй',
    enMsg: 'Your role has no permission set',
  },
  // Password reset (spec 5, 8.3). No code ever says whether an address has an account.
  EMAIL_REQUIRED: { status: 400, msg: 'И-мэйл хаягаа оруулна уу', enMsg: 'Please enter your email address' },
  RESET_CODE_REQUIRED: { status: 400, msg: 'Сэргээх кодоо оруулна уу', enMsg: 'Please enter the reset code' },
  RESET_CODE_INCORRECT: { status: 400, msg: 'Сэргээх код буруу байна', enMsg: 'The reset code is incorrect' },
  RESET_CODE_EXPIRED: {
    status: 400,
    msg: 'Сэргээх кодын хугацаа дууссан байна: шинэ код авна уу',
    enMsg: 'The reset code has expired: request a new one',
  },
  RESET_CODE_ATTEMPTS_EXCEEDED: {
    status: 400,
    msg: 'Код олон удаа буруу оруулсан тул хүчингүй боллоо: шинэ код авна уу',
    enMsg: 'The code was entered wrong too many times and no longer works: request a new one',
  },
  // Spec 5 gives the English text verbatim.
  PASSWORD_CONFIRMATION_MISMATCH: {
    status: 400,
    msg: 'Нууц үгийн баталгаажуулалт таарахгүй байна !!!',
    enMsg: 'Password authentication did not match !!!',
  },
  PASSWORD_RULES_NOT_MET: {
    status: 400,
    msg: 'Нууц үг шаардлага хангахгүй байна',
    enMsg: 'The password does not meet the rules',
  },
  MAIL_NOT_SENT: { status: 503, msg: 'И-мэйл илгээхэд алдаа гарлаа', enMsg: 'Error sending email' },
  RESET_CODE_NOT_SENT: {
    status: 503,
    msg: 'Сэргээх код илгээхэд алдаа гарлаа',
    enMsg: 'Error sending the reset code',
  },
  // Users and registration (spec 2.8, 4.8, 5, 8.3).
  USER_NOT_FOUND: { status: 404, msg: 'Хэрэглэгч олдсонгүй', enMsg: 'User not found' },
  USER_EXISTS: {
    status: 409,
    msg: 'Энэ нэвтрэх нэр эсвэл и-мэйл хаягаар бүртгэл аль хэдийн үүссэн байна',
    enMsg: 'An account with this login or e-mail address already exists',
  },
  // A system administrator runs the users screen but cannot make anyone, itself included, a
  // super admin, nor change or remove one: the super admin role is granted by a super admin.
  SUPER_ADMIN_ONLY: {
    status: 403,
    msg: 'Супер админы эрхийг зөвхөн супер админ олгож, өөрчилнө',
    enMsg: 'Only a super admin can grant the super admin role or change a super admin',
  },
  USER_DELETE_SELF: {
    status: 400,
    msg: 'Өөрийн бүртгэлийг устгах боломжгүй',
    enMsg: 'You cannot delete your own account',
  },
  // Spec 5: a non-image file gives 'зөвхөн зураг оруулна уу!'. Judged by content, not by name.
  NOT_AN_IMAGE: {
    status: 415,
    msg: 'зөвхөн зураг оруулна уу!',
    enMsg: 'Only images can be uploaded (PNG, JPEG, GIF or WebP)!',
  },
  // Spec 5, 9: the profile image is at most 1mb (1 MiB).
  IMAGE_TOO_LARGE: {
    status: 413,
    msg: 'Зургийн хэмжээ 1MB-аас хэтрэхгүй байх ёстой',
    enMsg: 'The image must be at most 1 MB',
  },
  REGISTRATION_LIMITED: {
    status: 429,
    msg: 'Энэ хаягаас хэт олон бүртгэл илгээсэн байна: хэсэг хугацааны дараа дахин оролдоно уу',
    enMsg: 'Too many registrations from this address: try again later',
  },
  // Spec 5's lock-screen text for a wrong password, here for the current password of a change.
  CURRENT_PASSWORD_WRONG: { status: 400, msg: 'Нууц үг буруу байна', enMsg: 'The current password is wrong' },
} as const satisfies Record<string, ErrorDefinition>
