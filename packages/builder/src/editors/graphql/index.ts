// The GraphQL entry builder (spec 3.13).
export { GraphqlBuilder } from './GraphqlBuilder.tsx'
