// The ECharts code of the toolbox alone, in a chunk of its own (see echartsPartModules.ts).
export { ToolboxComponent as extension } from 'echarts/components'
