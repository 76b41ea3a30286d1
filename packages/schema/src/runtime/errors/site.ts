// The codes of the public site's forms. A group of the catalogue (../errors.ts).
import type { ErrorDefinition } from '../errors.ts'

/** The codes of a form sent from the public site. */
export const SITE_FORM_ERRORS = {
  SITE_FORM_EXPIRED: {
    status: 400,
    msg: 'Маягтын хугацаа дууссан байна: хуудсаа дахин ачаалаад илгээнэ үү',
    enMsg: 'The form has expired: reload the page and send it again',
    koMsg: '양식이 만료되었습니다. 페이지를 새로 고친 후 다시 보내 주세요',
  },
  SITE_FORM_UNAVAILABLE: {
    status: 404,
    msg: 'Энэ маягтыг одоогоор хүлээн авахгүй байна',
    enMsg: 'This form is not accepted at the moment',
    koMsg: '지금은 이 양식을 받지 않습니다',
  },
  SITE_FORM_LIMITED: {
    status: 429,
    msg: 'Энэ хаягаас хэт олон маягт илгээсэн байна: хэсэг хугацааны дараа дахин оролдоно уу',
    enMsg: 'Too many forms sent from this address: try again later',
    koMsg: '이 주소에서 보낸 양식이 너무 많습니다. 잠시 후 다시 시도해 주세요',
  },
} as const satisfies Record<string, ErrorDefinition>
