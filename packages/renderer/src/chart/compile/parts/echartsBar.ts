// The ECharts code of `bar` charts alone, in a chunk of its own (see echartsPartModules.ts).
export { BarChart as extension } from 'echarts/charts'
