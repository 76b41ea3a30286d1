// The codes of the approval workflow (issue 8). A group of the catalogue (../errors.ts).
import type { ErrorDefinition } from '../errors.ts'

/** The codes of processes, their steps and votes. */
export const WORKFLOW_ERRORS = {
  PROCESS_NOT_FOUND: {
    status: 404,
    msg: 'Шийдвэрлэлтийн явц олдсонгүй',
    enMsg: 'The process does not exist',
    koMsg: '처리 과정을 찾을 수 없습니다',
  },
  STEP_NOT_FOUND: {
    status: 404,
    msg: 'Энэ явцад ийм алхам алга',
    enMsg: 'The step is not one of this process',
    koMsg: '이 처리 과정에 해당 단계가 없습니다',
  },
  STEP_ALREADY_DONE: {
    status: 409,
    msg: 'Энэ алхмыг аль хэдийн шийдвэрлэсэн байна: дахин ачаалж шалгана уу',
    enMsg: 'This step has already been acted on: reload to see where the record stands',
    koMsg: '이 단계는 이미 처리되었습니다. 다시 불러와 현재 상태를 확인해 주세요',
  },
  PROCESS_FINISHED: {
    status: 409,
    msg: 'Шийдвэрлэлтийн явц дууссан тул үйлдэл хийх боломжгүй',
    enMsg: 'The process has finished: nothing can be done on it any more',
    koMsg: '처리 과정이 끝나 더 이상 작업할 수 없습니다',
  },
  PROCESS_NOT_FINISHED: {
    status: 409,
    msg: 'Шийдвэрлэлтийн явц дуусаагүй тул шийдвэрийн мэдэгдэл гараагүй байна',
    enMsg: 'The process has not finished: there is no decision letter yet',
    koMsg: '처리 과정이 끝나지 않아 아직 결정 통지서가 없습니다',
  },
  NOT_STEP_ASSIGNEE: {
    status: 403,
    msg: 'Энэ алхам танд хуваарилагдаагүй байна',
    enMsg: 'This step is not assigned to you',
    koMsg: '이 단계는 회원님께 배정되지 않았습니다',
  },
  STEP_READ_ONLY: {
    status: 403,
    msg: 'Танд энэ бичлэгийг зөвхөн харах эрхтэй алхам оногдсон тул өөрчлөх боломжгүй',
    enMsg: 'Your step on this record only lets you read it: you cannot change it',
    koMsg: '이 기록에서 회원님의 단계는 보기만 허용되어 변경할 수 없습니다',
  },
  WRONG_STEP_TYPE: {
    status: 400,
    msg: 'Энэ үйлдэл энэ төрлийн алхамд хамаарахгүй',
    enMsg: 'This action does not apply to a step of this type',
    koMsg: '이 작업은 이 유형의 단계에 해당하지 않습니다',
  },
  SIGNATURE_REQUIRED: {
    status: 400,
    msg: 'Энэ алхамд цахим гарын үсэг шаардлагатай',
    enMsg: 'This step needs an electronic signature',
    koMsg: '이 단계에는 전자 서명이 필요합니다',
  },
  NOT_A_VOTER: {
    status: 403,
    msg: 'Та энэ санал хураалтын гишүүн биш байна',
    enMsg: 'You are not a member of this vote',
    koMsg: '회원님은 이 투표의 위원이 아닙니다',
  },
  ALREADY_VOTED: {
    status: 409,
    msg: 'Та санал өгсөн байна',
    enMsg: 'You have already voted',
    koMsg: '이미 투표하셨습니다',
  },
  VOTE_CLOSE_FORBIDDEN: {
    status: 403,
    msg: 'Санал хураалтыг зөвхөн түүнийг бэлтгэсэн хүн эрт хааж болно',
    enMsg: 'Only the one who prepared the vote may close it early',
    koMsg: '투표를 준비한 사람만 투표를 조기 마감할 수 있습니다',
  },
  VOTE_TOO_FEW_VOTES: {
    status: 409,
    msg: 'Санал хураалтыг хаахад хангалттай гишүүн санал өгөөгүй байна',
    enMsg: 'Too few members have voted for the vote to be closed',
    koMsg: '투표를 마감하기에 투표한 위원이 부족합니다',
  },
} as const satisfies Record<string, ErrorDefinition>
