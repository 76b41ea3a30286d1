// `@tamga/renderer/crud`: what an app needs to show a krud's screens, and nothing else, so that a
// page importing it is not linked to the renderer's other screens (a bundler places modules by
// what reaches them through static imports; the package's main entry reaches every screen).
// Everything here is also exported from the main entry, `src/index.ts`.
export type { RecordFormUpload } from '../form/RecordFormContext.ts'
export { type UploadRequestOptions, type UploadResult, uploadWithProgress } from '../form/uploadRequest.ts'
export { type MapBackground, MapTilesContext } from '../form/widgets/geographic/mapTiles.ts'
export { type RecordsClient, recordsClient } from '../records/recordsClient.ts'
export { KrudRecordScreen, type KrudRecordScreenProps } from './KrudRecordScreen.tsx'
export { KrudScreen, type KrudScreenProps } from './KrudScreen.tsx'
