// Charts, data sources and the pivot (issue 6), the admin dashboard (issue 7): the plugins and
// the compilers other domains use.
export { isStatementTimeout } from './analyticsErrors.ts'
export { mayReadChart } from './chartAccess.ts'
export {
  type ChartDimension,
  type ChartRowsSource,
  type CompiledChart,
  compileChart,
  MAX_CHART_ROWS,
} from './compileChart.ts'
export {
  type CompileDatasourceOptions,
  type CompiledDatasource,
  compileDatasource,
  type DatasourceOutput,
} from './compileDatasource.ts'
export {
  type CompiledPivot,
  type CompilePivotOptions,
  compilePivot,
  MAX_PIVOT_CELLS,
  PIVOT_AGGREGATES,
  type PivotAggregate,
  type PivotRequest,
  type PivotTable,
} from './compilePivot.ts'
export { type DashboardPluginOptions, dashboardPlugin } from './dashboardPlugin.ts'
export {
  compileDatasourceForCaller,
  type DatasourceForCallerOptions,
  datasourceFromItem,
} from './datasourceForCaller.ts'
export { datasourceListSource } from './datasourceListSource.ts'
export {
  type ParameterValue,
  type ReadParametersOptions,
  readDatasourceParameters,
} from './datasourceParameters.ts'
export {
  type AnalyticsPluginOptions,
  analyticsPlugin,
  DEFAULT_DATASOURCE_ROWS,
  MAX_DATASOURCE_ROWS,
} from './plugin.ts'
export { datasourceReadAccess, type RowAccess } from './readAccess.ts'
export { DASHBOARD_ACTIVITY_ROWS, labelField, recentActivity } from './recentActivity.ts'
export { DEFAULT_STATEMENT_TIMEOUT_MS, runBounded } from './runBounded.ts'
export { type ValueKind, valueKindOf } from './valueKinds.ts'
