// The model (table) builder.
export { ModelBuilder } from './ModelBuilder.tsx'
