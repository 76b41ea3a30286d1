// The mock-up builder (spec 2.8) and the standalone device preview any screen can offer.
export { MockupBuilder } from './MockupBuilder.tsx'
export { MockupPreview, type MockupPreviewProps } from './MockupPreview.tsx'
