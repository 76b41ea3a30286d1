import type { Catalogue } from '@tamga/schema'
import { namespace } from '../../../i18n/namespaces.ts'

/** The words of the map field, Mongolian first (spec 9). */
const GEOGRAPHIC_WIDGET_MESSAGES = {
  plain: { mn_MN: 'Энгийн', en_US: 'Plain', ko_KR: '기본' },
  satellite: { mn_MN: 'Хиймэл дагуул', en_US: 'Satellite', ko_KR: '위성' },
  street: { mn_MN: 'Гудамж', en_US: 'Streets', ko_KR: '거리' },
  openstreetmap: { mn_MN: 'OpenStreetMap', en_US: 'OpenStreetMap', ko_KR: 'OpenStreetMap' },
  /** The tiles of the chosen background did not load: the plain one is shown instead. */
  tilesFailed: {
    mn_MN: 'Газрын зургийн зураг ачаалагдсангүй: энгийн дэвсгэр харуулж байна',
    en_US: 'The map tiles did not load: showing a plain background',
    ko_KR: '지도 타일을 불러오지 못해 기본 배경을 표시합니다',
  },
  drawPoint: {
    mn_MN: 'Зүүн дээд буланд байрлах цэгийн хэрэгслээр байршлыг тэмдэглэнэ үү',
    en_US: 'Mark the place with the marker tool at the top left',
    ko_KR: '왼쪽 위의 마커 도구로 위치를 표시하세요',
  },
  drawLine: {
    mn_MN: 'Зүүн дээд буланд байрлах шугамын хэрэгслээр шугам зурна уу',
    en_US: 'Draw the line with the line tool at the top left',
    ko_KR: '왼쪽 위의 선 도구로 선을 그리세요',
  },
  drawPolygon: {
    mn_MN: 'Зүүн дээд буланд байрлах олон өнцөгтийн хэрэгслээр хилийг зурна уу',
    en_US: 'Draw the area with the polygon tool at the top left',
    ko_KR: '왼쪽 위의 다각형 도구로 영역을 그리세요',
  },
  noShape: { mn_MN: 'Зураагүй байна', en_US: 'Nothing drawn', ko_KR: '그린 도형이 없습니다' },
} as const satisfies Catalogue

/** A text of the map field in `language`, base maps' names among them. */
export const geographicMessage = namespace('geographic', GEOGRAPHIC_WIDGET_MESSAGES)

/**
 * The drawing toolbar's words in Mongolian, which Geoman does not ship (it has English and
 * Korean): the buttons and hints the map field's toolbar shows.
 */
export const GEOMAN_MONGOLIAN = {
  tooltips: {
    placeMarker: 'Байршлыг тэмдэглэхийн тулд дарна уу',
    firstVertex: 'Эхний цэгийг тавихын тулд дарна уу',
    continueLine: 'Дараагийн цэгийг тавихын тулд дарна уу',
    finishLine: 'Дуусгахын тулд сүүлийн цэг дээр дахин дарна уу',
    finishPoly: 'Дуусгахын тулд эхний цэг дээр дарна уу',
  },
  actions: {
    finish: 'Дуусгах',
    cancel: 'Болих',
    removeLastVertex: 'Сүүлийн цэгийг хасах',
  },
  buttonTitles: {
    drawMarkerButton: 'Цэг тэмдэглэх',
    drawPolyButton: 'Олон өнцөгт зурах',
    drawLineButton: 'Шугам зурах',
    editButton: 'Оройг засах',
    dragButton: 'Зөөх',
    deleteButton: 'Устгах',
  },
} as const
