// The ECharts code of `line` charts alone, in a chunk of its own (see echartsPartModules.ts).
export { LineChart as extension } from 'echarts/charts'
