// The errors a generated server answers with, each `{status: false, code, msg, enMsg}` with its
// HTTP status: the entries of Tamga's own catalogue (packages/engine-server/src/http/errors.ts)
// that the records, auth and history routes use, word for word.

/** One error: the HTTP status, the Mongolian text shown by default and the English one. */
export interface GeneratedError {
  code: string
  status: number
  msg: string
  enMsg: string
}

/** Every error a generated server can answer with, by code. */
export const ERRORS: readonly GeneratedError[] = [
  { code: 'UNAUTHORIZED', status: 401, msg: 'Нэвтэрнэ үү', enMsg: 'Please sign in' },
  { code: 'FORBIDDEN', status: 403, msg: 'Хандах эрх байхгүй байна', enMsg: 'You do not have access to this' },
  { code: 'NOT_FOUND', status: 404, msg: 'Хуудас олдсонгүй', enMsg: "The Page can't be found" },
  { code: 'VALIDATION_FAILED', status: 400, msg: 'Илгээсэн мэдээлэл буруу байна', enMsg: 'The data sent is not valid' },
  {
    code: 'INVALID_JSON',
    status: 400,
    msg: 'Илгээсэн өгөгдөл зөв JSON биш байна',
    enMsg: 'The request body is not valid JSON',
  },
  {
    code: 'RECORD_CHANGED',
    status: 409,
    msg: 'Бичлэгийг өөр хүн өөрчилсөн байна: дахин ачаалж шалгаад хадгална уу',
    enMsg: 'Someone else changed this record: reload it, check and save again',
  },
  {
    code: 'PROCESS_NOT_FOUND',
    status: 404,
    msg: 'Шийдвэрлэлтийн явц олдсонгүй',
    enMsg: 'The process does not exist',
  },
  {
    code: 'LOGIN_FAILED',
    status: 401,
    msg: 'Нэвтрэх нэр эсвэл нууц үг буруу байна!',
    enMsg: 'Wrong username or password!',
  },
  {
    code: 'BODY_TOO_LARGE',
    status: 413,
    msg: 'Илгээсэн өгөгдөл хэт том байна',
    enMsg: 'The request body is too large',
  },
  { code: 'SERVER_ERROR', status: 500, msg: 'Уучлаарай, алдаа гарлаа', enMsg: 'Sorry, an error occurred' },
]
