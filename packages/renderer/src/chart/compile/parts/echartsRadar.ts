// The ECharts code of `radar` charts alone, in a chunk of its own (see echartsPartModules.ts).
export { RadarChart as extension } from 'echarts/charts'
