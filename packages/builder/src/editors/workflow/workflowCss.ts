// The designer's CSS, kept in a module (as the renderer's workflow views keep theirs) so the
// builder needs no CSS loader beyond xyflow's own stylesheet. Colours come from antd's CSS
// variables with the default theme's values as fallbacks.

/** The CSS of the workflow designer: the layout, the step nodes and their ports. */
export const WORKFLOW_BUILDER_CSS = `
.tamga-wf { display: flex; gap: 12px; height: 640px; min-height: 420px; }
.tamga-wf-palette { width: 190px; flex: none; overflow-y: auto; display: flex; flex-direction: column; gap: 4px; }
.tamga-wf-palette-item {
  display: flex; align-items: center; gap: 8px; padding: 4px 6px; border-radius: 6px; cursor: grab;
  border: 1px solid var(--ant-color-border-secondary, #f0f0f0); background: var(--ant-color-bg-container, #fff);
  font-size: 13px; text-align: left; width: 100%;
}
.tamga-wf-palette-item:hover, .tamga-wf-palette-item:focus-visible { border-color: var(--ant-color-primary, #1677ff); }
.tamga-wf-canvas {
  flex: 1 1 auto; min-width: 0; border: 1px solid var(--ant-color-border, #d9d9d9); border-radius: 8px;
}
.tamga-wf-side { width: 340px; flex: none; overflow-y: auto; display: flex; flex-direction: column; gap: 12px; }
.tamga-step-icon {
  display: inline-flex; align-items: center; justify-content: center; flex: none;
  border-radius: 50%; color: #fff; line-height: 1;
}
.tamga-wf-node {
  min-width: 180px; max-width: 340px; border-radius: 8px; background: var(--ant-color-bg-container, #fff);
  border: 2px solid var(--tamga-wf-node-color); box-shadow: 0 1px 3px rgba(0,0,0,.08); font-size: 12px;
}
.tamga-wf-node-selected { box-shadow: 0 0 0 3px var(--ant-color-primary-border, #91caff); }
.tamga-wf-node-invalid { border-color: var(--ant-color-error, #ff4d4f); background: var(--ant-color-error-bg, #fff2f0); }
.tamga-wf-node-head { display: flex; align-items: center; gap: 6px; padding: 6px 8px 2px; }
.tamga-wf-node-type {
  color: #fff; background: var(--tamga-wf-node-color); border-radius: 4px; padding: 0 6px; font-size: 10px;
  font-weight: 600; letter-spacing: .02em;
}
.tamga-wf-node-title { padding: 2px 8px 8px; font-weight: 600; font-size: 13px; overflow-wrap: anywhere; }
.tamga-wf-node-id { padding: 0 8px 4px; opacity: .55; font-size: 11px; }
.tamga-wf-ports { display: flex; gap: 4px; padding: 0 6px 10px; flex-wrap: wrap; justify-content: center; }
.tamga-wf-port {
  position: relative; padding: 1px 6px; border-radius: 10px; font-size: 11px;
  background: var(--ant-color-fill-tertiary, rgba(0,0,0,.04)); border: 1px solid var(--ant-color-border, #d9d9d9);
}
.tamga-wf-port-invalid { border-color: var(--ant-color-error, #ff4d4f); color: var(--ant-color-error-text, #cf1322); }
.tamga-wf-port-approve { border-color: var(--ant-color-success-border, #b7eb8f); }
.tamga-wf-port-reject { border-color: var(--ant-color-error-border, #ffccc7); }
.tamga-wf-port-recreate { border-color: var(--ant-color-warning-border, #ffe58f); }
.tamga-wf-port .react-flow__handle { width: 10px; height: 10px; bottom: -11px; }
.tamga-wf-node .react-flow__handle-top { width: 12px; height: 12px; }

.tamga-wf-issues-card { flex: none; max-height: 220px; overflow-y: auto; }
.tamga-wf-issues { margin: 6px 0 0; padding-left: 18px; font-size: 12px; }
.tamga-wf-issues li { margin-bottom: 4px; }
.tamga-wf-issue-link { all: unset; cursor: pointer; }
.tamga-wf-issue-link:hover, .tamga-wf-issue-link:focus-visible { color: var(--ant-color-error, #ff4d4f); text-decoration: underline; }
`
