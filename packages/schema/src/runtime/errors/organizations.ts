// The codes of organisations and their members. A group of the catalogue (../errors.ts).
import type { ErrorDefinition } from '../errors.ts'

/** The codes of organisations, their types and their members. */
export const ORGANIZATION_ERRORS = {
  ORGANIZATION_NOT_FOUND: {
    status: 404,
    msg: 'Байгууллага олдсонгүй',
    enMsg: 'The organisation does not exist',
    koMsg: '기관을 찾을 수 없습니다',
  },
  ORG_TYPE_NOT_FOUND: {
    status: 404,
    msg: 'Байгууллагын төрөл олдсонгүй',
    enMsg: 'The organisation type does not exist',
    koMsg: '기관 유형을 찾을 수 없습니다',
  },
  ORGANIZATION_USER_NOT_FOUND: {
    status: 404,
    msg: 'Хэрэглэгч олдсонгүй',
    enMsg: 'The user does not exist',
    koMsg: '사용자를 찾을 수 없습니다',
  },
  ORGANIZATION_MEMBER_NOT_FOUND: {
    status: 404,
    msg: 'Хэрэглэгч энэ байгууллагад харьяалагддаггүй',
    enMsg: 'The user is not a member of this organisation',
    koMsg: '사용자가 이 기관의 구성원이 아닙니다',
  },
  ORGANIZATION_PARENT_CYCLE: {
    status: 400,
    msg: 'Байгууллагыг өөрийг нь эсвэл өөрийнх нь дэд байгууллагын харьяанд оруулах боломжгүй',
    enMsg: 'An organisation cannot be placed under itself or one of its own sub-organisations',
    koMsg: '기관을 자기 자신이나 자신의 하위 기관 아래에 둘 수 없습니다',
  },
} as const satisfies Record<string, ErrorDefinition>
