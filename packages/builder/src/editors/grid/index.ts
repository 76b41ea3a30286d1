// The grid builder.
export { GridBuilder } from './GridBuilder.tsx'
