// The ECharts code of `pie` charts alone, in a chunk of its own (see echartsPartModules.ts).
export { PieChart as extension } from 'echarts/charts'
