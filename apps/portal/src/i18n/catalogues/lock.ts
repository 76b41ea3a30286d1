import type { Catalogue } from '@tamga/schema'

/** The lock screen's words (spec 2.6, 5). */
export const lock = {
  locked: { mn_MN: 'Дэлгэц түгжээтэй', en_US: 'Screen locked', ko_KR: '화면 잠김' },
  unlock: { mn_MN: 'Түгжээ тайлах', en_US: 'Unlock', ko_KR: '잠금 해제' },
  cancel: { mn_MN: 'Болих', en_US: 'Cancel', ko_KR: '취소' },
  password: { mn_MN: 'Нууц үг', en_US: 'Password', ko_KR: '비밀번호' },
  submit: { mn_MN: 'Тайлах', en_US: 'Unlock', ko_KR: '해제' },
  wrongPassword: { mn_MN: 'Нууц үг буруу байна', en_US: 'Wrong password', ko_KR: '비밀번호가 올바르지 않습니다' },
  imagesOnly: { mn_MN: 'зөвхөн зураг оруулна уу!', en_US: 'Images only, please!', ko_KR: '이미지만 올려 주세요!' },
  changeBackground: { mn_MN: 'Дэвсгэр зураг солих', en_US: 'Change background', ko_KR: '배경 바꾸기' },
  closeAlert: { mn_MN: 'Хаах', en_US: 'Close', ko_KR: '닫기' },
  online: { mn_MN: 'Онлайн', en_US: 'Online', ko_KR: '온라인' },
  offline: { mn_MN: 'Офлайн', en_US: 'Offline', ko_KR: '오프라인' },
  battery: { mn_MN: 'Батарей {{percent}}%', en_US: 'Battery {{percent}}%', ko_KR: '배터리 {{percent}}%' },
  charging: { mn_MN: 'Цэнэглэж байна {{percent}}%', en_US: 'Charging {{percent}}%', ko_KR: '충전 중 {{percent}}%' },
  loading: { mn_MN: 'Ачаалж байна…', en_US: 'Loading…', ko_KR: '불러오는 중…' },
  reload: { mn_MN: 'Дахин ачаалах', en_US: 'Reload', ko_KR: '새로 고침' },
} as const satisfies Catalogue
