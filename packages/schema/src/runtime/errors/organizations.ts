// The codes of organisations and their members. A group of the catalogue (../errors.ts).
import type { ErrorDefinition } from '../errors.ts'

/** The codes of organisations, their types and their members. */
export const ORGANIZATION_ERRORS = {
  ORGANIZATION_NOT_FOUND: {
    status: 404,
    msg: 'Байгууллага олдсонгүй',
    enMsg: 'The organisation does not exist',
  },
  ORG_TYPE_NOT_FOUND: {
    status: 404,
    msg: 'Байгууллагын төрөл олдсонгүй',
    enMsg: 'The organisation type does not exist',
  },
  ORGANIZATION_USER_NOT_FOUND: {
    status: 404,
    msg: 'Хэрэглэгч олдсонгүй',
    enMsg: 'The user does not exist',
  },
  ORGANIZATION_MEMBER_NOT_FOUND: {
    status: 404,
    msg: 'Хэрэглэгч энэ байгууллагад харьяалагддаггүй',
    enMsg: 'The user is not a member of this organisation',
  },
  ORGANIZATION_PARENT_CYCLE: {
    status: 400,
    msg: 'Байгууллагыг өөрийг нь эсвэл өөрийнх нь дэд байгууллагын харьяанд оруулах боломжгүй',
    enMsg: 'An organisation cannot be placed under itself or one of its own sub-organisations',
  },
} as const satisfies Record<string, ErrorDefinition>
