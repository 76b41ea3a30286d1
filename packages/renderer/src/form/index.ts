// The React form of @tamga/renderer: RecordForm draws a Tamga form document with rjsf's antd
// theme and saves through the records API. `uploadWithProgress` is what the app builds the
// form's `upload` from.
export { RecordForm, type RecordFormProps } from './RecordForm.tsx'
export type { RecordFormUpload } from './RecordFormContext.ts'
export { type UploadRequestOptions, type UploadResult, uploadWithProgress } from './uploadRequest.ts'
export type { UploadedFile } from './uploadValue.ts'
