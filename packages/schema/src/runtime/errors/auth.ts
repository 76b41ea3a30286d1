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
    koMsg: '아이디 또는 비밀번호가 올바르지 않습니다!',
  },
  // Told only after the password was verified, so it reveals nothing to someone guessing.
  ACCOUNT_NOT_CONFIRMED: {
    status: 403,
    msg: 'Таны бүртгэл хараахан баталгаажаагүй байна: админ баталгаажуулсны дараа нэвтэрнэ үү',
    enMsg: 'Your registration has not been confirmed yet: you can sign in once an administrator confirms it',
    koMsg: '가입이 아직 승인되지 않았습니다. 관리자가 승인한 후 로그인해 주세요',
  },
  // Spec 7: every call sends X-Requested-With; a cross-site form cannot, so state changes without it are refused.
  CSRF_HEADER_MISSING: {
    status: 403,
    msg: 'Хүсэлтэд X-Requested-With толгой байхгүй тул хүлээн авахгүй',
    enMsg: 'The request is refused: it lacks the X-Requested-With header',
    koMsg: 'X-Requested-With 헤더가 없어 요청을 거부했습니다',
  },
  // A WebSocket opened by a page of another site would act with the visitor's cookie.
  FOREIGN_ORIGIN: {
    status: 403,
    msg: 'Өөр сайтын хуудаснаас нээсэн холболтыг хүлээн авахгүй',
    enMsg: 'The connection is refused: it was opened by a page of another site',
    koMsg: '다른 사이트의 페이지에서 연 연결은 허용되지 않습니다',
  },
  ROLE_NOT_ASSIGNED: {
    status: 403,
    msg: 'Энэ эрх танд олгогдоогүй байна',
    enMsg: 'This role is not one of yours',
    koMsg: '이 역할은 회원님께 부여되지 않았습니다',
  },
  LOGIN_LOCKED: {
    status: 429,
    msg: 'Олон удаа буруу оролдсон тул нэвтрэхийг түр хаалаа: хэсэг хугацааны дараа дахин оролдоно уу',
    enMsg: 'Too many failed sign-in attempts: signing in is locked for a while, try again later',
    koMsg: '로그인 실패가 너무 많아 잠시 로그인이 잠겼습니다. 잠시 후 다시 시도해 주세요',
  },
  // Permissions: the caller's active role has no role document, so nothing can be granted.
  ROLE_NOT_CONFIGURED: {
    status: 403,
    msg: 'Таны эрхийн тохиргоо олдсонгүй',
    enMsg: 'Your role has no permission set',
    koMsg: '회원님의 역할에 권한 설정이 없습니다',
  },
  // Password reset (spec 5, 8.3). No code ever says whether an address has an account.
  EMAIL_REQUIRED: {
    status: 400,
    msg: 'И-мэйл хаягаа оруулна уу',
    enMsg: 'Please enter your email address',
    koMsg: '이메일 주소를 입력해 주세요',
  },
  RESET_CODE_REQUIRED: {
    status: 400,
    msg: 'Сэргээх кодоо оруулна уу',
    enMsg: 'Please enter the reset code',
    koMsg: '재설정 코드를 입력해 주세요',
  },
  RESET_CODE_INCORRECT: {
    status: 400,
    msg: 'Сэргээх код буруу байна',
    enMsg: 'The reset code is incorrect',
    koMsg: '재설정 코드가 올바르지 않습니다',
  },
  RESET_CODE_EXPIRED: {
    status: 400,
    msg: 'Сэргээх кодын хугацаа дууссан байна: шинэ код авна уу',
    enMsg: 'The reset code has expired: request a new one',
    koMsg: '재설정 코드가 만료되었습니다. 새 코드를 요청해 주세요',
  },
  RESET_CODE_ATTEMPTS_EXCEEDED: {
    status: 400,
    msg: 'Код олон удаа буруу оруулсан тул хүчингүй боллоо: шинэ код авна уу',
    enMsg: 'The code was entered wrong too many times and no longer works: request a new one',
    koMsg: '코드를 너무 여러 번 잘못 입력하여 더 이상 사용할 수 없습니다. 새 코드를 요청해 주세요',
  },
  // Spec 5 gives the English text verbatim.
  PASSWORD_CONFIRMATION_MISMATCH: {
    status: 400,
    msg: 'Нууц үгийн баталгаажуулалт таарахгүй байна !!!',
    enMsg: 'Password authentication did not match !!!',
    koMsg: '비밀번호 확인이 일치하지 않습니다 !!!',
  },
  PASSWORD_RULES_NOT_MET: {
    status: 400,
    msg: 'Нууц үг шаардлага хангахгүй байна',
    enMsg: 'The password does not meet the rules',
    koMsg: '비밀번호가 규칙을 충족하지 않습니다',
  },
  MAIL_NOT_SENT: {
    status: 503,
    msg: 'И-мэйл илгээхэд алдаа гарлаа',
    enMsg: 'Error sending email',
    koMsg: '이메일 발송 중 오류가 발생했습니다',
  },
  RESET_CODE_NOT_SENT: {
    status: 503,
    msg: 'Сэргээх код илгээхэд алдаа гарлаа',
    enMsg: 'Error sending the reset code',
    koMsg: '재설정 코드 발송 중 오류가 발생했습니다',
  },
  // Users and registration (spec 2.8, 4.8, 5, 8.3).
  USER_NOT_FOUND: {
    status: 404,
    msg: 'Хэрэглэгч олдсонгүй',
    enMsg: 'User not found',
    koMsg: '사용자를 찾을 수 없습니다',
  },
  USER_EXISTS: {
    status: 409,
    msg: 'Энэ нэвтрэх нэр эсвэл и-мэйл хаягаар бүртгэл аль хэдийн үүссэн байна',
    enMsg: 'An account with this login or e-mail address already exists',
    koMsg: '이 아이디 또는 이메일 주소로 가입된 계정이 이미 있습니다',
  },
  // A system administrator runs the users screen but cannot make anyone, itself included, a
  // super admin, nor change or remove one: the super admin role is granted by a super admin.
  SUPER_ADMIN_ONLY: {
    status: 403,
    msg: 'Супер админы эрхийг зөвхөн супер админ олгож, өөрчилнө',
    enMsg: 'Only a super admin can grant the super admin role or change a super admin',
    koMsg: '최고 관리자 역할은 최고 관리자만 부여하거나 변경할 수 있습니다',
  },
  USER_DELETE_SELF: {
    status: 400,
    msg: 'Өөрийн бүртгэлийг устгах боломжгүй',
    enMsg: 'You cannot delete your own account',
    koMsg: '자신의 계정은 삭제할 수 없습니다',
  },
  // Spec 5: a non-image file gives 'зөвхөн зураг оруулна уу!'. Judged by content, not by name.
  NOT_AN_IMAGE: {
    status: 415,
    msg: 'зөвхөн зураг оруулна уу!',
    enMsg: 'Only images can be uploaded (PNG, JPEG, GIF or WebP)!',
    koMsg: '이미지만 업로드할 수 있습니다(PNG, JPEG, GIF 또는 WebP)!',
  },
  // Spec 5, 9: the profile image is at most 1mb (1 MiB).
  IMAGE_TOO_LARGE: {
    status: 413,
    msg: 'Зургийн хэмжээ 1MB-аас хэтрэхгүй байх ёстой',
    enMsg: 'The image must be at most 1 MB',
    koMsg: '이미지는 1MB 이하여야 합니다',
  },
  REGISTRATION_LIMITED: {
    status: 429,
    msg: 'Энэ хаягаас хэт олон бүртгэл илгээсэн байна: хэсэг хугацааны дараа дахин оролдоно уу',
    enMsg: 'Too many registrations from this address: try again later',
    koMsg: '이 주소에서 가입 신청이 너무 많습니다. 잠시 후 다시 시도해 주세요',
  },
  // Spec 5's lock-screen text for a wrong password, here for the current password of a change.
  CURRENT_PASSWORD_WRONG: {
    status: 400,
    msg: 'Нууц үг буруу байна',
    enMsg: 'The current password is wrong',
    koMsg: '현재 비밀번호가 올바르지 않습니다',
  },
} as const satisfies Record<string, ErrorDefinition>
