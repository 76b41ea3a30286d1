// `@tamga/renderer/chart`: the chart component alone, for pages that show charts and no other
// screen (see `src/crud/index.ts` for why the entries are apart). Also exported from `src/index.ts`.
export { ChartView, type ChartViewProps } from './ChartView.tsx'
