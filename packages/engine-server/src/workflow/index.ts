// The approval-workflow engine (issue 8): its Fastify plugin, the engine record writes consult,
// and the seed's processes.
export { createWorkflowEngine, type WorkflowEngine, type WorkflowEngineOptions } from './engine.ts'
export { type WorkflowPluginOptions, workflowPlugin } from './plugin.ts'
export { seedProcesses } from './seedProcesses.ts'
