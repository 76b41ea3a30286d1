// The codes any route or the server as a whole may answer with. A group of the catalogue (../errors.ts).
import type { ErrorDefinition } from '../errors.ts'

/** The codes of no one domain: requests, access, documents, models, records, limits and the server. */
export const COMMON_ERRORS = {
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
  // Every instance's coarse wall per client address (http/rateLimits.ts); the answer's own
  // message and `retry-after` say how many seconds are left.
  TOO_MANY_REQUESTS: {
    status: 429,
    msg: 'Энэ хаягаас хэт олон хүсэлт илгээсэн байна: хэсэг хугацааны дараа дахин оролдоно уу',
    enMsg: 'Too many requests from this address: try again later',
  },
} as const satisfies Record<string, ErrorDefinition>
