// The codes any route or the server as a whole may answer with. A group of the catalogue (../errors.ts).
import type { ErrorDefinition } from '../errors.ts'

/** The codes of no one domain: requests, access, documents, models, records, limits and the server. */
export const COMMON_ERRORS = {
  BAD_REQUEST: {
    status: 400,
    msg: 'Хүсэлт буруу байна',
    enMsg: 'The request is not valid',
    koMsg: '요청이 올바르지 않습니다',
  },
  VALIDATION_FAILED: {
    status: 400,
    msg: 'Илгээсэн мэдээлэл буруу байна',
    enMsg: 'The data sent is not valid',
    koMsg: '보낸 정보가 올바르지 않습니다',
  },
  INVALID_JSON: {
    status: 400,
    msg: 'Илгээсэн өгөгдөл зөв JSON биш байна',
    enMsg: 'The request body is not valid JSON',
    koMsg: '요청 본문이 올바른 JSON이 아닙니다',
  },
  DOCUMENT_INVALID: {
    status: 400,
    msg: 'Баримт буруу байна',
    enMsg: 'The document is not valid',
    koMsg: '문서가 올바르지 않습니다',
  },
  DOCUMENT_HISTORY_IN_GIT: {
    status: 400,
    msg: 'Файлд хадгалагдсан төслийн түүх git-д байна',
    enMsg: 'A project kept in files has its history in git',
    koMsg: '파일로 관리되는 프로젝트의 이력은 git에 있습니다',
  },
  // A model's save brings its table to it at once; these say why it could not.
  MODEL_CHANGE_IMPOSSIBLE: {
    status: 400,
    msg: 'Моделийн хүснэгтийг баримтын дагуу өөрчлөх боломжгүй: юу ч өөрчлөгдсөнгүй',
    enMsg: 'The model’s table cannot be brought to the document: nothing was changed',
    koMsg: '모델의 테이블을 문서에 맞게 변경할 수 없습니다. 아무것도 변경되지 않았습니다',
  },
  MODEL_CHANGE_DESTRUCTIVE: {
    status: 409,
    msg: 'Энэ өөрчлөлт өгөгдөл устгаж болзошгүй тул шалтгааныг бичнэ үү: юу ч өөрчлөгдсөнгүй',
    enMsg: 'This change can lose data, so it needs a reason: nothing was changed',
    koMsg: '이 변경은 데이터를 잃을 수 있으므로 사유를 입력해야 합니다. 아무것도 변경되지 않았습니다',
  },
  MODEL_TABLES_NEED_DATABASE: {
    status: 400,
    msg: 'Өгөгдлийн сангүй ажиллаж байгаа тул моделийн хүснэгтийн өөрчлөлтийг төлөвлөх боломжгүй',
    enMsg: 'The server runs without a database, so a model’s table changes cannot be planned',
    koMsg: '서버가 데이터베이스 없이 실행 중이어서 모델 테이블 변경을 계획할 수 없습니다',
  },
  // Spec 8.2: unauthenticated access to a protected area warns 'Нэвтэрнэ үү'.
  UNAUTHORIZED: { status: 401, msg: 'Нэвтэрнэ үү', enMsg: 'Please sign in', koMsg: '로그인해 주세요' },
  FORBIDDEN: {
    status: 403,
    msg: 'Хандах эрх байхгүй байна',
    enMsg: 'You do not have access to this',
    koMsg: '접근 권한이 없습니다',
  },
  // Spec 8.3: page not found ('The Page can't be found').
  NOT_FOUND: {
    status: 404,
    msg: 'Хуудас олдсонгүй',
    enMsg: "The Page can't be found",
    koMsg: '페이지를 찾을 수 없습니다',
  },
  DOCUMENT_NOT_FOUND: {
    status: 404,
    msg: 'Баримт олдсонгүй',
    enMsg: 'The document does not exist',
    koMsg: '문서가 없습니다',
  },
  DOCUMENT_CONFLICT: {
    status: 409,
    msg: 'Баримтыг өөр хүн өөрчилсөн байна: дахин ачаална уу',
    enMsg: 'Someone else changed the document first: reload it and try again',
    koMsg: '다른 사람이 먼저 문서를 변경했습니다. 다시 불러온 후 다시 시도해 주세요',
  },
  RECORD_CHANGED: {
    status: 409,
    msg: 'Бичлэгийг өөр хүн өөрчилсөн байна: дахин ачаалж шалгаад хадгална уу',
    enMsg: 'Someone else changed this record: reload it, check and save again',
    koMsg: '다른 사람이 이 기록을 변경했습니다. 다시 불러와 확인한 후 다시 저장해 주세요',
  },
  // One request adding more rows than a call takes (GraphQL's bulk add); the answer's own
  // message says how many it takes.
  TOO_MANY_ROWS: {
    status: 400,
    msg: 'Нэг хүсэлтээр хэт олон мөр нэмэх гэж байна: хэд хэдэн хүсэлтэд хуваана уу',
    enMsg: 'Too many rows to add in one request: split them over several requests',
    koMsg: '한 번의 요청으로 추가할 행이 너무 많습니다. 여러 요청으로 나누어 보내 주세요',
  },
  QUERY_TIMEOUT: {
    status: 400,
    msg: 'Асуулга хэт удаан ажилласан тул зогсоолоо: шүүлт нэмэх эсвэл цөөн мөр сонгоно уу',
    enMsg: 'The query ran too long and was stopped: add filters or choose fewer rows',
    koMsg: '조회 시간이 너무 길어 중단되었습니다. 필터를 추가하거나 행을 줄여 주세요',
  },
  BODY_TOO_LARGE: {
    status: 413,
    msg: 'Илгээсэн өгөгдөл хэт том байна',
    enMsg: 'The request body is too large',
    koMsg: '요청 본문이 너무 큽니다',
  },
  UNSUPPORTED_MEDIA_TYPE: {
    status: 415,
    msg: 'Энэ төрлийн өгөгдлийг хүлээн авахгүй: JSON илгээнэ үү',
    enMsg: 'This content type is not accepted: send JSON',
    koMsg: '이 콘텐츠 형식은 허용되지 않습니다. JSON으로 보내 주세요',
  },
  RANGE_NOT_SATISFIABLE: {
    status: 416,
    msg: 'Хүссэн хэсэг файлд байхгүй байна',
    enMsg: 'The requested range is not in the file',
    koMsg: '요청한 범위가 파일에 없습니다',
  },
  // Spec 8.3: 'Sorry, an error occurred'. Never says more: the details go to the log only.
  SERVER_ERROR: {
    status: 500,
    msg: 'Уучлаарай, алдаа гарлаа',
    enMsg: 'Sorry, an error occurred',
    koMsg: '죄송합니다. 오류가 발생했습니다',
  },
  PROJECT_NOT_CONFIGURED: {
    status: 503,
    msg: 'Төслийн тохиргоо (project баримт) алга байна',
    enMsg: 'The project is not configured: it has no project document',
    koMsg: '프로젝트가 설정되지 않았습니다. 프로젝트 문서가 없습니다',
  },
  PROJECT_AMBIGUOUS: {
    status: 503,
    msg: 'Төсөл нэгээс олон project баримттай байна',
    enMsg: 'The project has more than one project document',
    koMsg: '프로젝트 문서가 두 개 이상 있습니다',
  },
  PORTAL_NOT_BUILT: {
    status: 503,
    msg: 'Портал бүтээгдээгүй байна: `npm start` түүнийг бүтээнэ',
    enMsg: 'The portal is not built: `npm start` builds it',
    koMsg: '포털이 빌드되지 않았습니다. `npm start`로 빌드합니다',
  },
  // The instance's port while it prepares (tamga start: migrations, first start, seed).
  STARTING: {
    status: 503,
    msg: 'Сервер эхэлж байна, түр хүлээгээд дахин оролдоно уу',
    enMsg: 'The server is starting; try again in a moment',
    koMsg: '서버가 시작하는 중입니다. 잠시 후 다시 시도하세요',
  },
  DATABASE_UNAVAILABLE: {
    status: 503,
    msg: 'Өгөгдлийн сантай холбогдож чадсангүй',
    enMsg: 'The database cannot be reached',
    koMsg: '데이터베이스에 연결할 수 없습니다',
  },
  // Every instance's coarse wall per client address (http/rateLimits.ts); the answer's own
  // message and `retry-after` say how many seconds are left.
  TOO_MANY_REQUESTS: {
    status: 429,
    msg: 'Энэ хаягаас хэт олон хүсэлт илгээсэн байна: хэсэг хугацааны дараа дахин оролдоно уу',
    enMsg: 'Too many requests from this address: try again later',
    koMsg: '이 주소에서 요청이 너무 많습니다. 잠시 후 다시 시도해 주세요',
  },
} as const satisfies Record<string, ErrorDefinition>
