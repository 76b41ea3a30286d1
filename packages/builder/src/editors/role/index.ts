// The role builder (spec 3.8, 3.13, 6).
export { RoleBuilder } from './RoleBuilder.tsx'
export { RolePreview, type RolePreviewProps } from './RolePreview.tsx'
