// The codes of the approval workflow (issue 8). A group of the catalogue (../errors.ts).
import type { ErrorDefinition } from '../errors.ts'

/** The codes of processes, their steps and votes. */
export const WORKFLOW_ERRORS = {
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
  PROCESS_NOT_FINISHED: {
    status: 409,
    msg: 'Шийдвэрлэлтийн явц дуусаагүй тул шийдвэрийн мэдэгдэл гараагүй байна',
    enMsg: 'The process has not finished: there is no decision letter yet',
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
