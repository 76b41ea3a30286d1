// @tamga/renderer: React screens drawn from Tamga documents. The public API is exported here only.

export { ChartView, type ChartViewProps } from './chart/ChartView.tsx'
export { CHART_ICON_NAMES, chartIcon } from './chart/chartIcon.tsx'
export * from './chart/compile/index.ts'
export { type CrudToolbar, crudToolbar } from './crud/crudToolbar.ts'
export { type DownloadResult, downloadWithProgress, saveBlob } from './crud/exportDownload.ts'
export { KrudRecordScreen, type KrudRecordScreenProps } from './crud/KrudRecordScreen.tsx'
export { KrudScreen, type KrudScreenProps } from './crud/KrudScreen.tsx'
export { readErrorAnswer } from './errorAnswers.ts'
export * from './form/compile/index.ts'
export * from './form/index.ts'
export { type MapBackground, MapTilesContext } from './form/widgets/geographic/mapTiles.ts'
export { FIELD_ICON_NAMES, fieldIcon } from './form/widgets/InputWithIconWidget.tsx'
export * from './grid/compile/index.ts'
export * from './grid/index.ts'
export { COLUMN_ICON_NAMES, columnIcon } from './grid/RecordCell.tsx'
export type { ApiFailure, ApiResult, ApiSuccess, HttpClient, HttpMethod, RequestOptions } from './http.ts'
export * from './i18n/index.ts'
export { MENU_ICON_NAMES, menuIcon } from './menuIcons.tsx'
export {
  type FieldOption,
  type FieldOptionsQuery,
  type RecordsClient,
  type RecordWriteOptions,
  recordsClient,
} from './records/recordsClient.ts'
export * from './workflow/index.ts'
