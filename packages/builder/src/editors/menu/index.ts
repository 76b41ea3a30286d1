export { MenuBuilder } from './MenuBuilder.tsx'
