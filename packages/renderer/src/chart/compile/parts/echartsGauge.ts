// The ECharts code of `gauge` charts alone, in a chunk of its own (see echartsPartModules.ts).
export { GaugeChart as extension } from 'echarts/charts'
