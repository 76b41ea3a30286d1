// The workflow screens' own CSS, kept in a module (as the grid's is) so the renderer needs no CSS
// loader. Colours come from antd's CSS variables, with the default theme's values as fallbacks,
// so the views follow the app's theme (the signature ink and the pad stay as on paper).

/** The text colours of the three vote results: antd's success, warning and error text colours. */
export const VOTE_RESULT_COLORS = {
  Supported: 'var(--ant-color-success-text, #389e0d)',
  ToRecreate: 'var(--ant-color-warning-text, #d48806)',
  Unsupported: 'var(--ant-color-error-text, #cf1322)',
} as const

/** The colour of a signature box's text and border: the ink blue of Lambda's signed documents. */
const SIGNATURE_INK = '#0b4da3'

/** The CSS of the status history view, the status cell and the process panel. */
export const WORKFLOW_CSS = `
.tamga-step-icon {
  display: inline-flex; align-items: center; justify-content: center; flex: none;
  border-radius: 50%; color: #fff; line-height: 1;
}
.tamga-history { display: flex; flex-direction: column; gap: 12px; width: 100%; }
.tamga-history-block {
  border: 1px solid var(--ant-color-success-border, #b7eb8f); border-radius: 8px; padding: 12px 12px 4px;
}
.tamga-history-entries { list-style: none; margin: 0; padding: 0; position: relative; }
.tamga-history-entry { display: flex; gap: 12px; position: relative; padding-bottom: 16px; }
.tamga-history-entry:not(:last-child)::before {
  content: ''; position: absolute; left: var(--tamga-history-rail, 16px); top: 4px; bottom: 0;
  border-left: 1px solid var(--ant-color-border, #d9d9d9);
}
.tamga-history-entry > .tamga-step-icon { position: relative; z-index: 1; }
/* An entry not done is dimmed (spec 4.3); the votes under a VOTE entry are given ones, shown plainly. */
.tamga-history-entry-dimmed > .tamga-step-icon, .tamga-history-entry-dimmed .tamga-history-entry-head { opacity: 0.6; }
.tamga-history-entry-body { flex: 1 1 auto; min-width: 0; }
.tamga-history-title { margin: 4px 0 2px; font-weight: 600; font-size: 14px; color: var(--ant-color-text, rgba(0,0,0,.88)); }
.tamga-history-date { display: block; margin-bottom: 6px; font-size: 13px; color: var(--ant-color-text-secondary, rgba(0,0,0,.65)); }
.tamga-history-awaiting { font-style: italic; }
.tamga-history-description {
  margin: 0 0 6px; padding: 6px 8px; border-radius: 6px; font-size: 13px; white-space: pre-wrap; overflow-wrap: anywhere;
  background: var(--ant-color-info-bg, #e6f4ff); color: var(--ant-color-text, rgba(0,0,0,.88));
}
.tamga-history-person { font-size: 12px; line-height: 1.5; color: var(--ant-color-text-secondary, rgba(0,0,0,.65)); }
.tamga-signature {
  display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: 8px 12px; align-items: center;
  margin-top: 6px; padding: 8px 10px; border: 1px solid ${SIGNATURE_INK}; border-radius: 6px;
  color: ${SIGNATURE_INK}; font-size: 12px; line-height: 1.5;
}
.tamga-history-small .tamga-signature { grid-template-columns: minmax(0, 1fr); padding: 6px 8px; }
.tamga-signature-mark { text-align: center; overflow-wrap: anywhere; }
.tamga-signature-text { display: block; font-family: 'Segoe Script', 'Brush Script MT', cursive; font-size: 16px; }
.tamga-signature-date { white-space: nowrap; }
.tamga-signature-image { display: block; height: 40px; max-width: 100%; margin: 0 auto 2px; object-fit: contain; }
.tamga-history-small .tamga-signature-date { white-space: nowrap; }
.tamga-signature-image { height: 28px; }
.tamga-history-small .tamga-signature-text { font-size: 14px; }
.tamga-history-votes-heading { margin: 8px 0 4px; font-size: 13px; font-weight: 600; color: var(--ant-color-text, rgba(0,0,0,.88)); }
.tamga-vote { margin-top: 6px; }
.tamga-vote-pending { opacity: 0.6; }
.tamga-vote-result { font-weight: 600; }
.tamga-vote-result-Supported { color: ${VOTE_RESULT_COLORS.Supported}; }
.tamga-vote-result-ToRecreate { color: ${VOTE_RESULT_COLORS.ToRecreate}; }
.tamga-vote-result-Unsupported { color: ${VOTE_RESULT_COLORS.Unsupported}; }
.tamga-history-empty { padding: 12px 0; }
.tamga-history-popover { width: min(440px, 90vw); max-height: min(520px, 70vh); overflow-y: auto; padding-right: 4px; }
.tamga-status-cell {
  padding: 0; border: 0; background: none; cursor: pointer; font: inherit; color: var(--ant-color-link, #1677ff);
  text-align: start; text-decoration: underline dotted; text-underline-offset: 3px;
}
.tamga-status-cell:hover { color: var(--ant-color-link-hover, #69b1ff); }
.tamga-status-badge { margin-inline-end: 0; }
.tamga-status-cell .tamga-status-badge { cursor: pointer; }
.tamga-approval { display: flex; flex-direction: column; gap: 12px; }
.tamga-approval-tools { display: flex; justify-content: flex-end; align-items: center; gap: 4px; }
.tamga-approval-heading { margin: 4px 0 0; font-size: 14px; font-weight: 600; }
.tamga-record-summary th { width: 40%; font-weight: 500; }
.tamga-process-panel { display: flex; flex-direction: column; gap: 12px; }
.tamga-process-status { display: flex; align-items: center; gap: 8px; flex-wrap: wrap; }
.tamga-process-step {
  border: 1px solid var(--ant-color-border-secondary, #f0f0f0); border-radius: 8px; padding: 12px;
  display: flex; flex-direction: column; gap: 10px;
}
.tamga-process-step-head { display: flex; align-items: center; gap: 10px; }
.tamga-process-step-title { font-weight: 600; }
.tamga-process-step-meta { font-size: 12px; color: var(--ant-color-text-secondary, rgba(0,0,0,.65)); }
.tamga-process-field-label { display: block; margin-bottom: 4px; font-size: 13px; font-weight: 500; }
.tamga-signature-pad {
  display: block; width: 100%; height: 140px; touch-action: none; cursor: crosshair;
  border: 1px dashed var(--ant-color-border, #d9d9d9); border-radius: 6px; background: #fff;
}
.tamga-voters { display: flex; flex-direction: column; gap: 4px; margin: 0; padding: 0; list-style: none; }
.tamga-voter { display: flex; align-items: center; justify-content: space-between; gap: 8px; font-size: 13px; }
.tamga-vote-tally { display: flex; gap: 6px; flex-wrap: wrap; }
`
