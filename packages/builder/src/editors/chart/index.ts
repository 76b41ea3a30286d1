export { ChartBuilder } from './ChartBuilder.tsx'
