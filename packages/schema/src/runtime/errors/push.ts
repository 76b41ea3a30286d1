// The codes of web push. A group of the catalogue (../errors.ts).
import type { ErrorDefinition } from '../errors.ts'

/** The codes of web push subscriptions. */
export const PUSH_ERRORS = {
  PUSH_NOT_CONFIGURED: {
    status: 404,
    msg: 'Мэдэгдэл илгээх (web push) тохиргоо хийгдээгүй байна',
    enMsg: 'Web push is not configured on this server',
    koMsg: '이 서버에는 웹 푸시가 설정되어 있지 않습니다',
  },
  PUSH_SUBSCRIPTION_INVALID: {
    status: 400,
    msg: 'Хөтчийн мэдэгдлийн бүртгэл буруу байна: https хаяг, p256dh (65 байт) ба auth (16 байт) түлхүүр шаардлагатай',
    enMsg:
      'The browser push subscription is not valid: it needs an https endpoint, a p256dh key (65 bytes) and an auth secret (16 bytes)',
    koMsg:
      '브라우저 푸시 구독이 올바르지 않습니다. https 주소, p256dh 키(65바이트), auth 비밀값(16바이트)이 필요합니다',
  },
} as const satisfies Record<string, ErrorDefinition>
