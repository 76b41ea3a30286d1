// The 19 step types to add: a click adds one below the others, a drag drops one where it is let go.
import { StepTypeIcon } from '@tamga/renderer/workflow'
import { type LanguageCode, STEP_TYPES, type StepType } from '@tamga/schema'
import { Typography } from 'antd'
import { choiceLabel } from '../../controls/propertyWords.ts'
import { workflowWord } from './words.ts'

/** The drag-and-drop data type a palette item carries: the step type. */
export const STEP_TYPE_DRAG_FORMAT = 'application/x-tamga-step-type'

export interface StepPaletteProps {
  language: LanguageCode
  onAdd: (type: StepType) => void
}

/** One button per step type, with the type's badge, icon and name. */
export function StepPalette({ language, onAdd }: StepPaletteProps) {
  return (
    <nav className="tamga-wf-palette" aria-label={workflowWord('palette', language)}>
      <Typography.Text strong>{workflowWord('palette', language)}</Typography.Text>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {workflowWord('paletteHint', language)}
      </Typography.Text>
      {STEP_TYPES.map((type) => {
        const label = choiceLabel(type, language)
        return (
          <button
            key={type}
            type="button"
            draggable
            className="tamga-wf-palette-item"
            data-testid={`workflow-palette-${type}`}
            title={label}
            onClick={() => onAdd(type)}
            onDragStart={(event) => {
              event.dataTransfer.setData(STEP_TYPE_DRAG_FORMAT, type)
              event.dataTransfer.effectAllowed = 'copy'
            }}
          >
            <StepTypeIcon type={type} size={22} />
            <span>{label}</span>
          </button>
        )
      })}
    </nav>
  )
}
