// The ECharts code of `scatter` charts alone, in a chunk of its own (see echartsPartModules.ts).
export { ScatterChart as extension } from 'echarts/charts'
