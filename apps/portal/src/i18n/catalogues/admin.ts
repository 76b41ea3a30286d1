import type { Catalogue } from '@tamga/schema'

/**
 * The own-account pages and the platform's users and roles screens (spec 2.2, 2.8, 3.13, 4.8,
 * 6, 8.3). Keys named like the project's `static_words` (username, email, passwordConfirm) take
 * the project's text when it has one. The shared field rules' messages and the password hints
 * are the auth namespace's, so each is translated once.
 */
export const admin = {
  // The user's fields (spec 3.13 User).
  username: { mn_MN: 'Нэвтрэх нэр', en_US: 'Username', ko_KR: '사용자 이름' },
  email: { mn_MN: 'И-мэйл', en_US: 'Email', ko_KR: '이메일' },
  password: { mn_MN: 'Нууц үг', en_US: 'Password', ko_KR: '비밀번호' },
  passwordConfirm: { mn_MN: 'Нууц үг баталгаажуулах', en_US: 'Confirm password', ko_KR: '비밀번호 확인' },
  lastName: { mn_MN: 'Овог', en_US: 'Last name', ko_KR: '성' },
  firstName: { mn_MN: 'Нэр', en_US: 'First name', ko_KR: '이름' },
  nickname: { mn_MN: 'Дэлгэцэнд харагдах нэр', en_US: 'Display name', ko_KR: '표시 이름' },
  phone: { mn_MN: 'Утасны дугаар', en_US: 'Phone', ko_KR: '전화번호' },
  mobile: { mn_MN: 'Гар утасны дугаар', en_US: 'Mobile', ko_KR: '휴대전화' },
  birthday: { mn_MN: 'Төрсөн огноо', en_US: 'Date of birth', ko_KR: '생년월일' },
  gender: { mn_MN: 'Хүйс', en_US: 'Gender', ko_KR: '성별' },
  men: { mn_MN: 'Эрэгтэй', en_US: 'Men', ko_KR: '남성' },
  women: { mn_MN: 'Эмэгтэй', en_US: 'Women', ko_KR: '여성' },
  registerNo: { mn_MN: 'Регистрийн дугаар', en_US: 'Registration number', ko_KR: '등록번호' },
  note: { mn_MN: 'Тэмдэглэл', en_US: 'Note', ko_KR: '메모' },
  image: { mn_MN: 'Профайл зураг', en_US: 'Profile image', ko_KR: '프로필 이미지' },
  noImage: { mn_MN: 'Зураг оруулаагүй', en_US: 'No image', ko_KR: '이미지 없음' },
  role: { mn_MN: 'Эрх', en_US: 'Role', ko_KR: '역할' },
  roleNumber: { mn_MN: '{{id}}-р эрх', en_US: 'Role {{id}}', ko_KR: '역할 {{id}}' },
  createdAt: { mn_MN: 'Бүртгэсэн огноо', en_US: 'Created', ko_KR: '등록일' },
  deletedAt: { mn_MN: 'Устгасан огноо', en_US: 'Deleted', ko_KR: '삭제일' },
  // Spec 5 'no changes reported', 'error retrieving data'.
  noChanges: { mn_MN: 'Өөрчлөлт хийгдээгүй байна', en_US: 'No changes were made', ko_KR: '변경된 내용이 없습니다' },
  loadError: {
    mn_MN: 'Мэдээлэл татах үед алдаа гарлаа!',
    en_US: 'An error occurred while retrieving the data!',
    ko_KR: '데이터를 불러오는 중 오류가 발생했습니다!',
  },
  reload: { mn_MN: 'Дахин ачаалах', en_US: 'Reload', ko_KR: '다시 불러오기' },
  // `/admin/profile`.
  profileTitle: { mn_MN: 'Хувийн мэдээлэл', en_US: 'Profile', ko_KR: '프로필' },
  profileDescription: {
    mn_MN: 'Өөрийн бүртгэлийн мэдээллийг шинэчилнэ үү',
    en_US: 'Keep your own account details up to date',
    ko_KR: '내 계정 정보를 최신으로 유지하세요',
  },
  // `/admin/change-password`.
  changePasswordTitle: { mn_MN: 'Нууц үг солих', en_US: 'Change password', ko_KR: '비밀번호 변경' },
  changePasswordDescription: {
    mn_MN: 'Шинэ нууц үг хадгалмагц бусад төхөөрөмж дээрх нэвтрэлт хаагдана',
    en_US: 'Once the new password is saved, your sessions on other devices end',
    ko_KR: '새 비밀번호를 저장하면 다른 기기의 로그인이 종료됩니다',
  },
  currentPassword: { mn_MN: 'Одоогийн нууц үг', en_US: 'Current password', ko_KR: '현재 비밀번호' },
  newPassword: { mn_MN: 'Шинэ нууц үг', en_US: 'New password', ko_KR: '새 비밀번호' },
  changePassword: { mn_MN: 'Нууц үг солих', en_US: 'Change password', ko_KR: '비밀번호 변경' },
  passwordChanged: {
    mn_MN: 'Нууц үг амжилттай солигдлоо',
    en_US: 'Your password has been changed',
    ko_KR: '비밀번호가 변경되었습니다',
  },
  // Spec 5's lock-screen words, for a wrong current password too.
  currentPasswordWrong: {
    mn_MN: 'Нууц үг буруу байна',
    en_US: 'The current password is wrong',
    ko_KR: '현재 비밀번호가 올바르지 않습니다',
  },
  // `/admin/users` (spec 2.8, 4.8, 8.3).
  usersTitle: { mn_MN: 'Хэрэглэгчид', en_US: 'Users', ko_KR: '사용자' },
  usersDescription: {
    mn_MN: 'Системийн хэрэглэгчдийг бүртгэж, баталгаажуулж, устгаж, сэргээнэ',
    en_US: 'Register, confirm, delete and restore the system’s users',
    ko_KR: '시스템 사용자를 등록, 승인, 삭제, 복원합니다',
  },
  liveUsers: { mn_MN: 'Хэрэглэгчид', en_US: 'Users', ko_KR: '사용자' },
  deletedUsers: { mn_MN: 'Устгагдсан хэрэглэгчид', en_US: 'Deleted users', ko_KR: '삭제된 사용자' },
  searchPlaceholder: {
    mn_MN: 'Нэвтрэх нэр, нэр, и-мэйл, регистрээр хайх',
    en_US: 'Search by login, name, email or registration number',
    ko_KR: '로그인, 이름, 이메일, 등록번호로 검색',
  },
  filterAll: { mn_MN: 'Бүгд', en_US: 'All', ko_KR: '전체' },
  filterConfirmed: { mn_MN: 'Баталгаажсан', en_US: 'Confirmed', ko_KR: '승인됨' },
  filterUnconfirmed: { mn_MN: 'Баталгаажаагүй', en_US: 'Not confirmed', ko_KR: '미승인' },
  addUser: { mn_MN: 'Хэрэглэгч нэмэх', en_US: 'Add user', ko_KR: '사용자 추가' },
  name: { mn_MN: 'Нэр', en_US: 'Name', ko_KR: '이름' },
  registration: { mn_MN: 'Бүртгэлийн төлөв', en_US: 'Registration', ko_KR: '등록 상태' },
  confirmed: { mn_MN: 'Баталгаажсан', en_US: 'Confirmed', ko_KR: '승인됨' },
  notConfirmed: { mn_MN: 'Баталгаажаагүй', en_US: 'Not confirmed', ko_KR: '미승인' },
  actions: { mn_MN: 'Үйлдэл', en_US: 'Actions', ko_KR: '작업' },
  totalUsers: { mn_MN: 'Нийт {{total}}', en_US: '{{total}} in all', ko_KR: '총 {{total}}명' },
  confirmUser: { mn_MN: 'Баталгаажуулах', en_US: 'Confirm', ko_KR: '승인' },
  confirmUserQuestion: {
    mn_MN: 'Энэ хэрэглэгчийн бүртгэлийг баталгаажуулах уу?',
    en_US: 'Confirm this user’s registration?',
    ko_KR: '이 사용자의 등록을 승인하시겠습니까?',
  },
  userConfirmed: {
    mn_MN: 'Бүртгэл баталгаажлаа',
    en_US: 'The registration is confirmed',
    ko_KR: '등록이 승인되었습니다',
  },
  deleteUserQuestion: {
    mn_MN: 'Энэ хэрэглэгчийг устгах уу?',
    en_US: 'Delete this user?',
    ko_KR: '이 사용자를 삭제하시겠습니까?',
  },
  deleteUserDescription: {
    mn_MN: 'Устгасан хэрэглэгчийг устгагдсан хэрэглэгчдийн жагсаалтаас сэргээж болно.',
    en_US: 'A deleted user can be restored from the deleted users list.',
    ko_KR: '삭제된 사용자는 삭제된 사용자 목록에서 복원할 수 있습니다.',
  },
  cannotDeleteSelf: {
    mn_MN: 'Өөрийн бүртгэлийг устгах боломжгүй',
    en_US: 'You cannot delete your own account',
    ko_KR: '자신의 계정은 삭제할 수 없습니다',
  },
  deleteError: {
    mn_MN: 'Устгах үед алдаа гарлаа!',
    en_US: 'An error occurred while deleting!',
    ko_KR: '삭제 중 오류가 발생했습니다!',
  },
  updateError: {
    mn_MN: 'Засварлах үед алдаа гарлаа!',
    en_US: 'An error occurred while updating!',
    ko_KR: '수정 중 오류가 발생했습니다!',
  },
  restore: { mn_MN: 'Сэргээх', en_US: 'Restore', ko_KR: '복원' },
  restored: { mn_MN: 'Амжилттай сэргээлээ', en_US: 'Restored', ko_KR: '복원되었습니다' },
  restoreError: {
    mn_MN: 'Мэдээлэл сэргээх үед алдаа гарлаа!',
    en_US: 'An error occurred while restoring the data!',
    ko_KR: '데이터를 복원하는 중 오류가 발생했습니다!',
  },
  permanentDelete: { mn_MN: 'Бүр мөсөн устгах', en_US: 'Delete for good', ko_KR: '영구 삭제' },
  permanentDeleteTitle: {
    mn_MN: 'Хэрэглэгчийг бүр мөсөн устгах уу?',
    en_US: 'Delete this user for good?',
    ko_KR: '이 사용자를 영구 삭제하시겠습니까?',
  },
  permanentDeleteDescription: {
    mn_MN:
      '{{name}} ({{login}}) хэрэглэгч болон түүний оруулсан файлууд бүр мөсөн устана. Энэ үйлдлийг буцаах боломжгүй.',
    en_US: 'The user {{name}} ({{login}}) and the files they uploaded will be removed for good. This cannot be undone.',
    ko_KR: '사용자 {{name}}({{login}})와 업로드한 파일이 영구적으로 삭제됩니다. 이 작업은 되돌릴 수 없습니다.',
  },
  permanentDeleteTypeLogin: {
    mn_MN: 'Баталгаажуулахын тулд нэвтрэх нэрийг бичнэ үү: {{login}}',
    en_US: 'To confirm, type the login: {{login}}',
    ko_KR: '확인하려면 로그인을 입력하세요: {{login}}',
  },
  addUserTitle: { mn_MN: 'Шинэ хэрэглэгч', en_US: 'New user', ko_KR: '새 사용자' },
  editUserTitle: { mn_MN: 'Хэрэглэгч засах', en_US: 'Edit user', ko_KR: '사용자 편집' },
  mainRole: { mn_MN: 'Үндсэн эрх', en_US: 'Main role', ko_KR: '기본 역할' },
  extraRoles: { mn_MN: 'Нэмэлт эрх', en_US: 'Extra roles', ko_KR: '추가 역할' },
  extraRolesHint: {
    mn_MN: 'Хэрэглэгч эдгээр эрх рүү эрх сонгох хуудсаар шилжинэ',
    en_US: 'The user switches to these roles on the role selection page',
    ko_KR: '사용자는 역할 선택 페이지에서 이 역할로 전환합니다',
  },
  passwordKeepHint: {
    mn_MN: 'Хоосон үлдээвэл одоогийн нууц үг хэвээр үлдэнэ',
    en_US: 'Leave it empty to keep the current password',
    ko_KR: '비워 두면 현재 비밀번호가 유지됩니다',
  },
  sessionsEndHint: {
    mn_MN: 'Эрх эсвэл нууц үг өөрчлөгдвөл хэрэглэгч дахин нэвтэрнэ',
    en_US: 'After a change of role or password the user signs in again',
    ko_KR: '역할이나 비밀번호가 바뀌면 사용자는 다시 로그인합니다',
  },
  accountSection: { mn_MN: 'Нэвтрэх мэдээлэл', en_US: 'Sign-in details', ko_KR: '로그인 정보' },
  personalSection: { mn_MN: 'Хувийн мэдээлэл', en_US: 'Personal details', ko_KR: '개인 정보' },
  // `/admin/roles` (spec 2.8, 3.8, 3.13, 6).
  rolesTitle: { mn_MN: 'Эрх ба зөвшөөрөл', en_US: 'Roles and permissions', ko_KR: '역할 및 권한' },
  rolesDescription: {
    mn_MN: 'Эрх бүрийн цэсний хандалт, үйлдлийн эрх, нэмэлт эрх, нүүр цэсийг тохируулна',
    en_US: 'Set each role’s menu access, rights on records, extra rights and default menu',
    ko_KR: '역할마다 메뉴 접근, 레코드 권한, 추가 권한, 기본 메뉴를 설정합니다',
  },
  selectRole: {
    mn_MN: 'Засах эрхээ жагсаалтаас сонгоно уу',
    en_US: 'Choose a role to edit from the list',
    ko_KR: '편집할 역할을 목록에서 선택하세요',
  },
  roleId: { mn_MN: 'Дугаар', en_US: 'Id', ko_KR: '번호' },
  roleName: { mn_MN: 'Нэр (баримтын)', en_US: 'Name (document)', ko_KR: '이름(문서)' },
  displayName: { mn_MN: 'Харагдах нэр', en_US: 'Display name', ko_KR: '표시 이름' },
  inMongolian: { mn_MN: 'монгол', en_US: 'Mongolian', ko_KR: '몽골어' },
  inEnglish: { mn_MN: 'англи', en_US: 'English', ko_KR: '영어' },
  inKorean: { mn_MN: 'солонгос', en_US: 'Korean', ko_KR: '한국어' },
  menu: { mn_MN: 'Цэс', en_US: 'Menu', ko_KR: '메뉴' },
  defaultMenu: { mn_MN: 'Нүүр цэс', en_US: 'Default menu', ko_KR: '기본 메뉴' },
  // Spec 5 'select default menu', 'select menu'.
  menuEntry: { mn_MN: 'Цэс', en_US: 'Menu entry', ko_KR: '메뉴 항목' },
  show: { mn_MN: 'Харуулах', en_US: 'Show', ko_KR: '표시' },
  remove: { mn_MN: 'Хасах', en_US: 'Remove', ko_KR: '제거' },
  discard: { mn_MN: 'Өөрчлөлтийг буцаах', en_US: 'Discard changes', ko_KR: '변경 취소' },
  unsavedTitle: {
    mn_MN: 'Хадгалаагүй өөрчлөлт байна',
    en_US: 'There are unsaved changes',
    ko_KR: '저장하지 않은 변경 사항이 있습니다',
  },
  unsavedDescription: {
    mn_MN: 'Өөрчлөлтийг хадгалалгүй өөр эрх сонгох уу?',
    en_US: 'Choose another role without saving the changes?',
    ko_KR: '변경 사항을 저장하지 않고 다른 역할을 선택하시겠습니까?',
  },
  unsaved: { mn_MN: 'Хадгалаагүй', en_US: 'Unsaved', ko_KR: '저장 안 됨' },
} as const satisfies Catalogue
