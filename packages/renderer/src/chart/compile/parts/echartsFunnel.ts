// The ECharts code of `funnel` charts alone, in a chunk of its own (see echartsPartModules.ts).
export { FunnelChart as extension } from 'echarts/charts'
