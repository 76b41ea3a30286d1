// A heritage application's history as `GET /process/history/{id}` answers it (spec 7): two
// rounds, a send-back, a typed and a drawn signature, an uploaded one, and a council of three.
// Signatures arrive as stored JSON text, as the spec says they are kept.

/** A 1×1 transparent PNG: a drawn signature's data URL. */
export const DRAWN_SIGNATURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='

const staff = { JOB_NAME: 'Мэргэжилтэн', STRUCT_NAME: 'Өвийн хэлтэс', LNAME: 'Батбаяр', FNAME: 'Болд' }
const applicant = { JOB_NAME: null, STRUCT_NAME: null, LNAME: 'Дорж', FNAME: 'Сараа' }

const signature = (fields: Record<string, string>) => JSON.stringify(fields)

/** The raw answer: what the server sends, before `parseProcessHistory`. */
export const HISTORY_BODY = {
  statusHistories: [
    {
      status: 'Өргөдөл гаргасан',
      status_type: 'START',
      status_action: 'Илгээсэн',
      is_done: 1,
      created_at: '2026-03-02 09:15:00',
      description: null,
      action_num: 1,
      signature: 'null',
      emp: applicant,
    },
    {
      status: 'Өргөдөл хянах',
      status_type: 'CHECK',
      status_action: 'Буцаасан',
      is_done: 1,
      created_at: '2026-03-03 10:40:00',
      description: 'Иргэний үнэмлэхний хуулбар дутуу',
      action_num: 1,
      signature: signature({
        signAction: 'Буцаасан',
        job_name: 'Мэргэжилтэн',
        struct: 'Өвийн хэлтэс',
        type: 'text',
        signature: 'Б.Болд',
        firstname: 'Болд',
        lastname: 'Батбаяр',
      }),
      emp: staff,
    },
    {
      status: 'Дахин боловсруулах',
      status_type: 'RE_CREATE',
      status_action: 'Дахин боловсруулсан',
      is_done: 1,
      created_at: '2026-03-04 08:05:00',
      description: 'Хуулбарыг хавсаргав',
      action_num: 1,
      signature: 'null',
      emp: applicant,
    },
    {
      status: 'Өргөдөл хянах',
      status_type: 'CHECK',
      status_action: 'Хянасан',
      is_done: 1,
      created_at: '2026-03-05T02:30:00Z',
      description: null,
      action_num: 2,
      signature: signature({
        signAction: 'Хянасан',
        job_name: 'Мэргэжилтэн',
        struct: 'Өвийн хэлтэс',
        type: 'draw',
        signature: DRAWN_SIGNATURE,
        firstname: 'Болд',
        lastname: 'Батбаяр',
      }),
      emp: staff,
    },
    {
      status: 'Санал хураалт бэлтгэх',
      status_type: 'PREPARE_VOTE',
      status_action: 'Санал хураалтад оруулсан',
      is_done: 1,
      created_at: '2026-03-05 11:00:00',
      description: null,
      action_num: 2,
      signature: 'null',
      emp: staff,
    },
    {
      status: 'Зөвлөлийн санал хураалт',
      status_type: 'VOTE',
      status_action: null,
      is_done: 0,
      created_at: null,
      description: null,
      action_num: 2,
      signature: 'null',
      emp: null,
    },
    {
      status: 'Дахин боловсруулах',
      status_type: 'RE_CREATE',
      status_action: null,
      is_done: 0,
      created_at: null,
      description: null,
      action_num: 2,
      signature: 'null',
      emp: null,
    },
    {
      status: 'Цуцлах',
      status_type: 'CANCEL',
      status_action: null,
      is_done: 0,
      created_at: '2026-03-05 11:00:00',
      description: null,
      action_num: 2,
      signature: 'null',
      emp: null,
    },
  ],
  votingPeople: [
    {
      approve: 1,
      recreate: 0,
      voted: 1,
      description: 'Өвлөн уламжлагчийн шалгуурыг хангасан',
      signature_image: signature({
        signAction: 'Дэмжсэн',
        job_name: 'Зөвлөлийн гишүүн',
        type: 'draw',
        signature: DRAWN_SIGNATURE,
        firstname: 'Ганбат',
        lastname: 'Очир',
      }),
      signature_date: '2026-03-06 14:20:00',
      emp: { JOB_NAME: 'Зөвлөлийн гишүүн', STRUCT_NAME: null, LNAME: 'Очир', FNAME: 'Ганбат' },
    },
    {
      approve: 0,
      recreate: 1,
      voted: 1,
      description: 'Гэрэл зураг нэмэх',
      signature_image: signature({
        signAction: 'Нэмэлт материал шаардлагатай',
        type: 'upload',
        signature: '/uploads/signatures/ts.png',
        firstname: 'Туяа',
        lastname: 'сүхбаатар',
      }),
      signature_date: '2026-03-06 15:00:00',
      emp: { JOB_NAME: 'Зөвлөлийн гишүүн', STRUCT_NAME: null, LNAME: 'Сүхбаатар', FNAME: 'Туяа' },
    },
    {
      approve: 0,
      recreate: 0,
      voted: 0,
      description: null,
      signature_image: 'null',
      signature_date: null,
      emp: { JOB_NAME: 'Зөвлөлийн гишүүн', STRUCT_NAME: null, LNAME: 'Энхтайван', FNAME: 'Мөнх' },
    },
  ],
  // The rounds are listed out of order on purpose: `index` orders them.
  actionNumbers: [
    { index: 1, action_num: 2 },
    { index: 0, action_num: 1 },
  ],
}
