// The data the workflow views are drawn with in the harness: a heritage application's history as
// `GET /process/history/{id}` answers it (spec 7, signatures as stored JSON text), and its process
// as `GET /process/of/{krud}/{rowId}` answers it at a CHECK, a PREPARE_VOTE, a DATE and a VOTE step.
import type { OpenStep, ProcessPerson, ProcessState } from '@tamga/schema'

/** A drawn signature as a data URL (spec 3.3 type `draw`): an ink stroke. */
export const DRAWN_SIGNATURE = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80" viewBox="0 0 240 80"><path d="M12 52c14-34 30-40 34-28s-14 30-4 32 20-40 34-36-8 30 4 30 18-26 28-24-2 18 8 18 26-28 40-26 10 20 26 10 22-12 40-8" fill="none" stroke="#0b4da3" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round"/></svg>',
)}`

/** The uploaded signature image's path on the file host (the harness serves it). */
export const UPLOADED_SIGNATURE_PATH = '/signatures/tuyaa.svg'

const staff = { JOB_NAME: 'Мэргэжилтэн', STRUCT_NAME: 'Өвийн бүртгэлийн хэлтэс', LNAME: 'Батбаяр', FNAME: 'Болд' }
const applicant = { JOB_NAME: null, STRUCT_NAME: null, LNAME: 'Дорж', FNAME: 'Сараа' }
const member = (LNAME: string, FNAME: string) => ({ JOB_NAME: 'Зөвлөлийн гишүүн', STRUCT_NAME: null, LNAME, FNAME })

/** The raw history: two rounds (a send-back, then a check and a vote under way). */
export const HISTORY = {
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
      description: 'Иргэний үнэмлэхний хуулбар дутуу байна',
      action_num: 1,
      signature: JSON.stringify({
        signAction: 'Буцаасан',
        job_name: 'Мэргэжилтэн',
        struct: 'Өвийн бүртгэлийн хэлтэс',
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
      created_at: '2026-03-05 10:30:00',
      description: null,
      action_num: 2,
      signature: JSON.stringify({
        signAction: 'Хянасан',
        job_name: 'Мэргэжилтэн',
        struct: 'Өвийн бүртгэлийн хэлтэс',
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
  ],
  votingPeople: [
    {
      approve: 1,
      recreate: 0,
      voted: 1,
      description: 'Шалгуурыг бүрэн хангасан',
      signature_image: JSON.stringify({
        signAction: 'Дэмжсэн',
        job_name: 'Зөвлөлийн гишүүн',
        type: 'draw',
        signature: DRAWN_SIGNATURE,
        firstname: 'Ганбат',
        lastname: 'Очир',
      }),
      signature_date: '2026-03-06 14:20:00',
      emp: member('Очир', 'Ганбат'),
    },
    {
      approve: 0,
      recreate: 1,
      voted: 1,
      description: 'Гэрэл зураг нэмж оруулах',
      signature_image: JSON.stringify({
        signAction: 'Нэмэлт материал шаардлагатай',
        job_name: 'Зөвлөлийн гишүүн',
        type: 'upload',
        signature: UPLOADED_SIGNATURE_PATH,
        firstname: 'Туяа',
        lastname: 'Сүхбаатар',
      }),
      signature_date: '2026-03-06 15:00:00',
      emp: member('Сүхбаатар', 'Туяа'),
    },
    {
      approve: 0,
      recreate: 0,
      voted: 1,
      description: null,
      signature_image: JSON.stringify({
        signAction: 'Дэмжээгүй',
        type: 'text',
        signature: 'Э.Мөнх',
        firstname: 'Мөнх',
        lastname: 'Энхтайван',
      }),
      signature_date: '2026-03-06 16:45:00',
      emp: member('Энхтайван', 'Мөнх'),
    },
    {
      approve: null,
      recreate: null,
      voted: 0,
      description: null,
      signature_image: 'null',
      signature_date: null,
      emp: member('Лхагва', 'Оюун'),
    },
  ],
  actionNumbers: [
    { index: 0, action_num: 1 },
    { index: 1, action_num: 2 },
  ],
}

const ganbat: ProcessPerson = { userId: 4, firstName: 'Ганбат', lastName: 'Очир', login: 'council1' }
const tuyaa: ProcessPerson = { userId: 6, firstName: 'Туяа', lastName: 'Сүхбаатар', login: 'council2' }
const munkh: ProcessPerson = { userId: 7, firstName: 'Мөнх', lastName: 'Энхтайван', login: 'council3' }

/** The council the candidates route offers. */
export const COUNCIL: ProcessPerson[] = [ganbat, tuyaa, munkh]

const staffPerson: ProcessPerson = { userId: 3, firstName: 'Болд', lastName: 'Батбаяр', login: 'staff' }

function openStep(fields: Partial<OpenStep> & Pick<OpenStep, 'id' | 'status' | 'status_type' | 'ports'>): OpenStep {
  return {
    status_id: fields.status_type.toLowerCase(),
    subject_type: 'TO_ROLE',
    role_id: 3,
    user_id: null,
    assignee: null,
    is_signature_needed: false,
    is_subject_changeable: false,
    is_read_only: false,
    action_num: 2,
    opened_at: '2026-03-04 08:05:00',
    due_date: null,
    canAct: true,
    vote: null,
    ...fields,
  }
}

function processAt(step: OpenStep, more: Partial<ProcessState> = {}): ProcessState {
  return {
    processId: 12,
    krud: 'applications',
    rowId: 1,
    workflow: 'application-approval',
    status: step.status,
    status_type: step.status_type,
    finished: false,
    action_num: step.action_num,
    iCanEdit: step.canAct && !step.is_read_only,
    isReadOnly: step.is_read_only,
    currentStep: step,
    openSteps: [step],
    ...more,
  }
}

/** The application at its CHECK step, held by the caller (staff), which needs a signature. */
export const AT_CHECK = processAt(
  openStep({
    id: 21,
    status: 'Өргөдөл хянах',
    status_type: 'CHECK',
    is_signature_needed: true,
    ports: [
      {
        id: 'approve',
        label: { mn_MN: 'Хянасан', en_US: 'Checked' },
        outcome: 'approve',
        leadsTo: 'PREPARE_VOTE',
        picksAssignee: false,
      },
      {
        id: 'send-back',
        label: { mn_MN: 'Буцаасан', en_US: 'Sent back' },
        outcome: 'recreate',
        leadsTo: 'RE_CREATE',
        picksAssignee: false,
      },
      {
        id: 'reject',
        label: { mn_MN: 'Татгалзсан', en_US: 'Rejected' },
        outcome: 'reject',
        leadsTo: 'CANCEL',
        picksAssignee: false,
      },
      {
        id: 'transfer',
        label: { mn_MN: 'Шилжүүлсэн', en_US: 'Transferred' },
        leadsTo: 'CHECK',
        picksAssignee: true,
      },
    ],
  }),
)

/** The application at PREPARE_VOTE: staff pick the council. */
export const AT_PREPARE_VOTE = processAt(
  openStep({
    id: 22,
    status: 'Санал хураалт бэлтгэх',
    status_type: 'PREPARE_VOTE',
    opened_at: '2026-03-05 10:30:00',
    ports: [
      {
        id: 'ready',
        label: { mn_MN: 'Санал хураалтад оруулсан', en_US: 'Put to the vote' },
        leadsTo: 'VOTE',
        picksAssignee: false,
      },
    ],
  }),
)

/** The application at a DATE step: the hearing's date is set. */
export const AT_DATE = processAt(
  openStep({
    id: 25,
    status: 'Хурлын огноо товлох',
    status_type: 'DATE',
    ports: [{ id: 'dated', label: { mn_MN: 'Товлосон' }, leadsTo: 'VOTE', picksAssignee: false }],
  }),
)

/** The application's council vote as a member who has not voted sees it (and may close it). */
export const AT_VOTE = processAt(
  openStep({
    id: 23,
    status: 'Зөвлөлийн санал хураалт',
    status_type: 'VOTE',
    subject_type: 'VOTERS',
    role_id: null,
    is_signature_needed: true,
    opened_at: '2026-03-05 11:00:00',
    ports: [],
    vote: {
      voters: [
        { person: ganbat, voted: true },
        { person: tuyaa, voted: true },
        { person: munkh, voted: false },
      ],
      canVote: true,
      canClose: true,
      supported: 1,
      toRecreate: 1,
      unsupported: 0,
      notVoted: 1,
      decision: 'pending',
    },
  }),
)

/** The application after the check: waiting at PREPARE_VOTE for staff, not the caller. */
export const AFTER_CHECK = processAt(
  openStep({
    id: 22,
    status: 'Санал хураалт бэлтгэх',
    status_type: 'PREPARE_VOTE',
    canAct: false,
    assignee: staffPerson,
    opened_at: '2026-03-05 10:30:00',
    ports: [],
  }),
  { iCanEdit: false },
)
