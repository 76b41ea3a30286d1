import type { Catalogue } from '@tamga/schema'

/** The admin shell's frame: header, user menu, tabs, the krud placeholder (spec 2.5). */
export const shell = {
  adminHome: { mn_MN: 'Нүүр', en_US: 'Home', ko_KR: '홈' },
  welcome: { mn_MN: 'Тавтай морил, {{name}}', en_US: 'Welcome, {{name}}', ko_KR: '환영합니다, {{name}}' },
  welcomeDescription: {
    mn_MN: 'Зүүн талын цэснээс ажиллах хэсгээ сонгоно уу.',
    en_US: 'Choose where to work from the menu.',
    ko_KR: '메뉴에서 작업할 화면을 선택하세요.',
  },
  profile: { mn_MN: 'Миний мэдээлэл', en_US: 'My profile', ko_KR: '내 정보' },
  changePassword: { mn_MN: 'Нууц үг солих', en_US: 'Change password', ko_KR: '비밀번호 변경' },
  lockScreen: { mn_MN: 'Дэлгэц түгжих', en_US: 'Lock screen', ko_KR: '화면 잠금' },
  activeRole: { mn_MN: 'Эрх: {{role}}', en_US: 'Role: {{role}}', ko_KR: '역할: {{role}}' },
  switchRole: { mn_MN: 'Эрх солих', en_US: 'Switch role', ko_KR: '역할 전환' },
  logout: { mn_MN: 'Гарах', en_US: 'Sign out', ko_KR: '로그아웃' },
  logoutConfirmTitle: { mn_MN: 'Системээс гарах уу?', en_US: 'Sign out?', ko_KR: '로그아웃하시겠습니까?' },
  logoutConfirmDescription: {
    mn_MN: 'Та системээс гарахдаа итгэлтэй байна уу?',
    en_US: 'Are you sure you want to sign out?',
    ko_KR: '정말 로그아웃하시겠습니까?',
  },
  settings: { mn_MN: 'Тохиргоо', en_US: 'Settings', ko_KR: '설정' },
  notifications: { mn_MN: 'Мэдэгдэл', en_US: 'Notifications', ko_KR: '알림' },
  collapse: { mn_MN: 'Цэс хураах', en_US: 'Collapse menu', ko_KR: '메뉴 접기' },
  expand: { mn_MN: 'Цэс дэлгэх', en_US: 'Expand menu', ko_KR: '메뉴 펼치기' },
  menuNotFound: {
    mn_MN: 'Цэсний бичлэг олдсонгүй: {{id}}',
    en_US: 'No menu entry {{id}}',
    ko_KR: '메뉴 항목 {{id}}을(를) 찾을 수 없습니다',
  },
  closeTab: { mn_MN: 'Хаах', en_US: 'Close', ko_KR: '닫기' },
  closeOtherTabs: { mn_MN: 'Бусдыг хаах', en_US: 'Close others', ko_KR: '다른 탭 닫기' },
  selectRole: { mn_MN: 'Эрх сонгох', en_US: 'Select a role', ko_KR: '역할 선택' },
  selectRoleDescription: {
    mn_MN: 'Аль эрхээр ажиллахаа сонгоно уу.',
    en_US: 'Choose the role to work as.',
    ko_KR: '작업할 역할을 선택하세요.',
  },
  role: { mn_MN: 'Эрх', en_US: 'Role', ko_KR: '역할' },
  users: { mn_MN: 'Хэрэглэгчид', en_US: 'Users', ko_KR: '사용자' },
  roles: { mn_MN: 'Эрх, зөвшөөрөл', en_US: 'Roles and permissions', ko_KR: '역할 및 권한' },
  platform: { mn_MN: 'Платформын удирдлага', en_US: 'Platform administration', ko_KR: '플랫폼 관리' },
  platformDescription: {
    mn_MN: 'Хэрэглэгч, эрх болон төслийн тохиргоо, бүтээгчид.',
    en_US: 'Users, roles, the project settings and the builders.',
    ko_KR: '사용자, 역할, 프로젝트 설정과 빌더.',
  },
  comingTag: { mn_MN: 'Удахгүй', en_US: 'Coming', ko_KR: '예정' },
  areaUsers: {
    mn_MN: 'Хэрэглэгчийн жагсаалт, нэмэх, устгасан хэрэглэгчид, сэргээх',
    en_US: 'User list, add, deleted users, restore',
    ko_KR: '사용자 목록, 추가, 삭제된 사용자, 복원',
  },
  areaRoles: {
    mn_MN: 'Эрх, цэсний хандалт, хүснэгтийн эрх',
    en_US: 'Roles, menu access, table rights',
    ko_KR: '역할, 메뉴 접근, 테이블 권한',
  },
  areaData: {
    mn_MN: 'Өгөгдөл бүртгэлийн орчин: маягт, хүснэгт, нэгтгэл',
    en_US: 'Data recording environment: forms, tables, consolidation',
    ko_KR: '데이터 기록 환경: 양식, 표, 집계',
  },
  areaProcessor: {
    mn_MN: 'Өгөгдөл боловсруулагч: график, шинжилгээ',
    en_US: 'Data processor: charts, analysis',
    ko_KR: '데이터 처리기: 차트, 분석',
  },
  areaGraphql: { mn_MN: 'GraphQL удирдлага', en_US: 'GraphQL management', ko_KR: 'GraphQL 관리' },
  areaMenu: { mn_MN: 'Цэсний тохиргоо', en_US: 'Menu settings', ko_KR: '메뉴 설정' },
  areaProjectKey: { mn_MN: 'Төслийн түлхүүр', en_US: 'Project key', ko_KR: '프로젝트 키' },
  areaGenerate: {
    mn_MN: 'Серверийн төсөл үүсгэх (Laravel, Go)',
    en_US: 'Server project generation (Laravel, Go)',
    ko_KR: '서버 프로젝트 생성 (Laravel, Go)',
  },
  areaBuilders: {
    mn_MN: 'Бүтээгчид: маягт, хүснэгт, өгөгдлийн эх сурвалж, график, загвар',
    en_US: 'Builders: form, grid, data source, chart, mock-up',
    ko_KR: '빌더: 양식, 표, 데이터 소스, 차트, 목업',
  },
} as const satisfies Catalogue
