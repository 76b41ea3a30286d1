// The codes of the public site's forms. A group of the catalogue (../errors.ts).
import type { ErrorDefinition } from '../errors.ts'

/** The codes of a form sent from the public site. */
export const SITE_FORM_ERRORS = {
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
} as const satisfies Record<string, ErrorDefinition>
