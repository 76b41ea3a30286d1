// The one catalogue of errors the HTTP API answers with (the body's schema is error-response.ts). Every
// failure leaves a server as `{ status: false, code, msg, enMsg }` (spec 8.1): `msg` in
// Mongolian, `enMsg` in English, with the HTTP status given here. Texts of spec 8.2/8.3 are used
// verbatim where they apply. The engine server answers with it, clients read answers with it,
// and the generated servers carry the entries they use.

/** One entry of the catalogue: the HTTP status and the texts a person reads. */
export interface ErrorDefinition {
  status: number
  /** Mongolian, shown by default. */
  msg: string
  /** English, shown when the interface language is English. */
  enMsg: string
}

/**
 * Every error code the API can answer with. Other domains add their codes here, so that one
 * table (and the README's) lists everything a client can meet.
 */
export const ERROR_CATALOGUE = {
  BAD_REQUEST: { status: 400, msg: 'Хүсэлт буруу байна', enMsg: 'The request is not valid' },
  VALIDATION_FAILED: {
    status: 400,
    msg: 'Илгээсэн мэдээлэл буруу байна',
    enMsg: 'The data sent is not valid',
  },
  INVALID_JSON: {
    status: 400,
    msg: 'Илгээсэн өгөгдөл зөв JSON биш байна',
    enMsg: 'The request body is not valid JSON',
  },
  DOCUMENT_INVALID: { status: 400, msg: 'Баримт буруу байна', enMsg: 'The document is not valid' },
  DOCUMENT_HISTORY_IN_GIT: {
    status: 400,
    msg: 'Файлд хадгалагдсан төслийн түүх git-д байна',
    enMsg: 'A project kept in files has its history in git',
  },
  // A model's save brings its table to it at once; these say why it could not.
  MODEL_CHANGE_IMPOSSIBLE: {
    status: 400,
    msg: 'Моделийн хүснэгтийг баримтын дагуу өөрчлөх боломжгүй: юу ч өөрчлөгдсөнгүй',
    enMsg: 'The model’s table cannot be brought to the document: nothing was changed',
  },
  MODEL_CHANGE_DESTRUCTIVE: {
    status: 409,
    msg: 'Энэ өөрчлөлт өгөгдөл устгаж болзошгүй тул шалтгааныг бичнэ үү: юу ч өөрчлөгдсөнгүй',
    enMsg: 'This change can lose data, so it needs a reason: nothing was changed',
  },
  MODEL_TABLES_NEED_DATABASE: {
    status: 400,
    msg: 'Өгөгдлийн сангүй ажиллаж байгаа тул моделийн хүснэгтийн өөрчлөлтийг төлөвлөх боломжгүй',
    enMsg: 'The server runs without a database, so a model’s table changes cannot be planned',
  },
  // Spec 8.2: unauthenticated access to a protected area warns 'Нэвтэрнэ үү'.
  UNAUTHORIZED: { status: 401, msg: 'Нэвтэрнэ үү', enMsg: 'Please sign in' },
  FORBIDDEN: { status: 403, msg: 'Хандах эрх байхгүй байна', enMsg: 'You do not have access to this' },
  // Spec 8.3: page not found ('The Page can't be found').
  NOT_FOUND: { status: 404, msg: 'Хуудас олдсонгүй', enMsg: "The Page can't be found" },
  DOCUMENT_NOT_FOUND: { status: 404, msg: 'Баримт олдсонгүй', enMsg: 'The document does not exist' },
  DOCUMENT_CONFLICT: {
    status: 409,
    msg: 'Баримтыг өөр хүн өөрчилсөн байна: дахин ачаална уу',
    enMsg: 'Someone else changed the document first: reload it and try again',
  },
  RECORD_CHANGED: {
    status: 409,
    msg: 'Бичлэгийг өөр хүн өөрчилсөн байна: дахин ачаалж шалгаад хадгална уу',
    enMsg: 'Someone else changed this record: reload it, check and save again',
  },
  QUERY_TIMEOUT: {
    status: 400,
    msg: 'Асуулга хэт удаан ажилласан тул зогсоолоо: шүүлт нэмэх эсвэл цөөн мөр сонгоно уу',
    enMsg: 'The query ran too long and was stopped: add filters or choose fewer rows',
  },
  BODY_TOO_LARGE: { status: 413, msg: 'Илгээсэн өгөгдөл хэт том байна', enMsg: 'The request body is too large' },
  UNSUPPORTED_MEDIA_TYPE: {
    status: 415,
    msg: 'Энэ төрлийн өгөгдлийг хүлээн авахгүй: JSON илгээнэ үү',
    enMsg: 'This content type is not accepted: send JSON',
  },
  RANGE_NOT_SATISFIABLE: {
    status: 416,
    msg: 'Хүссэн хэсэг файлд байхгүй байна',
    enMsg: 'The requested range is not in the file',
  },
  // Spec 8.3: 'Sorry, an error occurred'. Never says more: the details go to the log only.
  SERVER_ERROR: { status: 500, msg: 'Уучлаарай, алдаа гарлаа', enMsg: 'Sorry, an error occurred' },
  PROJECT_NOT_CONFIGURED: {
    status: 503,
    msg: 'Төслийн тохиргоо (project баримт) алга байна',
    enMsg: 'The project is not configured: it has no project document',
  },
  PROJECT_AMBIGUOUS: {
    status: 503,
    msg: 'Төсөл нэгээс олон project баримттай байна',
    enMsg: 'The project has more than one project document',
  },
  PORTAL_NOT_BUILT: {
    status: 503,
    msg: 'Портал бүтээгдээгүй байна: `npm start` түүнийг бүтээнэ',
    enMsg: 'The portal is not built: `npm start` builds it',
  },
  DATABASE_UNAVAILABLE: {
    status: 503,
    msg: 'Өгөгдлийн сантай холбогдож чадсангүй',
    enMsg: 'The database cannot be reached',
  },
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
  ORGANIZATION_NOT_FOUND: {
    status: 404,
    msg: 'Байгууллага олдсонгүй',
    enMsg: 'The organisation does not exist',
  },
  ORG_TYPE_NOT_FOUND: {
    status: 404,
    msg: 'Байгууллагын төрөл олдсонгүй',
    enMsg: 'The organisation type does not exist',
  },
  ORGANIZATION_USER_NOT_FOUND: {
    status: 404,
    msg: 'Хэрэглэгч олдсонгүй',
    enMsg: 'The user does not exist',
  },
  ORGANIZATION_MEMBER_NOT_FOUND: {
    status: 404,
    msg: 'Хэрэглэгч энэ байгууллагад харьяалагддаггүй',
    enMsg: 'The user is not a member of this organisation',
  },
  ORGANIZATION_PARENT_CYCLE: {
    status: 400,
    msg: 'Байгууллагыг өөрийг нь эсвэл өөрийнх нь дэд байгууллагын харьяанд оруулах боломжгүй',
    enMsg: 'An organisation cannot be placed under itself or one of its own sub-organisations',
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
  SITE_FORM_EXPIRED: {
    status: 400,
    msg: 'Маягтын хугацаа дууссан байна: хуудсаа дахин ачаалаад илгээнэ үү',
    enMsg: 'The form has expired: reload the page and send it again',
  },
  SITE_FORM_UNAVAILABLE: {
    status: 404,
    msg: 'Энэ маягтыг одоогоор хүлээн авахгүй байна',
    enMsg: 'This form is not accepted at the moment',
  },
  SITE_FORM_LIMITED: {
    status: 429,
    msg: 'Энэ хаягаас хэт олон маягт илгээсэн байна: хэсэг хугацааны дараа дахин оролдоно уу',
    enMsg: 'Too many forms sent from this address: try again later',
  },
  // Every instance's coarse wall per client address (http/rateLimits.ts); the answer's own
  // message and `retry-after` say how many seconds are left.
  TOO_MANY_REQUESTS: {
    status: 429,
    msg: 'Энэ хаягаас хэт олон хүсэлт илгээсэн байна: хэсэг хугацааны дараа дахин оролдоно уу',
    enMsg: 'Too many requests from this address: try again later',
  },
  // Spec 5's lock-screen text for a wrong password, here for the current password of a change.
  CURRENT_PASSWORD_WRONG: { status: 400, msg: 'Нууц үг буруу байна', enMsg: 'The current password is wrong' },
  PUSH_NOT_CONFIGURED: {
    status: 404,
    msg: 'Мэдэгдэл илгээх (web push) тохиргоо хийгдээгүй байна',
    enMsg: 'Web push is not configured on this server',
  },
  PUSH_SUBSCRIPTION_INVALID: {
    status: 400,
    msg: 'Хөтчийн мэдэгдлийн бүртгэл буруу байна: https хаяг, p256dh (65 байт) ба auth (16 байт) түлхүүр шаардлагатай',
    enMsg:
      'The browser push subscription is not valid: it needs an https endpoint, a p256dh key (65 bytes) and an auth secret (16 bytes)',
  },
  // The approval workflow (issue 8).
  PROCESS_NOT_FOUND: { status: 404, msg: 'Шийдвэрлэлтийн явц олдсонгүй', enMsg: 'The process does not exist' },
  STEP_NOT_FOUND: {
    status: 404,
    msg: 'Энэ явцад ийм алхам алга',
    enMsg: 'The step is not one of this process',
  },
  STEP_ALREADY_DONE: {
    status: 409,
    msg: 'Энэ алхмыг аль хэдийн шийдвэрлэсэн байна: дахин ачаалж шалгана уу',
    enMsg: 'This step has already been acted on: reload to see where the record stands',
  },
  PROCESS_FINISHED: {
    status: 409,
    msg: 'Шийдвэрлэлтийн явц дууссан тул үйлдэл хийх боломжгүй',
    enMsg: 'The process has finished: nothing can be done on it any more',
  },
  NOT_STEP_ASSIGNEE: {
    status: 403,
    msg: 'Энэ алхам танд хуваарилагдаагүй байна',
    enMsg: 'This step is not assigned to you',
  },
  STEP_READ_ONLY: {
    status: 403,
    msg: 'Танд энэ бичлэгийг зөвхөн харах эрхтэй алхам оногдсон тул өөрчлөх боломжгүй',
    enMsg: 'Your step on this record only lets you read it: you cannot change it',
  },
  WRONG_STEP_TYPE: {
    status: 400,
    msg: 'Энэ үйлдэл энэ төрлийн алхамд хамаарахгүй',
    enMsg: 'This action does not apply to a step of this type',
  },
  SIGNATURE_REQUIRED: {
    status: 400,
    msg: 'Энэ алхамд цахим гарын үсэг шаардлагатай',
    enMsg: 'This step needs an electronic signature',
  },
  NOT_A_VOTER: {
    status: 403,
    msg: 'Та энэ санал хураалтын гишүүн биш байна',
    enMsg: 'You are not a member of this vote',
  },
  ALREADY_VOTED: { status: 409, msg: 'Та санал өгсөн байна', enMsg: 'You have already voted' },
  VOTE_CLOSE_FORBIDDEN: {
    status: 403,
    msg: 'Санал хураалтыг зөвхөн түүнийг бэлтгэсэн хүн эрт хааж болно',
    enMsg: 'Only the one who prepared the vote may close it early',
  },
  VOTE_TOO_FEW_VOTES: {
    status: 409,
    msg: 'Санал хураалтыг хаахад хангалттай гишүүн санал өгөөгүй байна',
    enMsg: 'Too few members have voted for the vote to be closed',
  },
} as const satisfies Record<string, ErrorDefinition>

/** A code of {@link ERROR_CATALOGUE}. */
export type ErrorCode = keyof typeof ERROR_CATALOGUE

/** Whether a string is a code of the catalogue. */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_CATALOGUE, value)
}

/** Which part of the request a validation issue is in. */
export const REQUEST_PARTS = ['body', 'querystring', 'params', 'headers'] as const
/** One of {@link REQUEST_PARTS}. */
export type RequestPart = (typeof REQUEST_PARTS)[number]
