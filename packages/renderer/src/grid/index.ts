// The React grid of @tamga/renderer: a krud's records in ag-grid over the records API.
export { RECORDS_GRID_MODULES } from './agGridModules.ts'
export { fileUrls, linkHref, UPLOADS_API_BASE } from './cellContent.ts'
export { type CellEdit, type CellEditOutcome, type CellEditSaverOptions, cellEditSaver } from './cellEdits.ts'
export {
  type BlockFailure,
  type BlockRequest,
  type LoadedPage,
  type PageTotals,
  pageTotals,
  type RecordsDatasource,
  type RecordsDatasourceOptions,
  recordsDatasource,
} from './datasource.ts'
export {
  firstBlockRequest,
  initialSortModel,
  type PrefetchedPage,
  type PrefetchFirstPageOptions,
  prefetchFirstPage,
} from './firstPage.ts'
export { RecordsGrid, type RecordsGridProps } from './RecordsGrid.tsx'
