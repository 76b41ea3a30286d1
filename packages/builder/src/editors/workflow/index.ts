// The workflow designer: the builder frame mounts WorkflowBuilder for `workflow` documents.
export { WorkflowBuilder } from './WorkflowBuilder.tsx'
