import { AUTH_ERRORS, type Catalogue } from '@tamga/schema'

/**
 * The account pages' words: sign-in, forgotten password, reset, registration and role choice
 * (spec 2.2, 2.8, 4.8, 5, 8.3). Keys named like the project's `static_words` (login, username,
 * loginSuccess, passwordConfirmError, …) take the project's text when it has one; their
 * Mongolian and English defaults are the heritage project's words, verbatim. The `problem…` and
 * `password…` keys repeat the shared field rules' messages of `@tamga/schema` (a test pins them
 * to those), so that Korean gets its own text too; `{{…}}` values are the rules' constants. The
 * refusals the server words itself take its error catalogue's texts in Mongolian and English.
 */
export const auth = {
  // Shared with the web layout's header (its sign-in and admin-area buttons).
  login: { mn_MN: 'Нэвтрэх', en_US: 'Sign in', ko_KR: '로그인' },
  admin: { mn_MN: 'Удирдлага', en_US: 'Admin', ko_KR: '관리' },
  loginTitle: { mn_MN: 'СИСТЕМД НЭВТРЭХ', en_US: 'SIGN IN', ko_KR: '시스템 로그인' },
  username: { mn_MN: 'Нэвтрэх нэр', en_US: 'Username', ko_KR: '아이디' },
  email: { mn_MN: 'И-мэйл', en_US: 'Email', ko_KR: '이메일' },
  password: { mn_MN: 'Нууц үг', en_US: 'Password', ko_KR: '비밀번호' },
  passwordConfirm: { mn_MN: 'Нууц үг баталгаажуулах', en_US: 'Confirm password', ko_KR: '비밀번호 확인' },
  remember: { mn_MN: 'Намайг сана', en_US: 'Remember me', ko_KR: '로그인 상태 유지' },
  forgot: { mn_MN: 'Нууц үгээ мартсан уу?', en_US: 'Forgot your password?', ko_KR: '비밀번호를 잊으셨나요?' },
  showPassword: { mn_MN: 'Нууц үгийг харуулах', en_US: 'Show password', ko_KR: '비밀번호 표시' },
  hidePassword: { mn_MN: 'Нууц үгийг нуух', en_US: 'Hide password', ko_KR: '비밀번호 숨기기' },
  noAccount: { mn_MN: 'Бүртгэл байхгүй юу?', en_US: 'No account yet?', ko_KR: '계정이 없으신가요?' },
  register: { mn_MN: 'Бүртгүүлэх', en_US: 'Register', ko_KR: '회원가입' },
  backToLogin: { mn_MN: 'Нэвтрэх хуудас руу буцах', en_US: 'Back to sign in', ko_KR: '로그인 화면으로 돌아가기' },
  // Spec 8.3, the login notices.
  loginSuccess: {
    mn_MN: 'Амжилттай нэвтэрлээ. Түр хүлээнэ үү!',
    en_US: 'Signed in successfully. Please wait!',
    ko_KR: '로그인되었습니다. 잠시만 기다려 주세요!',
  },
  loginError: {
    mn_MN: 'Уучлаарай, нэвтрэх үед алдаа гарлаа!',
    en_US: 'Sorry, an error occurred while signing in!',
    ko_KR: '죄송합니다. 로그인 중 오류가 발생했습니다!',
  },
  // Spec 8.3 'Sorry, an error occurred': any other failure of these pages.
  sorryError: {
    mn_MN: 'Уучлаарай, алдаа гарлаа',
    en_US: 'Sorry, an error occurred',
    ko_KR: '죄송합니다. 오류가 발생했습니다',
  },
  loginWrongCredentials: {
    mn_MN: AUTH_ERRORS.LOGIN_FAILED.msg,
    en_US: AUTH_ERRORS.LOGIN_FAILED.enMsg,
    ko_KR: AUTH_ERRORS.LOGIN_FAILED.koMsg,
  },
  loginLocked: {
    mn_MN: AUTH_ERRORS.LOGIN_LOCKED.msg,
    en_US: AUTH_ERRORS.LOGIN_LOCKED.enMsg,
    ko_KR: AUTH_ERRORS.LOGIN_LOCKED.koMsg,
  },
  tooManyRequests: {
    mn_MN: 'Энэ хаягаас хэт олон хүсэлт илгээсэн байна: хэсэг хугацааны дараа дахин оролдоно уу',
    en_US: 'Too many requests from this address: try again later',
    ko_KR: '이 주소에서 요청이 너무 많습니다. 잠시 후 다시 시도해 주세요',
  },
  accountNotConfirmed: {
    mn_MN: AUTH_ERRORS.ACCOUNT_NOT_CONFIRMED.msg,
    en_US: AUTH_ERRORS.ACCOUNT_NOT_CONFIRMED.enMsg,
    ko_KR: AUTH_ERRORS.ACCOUNT_NOT_CONFIRMED.koMsg,
  },
  // Spec 8.3, the reset notices.
  forgotDescription: {
    mn_MN: 'И-мэйл хаягаа оруулаад нууц үгээ шинэчилнэ үү',
    en_US: 'Enter your email address to reset your password',
    ko_KR: '비밀번호를 재설정하려면 이메일 주소를 입력하세요',
  },
  sendPasswordResetCode: {
    mn_MN: 'Нууц үг сэргээх код авах',
    en_US: 'Get a password reset code',
    ko_KR: '비밀번호 재설정 코드 받기',
  },
  userNotFound: {
    mn_MN: 'Хэрэглэгч олдсонгүй !!!',
    en_US: 'User not found !!!',
    ko_KR: '사용자를 찾을 수 없습니다 !!!',
  },
  emailRequired: {
    mn_MN: AUTH_ERRORS.EMAIL_REQUIRED.msg,
    en_US: AUTH_ERRORS.EMAIL_REQUIRED.enMsg,
    ko_KR: AUTH_ERRORS.EMAIL_REQUIRED.koMsg,
  },
  emailSendError: {
    mn_MN: 'И-мэйл илгээх үед алдаа гарлаа!',
    en_US: 'An error occurred while sending the email!',
    ko_KR: '이메일을 보내는 중 오류가 발생했습니다!',
  },
  codeSentError: {
    mn_MN: 'Нууц үг сэргээх код илгээх үед алдаа гарлаа!',
    en_US: 'An error occurred while sending the reset code!',
    ko_KR: '재설정 코드를 보내는 중 오류가 발생했습니다!',
  },
  passwordResetCodeSent: {
    mn_MN: 'Нууц үг сэргээх код амжилттай илгээгдлээ!',
    en_US: 'The password reset code has been sent!',
    ko_KR: '비밀번호 재설정 코드를 보냈습니다!',
  },
  // The server never says whether an address has an account; the notice says so too.
  passwordResetCodeSentHint: {
    mn_MN: 'Хэрэв энэ и-мэйл хаяг бүртгэлтэй бол нууц үг сэргээх кодыг түүн рүү илгээлээ',
    en_US: 'If an account uses this address, the code is on its way to it',
    ko_KR: '이 주소를 사용하는 계정이 있으면 코드가 그 주소로 발송됩니다',
  },
  passwordReset: { mn_MN: 'НУУЦ ҮГ ШИНЭЧЛЭХ', en_US: 'RESET PASSWORD', ko_KR: '비밀번호 재설정' },
  passwordResetCode: { mn_MN: 'Нууц үг сэргээх код', en_US: 'Password reset code', ko_KR: '비밀번호 재설정 코드' },
  passwordResetCodeRequired: {
    mn_MN: 'Нууц үг сэргээх кодоо оруулна уу !!!',
    en_US: 'Please enter the password reset code !!!',
    ko_KR: '비밀번호 재설정 코드를 입력하세요 !!!',
  },
  passwordResetCodeIncorrect: {
    mn_MN: 'Нууц үг сэргээх код буруу байна !!!',
    en_US: 'The password reset code is incorrect !!!',
    ko_KR: '비밀번호 재설정 코드가 올바르지 않습니다 !!!',
  },
  passwordResetCodeTimeout: {
    mn_MN: 'Нууц үг сэргээх кодын хугацаа дууссан !!!',
    en_US: 'The password reset code has expired !!!',
    ko_KR: '비밀번호 재설정 코드가 만료되었습니다 !!!',
  },
  passwordResetCodeAttempts: {
    mn_MN: AUTH_ERRORS.RESET_CODE_ATTEMPTS_EXCEEDED.msg,
    en_US: AUTH_ERRORS.RESET_CODE_ATTEMPTS_EXCEEDED.enMsg,
    ko_KR: AUTH_ERRORS.RESET_CODE_ATTEMPTS_EXCEEDED.koMsg,
  },
  passwordResetCodeHint: {
    mn_MN: 'И-мэйлээр ирсэн 6 оронтой кодыг оруулна уу',
    en_US: 'Enter the six-digit code from the email',
    ko_KR: '이메일로 받은 6자리 코드를 입력하세요',
  },
  passwordResetSuccess: {
    mn_MN: 'Нууц үг амжилттай шинэчлэгдлээ!',
    en_US: 'Your password has been reset!',
    ko_KR: '비밀번호가 재설정되었습니다!',
  },
  passwordConfirmError: {
    mn_MN: 'Нууц үг баталгаажуулалт таарсангүй !!!',
    en_US: 'Password authentication did not match !!!',
    ko_KR: '비밀번호 확인이 일치하지 않습니다 !!!',
  },
  verifyCode: { mn_MN: 'Код шалгах', en_US: 'Check the code', ko_KR: '코드 확인' },
  codeCorrect: {
    mn_MN: 'Код зөв байна: шинэ нууц үгээ оруулна уу',
    en_US: 'The code is correct: enter your new password',
    ko_KR: '코드가 올바릅니다. 새 비밀번호를 입력하세요',
  },
  requestNewCode: { mn_MN: 'Шинэ код авах', en_US: 'Get a new code', ko_KR: '새 코드 받기' },
  newPassword: { mn_MN: 'Шинэ нууц үг', en_US: 'New password', ko_KR: '새 비밀번호' },
  savePassword: { mn_MN: 'Нууц үг шинэчлэх', en_US: 'Set the new password', ko_KR: '새 비밀번호 설정' },
  // Spec 5, the password hints.
  passwordHint: {
    mn_MN: 'Латин том, жижиг үсэг, тоо, тусгай тэмдэгт орно; хоосон зай оруулахгүй',
    en_US: 'Latin upper- and lower-case letters, digits and a special character; no spaces',
    ko_KR: '라틴 대문자와 소문자, 숫자, 특수 문자를 포함하고 공백은 넣지 마세요',
  },
  passwordRules: { mn_MN: 'Нууц үгийн шаардлага', en_US: 'Password rules', ko_KR: '비밀번호 규칙' },
  ruleLength: { mn_MN: 'Дор хаяж {{min}} тэмдэгт', en_US: 'At least {{min}} characters', ko_KR: '{{min}}자 이상' },
  ruleUppercase: { mn_MN: 'Латин том үсэг', en_US: 'A Latin upper-case letter', ko_KR: '라틴 대문자' },
  ruleLowercase: { mn_MN: 'Латин жижиг үсэг', en_US: 'A Latin lower-case letter', ko_KR: '라틴 소문자' },
  ruleDigit: { mn_MN: 'Тоо', en_US: 'A digit', ko_KR: '숫자' },
  ruleSpecial: {
    mn_MN: 'Тусгай тэмдэгт (!@#$%^&* гэх мэт)',
    en_US: 'A special character (such as !@#$%^&*)',
    ko_KR: '특수 문자 (!@#$%^&* 등)',
  },
  ruleNoSpaces: { mn_MN: 'Хоосон зайгүй', en_US: 'No spaces', ko_KR: '공백 없음' },
  ruleMet: { mn_MN: 'хангасан', en_US: 'met', ko_KR: '충족' },
  ruleNotMet: { mn_MN: 'хангаагүй', en_US: 'not met', ko_KR: '미충족' },
  // Spec 2.8, the registration wizard.
  registerTitle: { mn_MN: 'Бүртгүүлэх', en_US: 'Register', ko_KR: '회원가입' },
  stepPersonal: { mn_MN: 'Хувийн мэдээлэл', en_US: 'Personal info', ko_KR: '개인 정보' },
  stepContact: { mn_MN: 'Холбоо барих', en_US: 'Contact', ko_KR: '연락처' },
  stepImage: { mn_MN: 'Профайл зураг', en_US: 'Profile image', ko_KR: '프로필 사진' },
  stepPassword: { mn_MN: 'Шинэ нууц үг', en_US: 'New password', ko_KR: '새 비밀번호' },
  stepReview: { mn_MN: 'Хянах', en_US: 'Review', ko_KR: '확인' },
  firstName: { mn_MN: 'Нэр', en_US: 'First name', ko_KR: '이름' },
  lastName: { mn_MN: 'Овог', en_US: 'Last name', ko_KR: '성' },
  birthday: { mn_MN: 'Төрсөн огноо', en_US: 'Birthday', ko_KR: '생년월일' },
  gender: { mn_MN: 'Хүйс', en_US: 'Gender', ko_KR: '성별' },
  men: { mn_MN: 'Эрэгтэй', en_US: 'Men', ko_KR: '남성' },
  women: { mn_MN: 'Эмэгтэй', en_US: 'Women', ko_KR: '여성' },
  registerNo: { mn_MN: 'Регистрийн дугаар', en_US: 'Registration number', ko_KR: '등록번호' },
  phone: { mn_MN: 'Утасны дугаар', en_US: 'Phone', ko_KR: '전화번호' },
  image: { mn_MN: 'Профайл зураг', en_US: 'Profile image', ko_KR: '프로필 사진' },
  chooseImage: { mn_MN: 'Зураг сонгох', en_US: 'Choose an image', ko_KR: '사진 선택' },
  removeImage: { mn_MN: 'Зургийг хасах', en_US: 'Remove the image', ko_KR: '사진 삭제' },
  noImage: { mn_MN: 'Зураг оруулаагүй', en_US: 'No image', ko_KR: '사진 없음' },
  imagePreview: {
    mn_MN: 'Профайл зургийн урьдчилсан харагдац',
    en_US: 'Preview of the profile image',
    ko_KR: '프로필 사진 미리보기',
  },
  previous: { mn_MN: 'Өмнөх', en_US: 'Previous', ko_KR: '이전' },
  next: { mn_MN: 'Дараах', en_US: 'Next', ko_KR: '다음' },
  sendRegistration: { mn_MN: 'Бүртгэл илгээх', en_US: 'Send registration', ko_KR: '가입 신청 보내기' },
  registered: {
    mn_MN: 'Амжилттай бүртгүүллээ: админ баталгаажуулсны дараа нэвтэрнэ үү',
    en_US: 'Registered successfully: you can sign in once an administrator confirms your registration',
    ko_KR: '가입되었습니다. 관리자가 승인한 후 로그인할 수 있습니다',
  },
  // Spec 5, the wizard's per-field hints.
  hintName: {
    mn_MN: 'Латин эсвэл монгол үсгээр, хамгийн ихдээ {{max}} тэмдэгт',
    en_US: 'Latin or Mongolian letters, at most {{max}} characters',
    ko_KR: '라틴 문자 또는 몽골 문자, 최대 {{max}}자',
  },
  hintRegisterNo: {
    mn_MN: 'Монгол үсгээр (жишээ нь УБ99112233)',
    en_US: 'Mongolian letters (for example УБ99112233)',
    ko_KR: '몽골 문자 (예: УБ99112233)',
  },
  hintEmail: {
    mn_MN: 'Латин жижиг үсгээр, хоосон зайгүй',
    en_US: 'Latin, lower case, no spaces',
    ko_KR: '라틴 소문자, 공백 없음',
  },
  hintPhone: { mn_MN: 'Зөвхөн тоо, хоосон зайгүй', en_US: 'Digits only, no spaces', ko_KR: '숫자만, 공백 없음' },
  hintImage: { mn_MN: 'Хамгийн ихдээ 1mb', en_US: 'At most 1mb', ko_KR: '최대 1mb' },
  imageTooLarge: {
    mn_MN: AUTH_ERRORS.IMAGE_TOO_LARGE.msg,
    en_US: AUTH_ERRORS.IMAGE_TOO_LARGE.enMsg,
    ko_KR: AUTH_ERRORS.IMAGE_TOO_LARGE.koMsg,
  },
  notAnImage: {
    mn_MN: AUTH_ERRORS.NOT_AN_IMAGE.msg,
    en_US: AUTH_ERRORS.NOT_AN_IMAGE.enMsg,
    ko_KR: AUTH_ERRORS.NOT_AN_IMAGE.koMsg,
  },
  userExists: {
    mn_MN: AUTH_ERRORS.USER_EXISTS.msg,
    en_US: AUTH_ERRORS.USER_EXISTS.enMsg,
    ko_KR: AUTH_ERRORS.USER_EXISTS.koMsg,
  },
  registrationLimited: {
    mn_MN: AUTH_ERRORS.REGISTRATION_LIMITED.msg,
    en_US: AUTH_ERRORS.REGISTRATION_LIMITED.enMsg,
    ko_KR: AUTH_ERRORS.REGISTRATION_LIMITED.koMsg,
  },
  // Role selection (spec 2.2, 6).
  selectRoleTitle: { mn_MN: 'Эрх сонгох', en_US: 'Choose a role', ko_KR: '역할 선택' },
  selectRoleDescription: {
    mn_MN: 'Системд ямар эрхээр ажиллахаа сонгоно уу',
    en_US: 'Choose the role you want to work as',
    ko_KR: '시스템에서 사용할 역할을 선택하세요',
  },
  roleName: { mn_MN: 'Эрх {{id}}', en_US: 'Role {{id}}', ko_KR: '역할 {{id}}' },
  currentRole: { mn_MN: 'Одоогийн эрх', en_US: 'Current role', ko_KR: '현재 역할' },
  signOut: { mn_MN: 'Гарах', en_US: 'Sign out', ko_KR: '로그아웃' },
  // The shared field rules (`@tamga/schema` checkPersonName, checkEmail, …, checkPassword).
  problemRequired: { mn_MN: 'Утга оруулна уу', en_US: 'Please enter a value', ko_KR: '값을 입력하세요' },
  problemTooLong: {
    mn_MN: 'Хамгийн ихдээ {{max}} тэмдэгт оруулна уу',
    en_US: 'Use at most {{max}} characters',
    ko_KR: '최대 {{max}}자까지 입력하세요',
  },
  problemNameLetters: {
    mn_MN: 'Зөвхөн латин эсвэл монгол үсэг оруулна уу',
    en_US: 'Use Latin or Mongolian letters only',
    ko_KR: '라틴 문자 또는 몽골 문자만 입력하세요',
  },
  problemDateFormat: {
    mn_MN: 'Огноог ОООО-СС-ӨӨ хэлбэрээр оруулна уу',
    en_US: 'Write the date as YYYY-MM-DD',
    ko_KR: '날짜를 YYYY-MM-DD 형식으로 입력하세요',
  },
  problemDateNotReal: {
    mn_MN: 'Ийм огноо байхгүй байна',
    en_US: 'This date does not exist',
    ko_KR: '존재하지 않는 날짜입니다',
  },
  problemBirthdayNotPast: {
    mn_MN: 'Төрсөн огноо өнгөрсөн өдөр байх ёстой',
    en_US: 'The birthday must be a past date',
    ko_KR: '생년월일은 지난 날짜여야 합니다',
  },
  problemBirthdayTooEarly: {
    mn_MN: 'Төрсөн огноо {{earliest}}-аас хойш байх ёстой',
    en_US: 'The birthday must be on or after {{earliest}}',
    ko_KR: '생년월일은 {{earliest}} 이후여야 합니다',
  },
  problemGender: {
    mn_MN: 'Хүйсээ сонгоно уу: эрэгтэй (men) эсвэл эмэгтэй (women)',
    en_US: 'Choose a gender: men or women',
    ko_KR: '성별을 선택하세요: 남성(men) 또는 여성(women)',
  },
  problemSpaces: { mn_MN: 'Хоосон зай орсон байна', en_US: 'Spaces are included', ko_KR: '공백이 포함되어 있습니다' },
  problemRegisterNo: {
    mn_MN: 'Регистрийн дугаар нь монгол кирилл 2 үсэг, араас нь 8 оронтой тоо байна (жишээ нь УБ99112233)',
    en_US: 'A registration number is two Mongolian Cyrillic letters followed by eight digits (for example УБ99112233)',
    ko_KR: '등록번호는 몽골 키릴 문자 2자와 숫자 8자리입니다 (예: УБ99112233)',
  },
  problemEmailLatin: {
    mn_MN: 'Имэйл хаягийг латин үсгээр бичнэ үү',
    en_US: 'Write the e-mail address in Latin letters',
    ko_KR: '이메일 주소는 라틴 문자로 입력하세요',
  },
  problemEmailLowercase: {
    mn_MN: 'Имэйл хаягийг жижиг үсгээр бичнэ үү',
    en_US: 'Write the e-mail address in lower case',
    ko_KR: '이메일 주소는 소문자로 입력하세요',
  },
  problemEmailInvalid: {
    mn_MN: 'Имэйл хаяг буруу байна',
    en_US: 'The e-mail address is not valid',
    ko_KR: '올바른 이메일 주소가 아닙니다',
  },
  problemPhoneDigits: {
    mn_MN: 'Утасны дугаарт зөвхөн тоо оруулна уу',
    en_US: 'A phone number has digits only',
    ko_KR: '전화번호는 숫자만 입력하세요',
  },
  problemPhoneLength: {
    mn_MN: 'Утасны дугаар {{digits}} оронтой байна (+976-гүйгээр)',
    en_US: 'A phone number has {{digits}} digits (without +976)',
    ko_KR: '전화번호는 {{digits}}자리입니다 (+976 제외)',
  },
  passwordTooShort: {
    mn_MN: 'Нууц үг дор хаяж {{min}} тэмдэгттэй байх ёстой',
    en_US: 'The password must have at least {{min}} characters',
    ko_KR: '비밀번호는 {{min}}자 이상이어야 합니다',
  },
  passwordTooLong: {
    mn_MN: 'Нууц үг {{max}} тэмдэгтээс урт байж болохгүй',
    en_US: 'The password must have at most {{max}} characters',
    ko_KR: '비밀번호는 {{max}}자를 넘을 수 없습니다',
  },
  passwordUppercase: {
    mn_MN: 'Нууц үгэнд латин том үсэг орсон байх ёстой',
    en_US: 'The password must contain an upper-case Latin letter',
    ko_KR: '비밀번호에 라틴 대문자가 있어야 합니다',
  },
  passwordLowercase: {
    mn_MN: 'Нууц үгэнд латин жижиг үсэг орсон байх ёстой',
    en_US: 'The password must contain a lower-case Latin letter',
    ko_KR: '비밀번호에 라틴 소문자가 있어야 합니다',
  },
  passwordDigit: {
    mn_MN: 'Нууц үгэнд тоо орсон байх ёстой',
    en_US: 'The password must contain a digit',
    ko_KR: '비밀번호에 숫자가 있어야 합니다',
  },
  passwordSpecial: {
    mn_MN: 'Нууц үгэнд тусгай тэмдэгт (!@#$%^&* гэх мэт) орсон байх ёстой',
    en_US: 'The password must contain a special character (such as !@#$%^&*)',
    ko_KR: '비밀번호에 특수 문자(!@#$%^&* 등)가 있어야 합니다',
  },
  passwordNonLatin: {
    mn_MN: 'Нууц үгэнд зөвхөн латин үсэг, тоо, тусгай тэмдэгт орно',
    en_US: 'The password may contain only Latin letters, digits and special characters',
    ko_KR: '비밀번호에는 라틴 문자, 숫자, 특수 문자만 쓸 수 있습니다',
  },
} as const satisfies Catalogue
