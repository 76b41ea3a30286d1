export { KrudBuilder } from './KrudBuilder.tsx'
