import { ICON_CELL_CLASS, NEGATIVE_CELL_CLASS, POSITIVE_CELL_CLASS } from './compile/index.ts'

/** The class of a records grid's wrapper; the rules below apply inside it only. */
export const RECORDS_GRID_CLASS = 'tamga-records-grid'

/** The colours of a `threshold` colour rule's cells (spec 9: green at 1 or more, red below; the spec's red). */
export const THRESHOLD_COLORS = {
  positive: { background: '#e6f4ea', text: '#1e7e34' },
  negative: { background: '#fdecea', text: '#e13812' },
} as const

/**
 * The records grid's own CSS, beside ag-grid's theme (which the Theming API injects): the
 * colour rule's cells, the drawn cells (thumbnails, swatches, tags, icons) and the consolidation
 * row. Kept in a module rather than a .css file, so the renderer needs no CSS loader.
 */
export const RECORDS_GRID_CSS = `
.${RECORDS_GRID_CLASS} { display: flex; flex-direction: column; gap: 8px; min-height: 0; }
.${RECORDS_GRID_CLASS} .tamga-records-grid-body { flex: 1 1 auto; min-height: 0; }
.${RECORDS_GRID_CLASS} .${POSITIVE_CELL_CLASS} {
  background-color: ${THRESHOLD_COLORS.positive.background};
  color: ${THRESHOLD_COLORS.positive.text};
}
.${RECORDS_GRID_CLASS} .${NEGATIVE_CELL_CLASS} {
  background-color: ${THRESHOLD_COLORS.negative.background};
  color: ${THRESHOLD_COLORS.negative.text};
}
.${RECORDS_GRID_CLASS} .${ICON_CELL_CLASS} .tamga-cell-with-icon { display: inline-flex; align-items: center; gap: 6px; }
.${RECORDS_GRID_CLASS} .tamga-cell-images { display: inline-flex; align-items: center; gap: 4px; height: 100%; }
.${RECORDS_GRID_CLASS} .tamga-cell-thumb {
  width: 28px; height: 28px; object-fit: cover; border-radius: 4px; vertical-align: middle;
  background: var(--ag-chrome-background-color, #f5f5f5);
}
.${RECORDS_GRID_CLASS} .tamga-cell-more { font-size: 12px; opacity: 0.7; }
.${RECORDS_GRID_CLASS} .tamga-cell-files a { margin-right: 8px; }
.${RECORDS_GRID_CLASS} .tamga-cell-swatch {
  display: inline-block; width: 14px; height: 14px; margin-right: 6px; vertical-align: middle;
  border-radius: 3px; border: 1px solid rgba(0, 0, 0, 0.15);
}
.${RECORDS_GRID_CLASS} .tamga-cell-tag, .${RECORDS_GRID_CLASS} .tamga-cell-status { margin-inline-end: 4px; }
.${RECORDS_GRID_CLASS} .ag-row-pinned { font-weight: 600; }
/* A consolidation's label and value are read whole: they run on over the empty cells beside. */
.${RECORDS_GRID_CLASS} .ag-row-pinned .ag-cell { overflow: visible; text-overflow: clip; }
`
