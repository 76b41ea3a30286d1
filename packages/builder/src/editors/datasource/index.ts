export { DatasourceBuilder } from './DatasourceBuilder.tsx'
