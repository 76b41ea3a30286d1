// The form builder (issue 10): the one export the builder frame mounts for form documents.
export { FormBuilder } from './FormBuilder.tsx'
