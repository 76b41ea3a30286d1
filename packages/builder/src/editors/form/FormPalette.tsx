import { FORM_WIDGETS, type FormWidget, type LanguageCode } from '@tamga/schema'
import { Button, Flex, Typography } from 'antd'
import { choiceLabel } from '../../controls/propertyWords.ts'
import { DRAG_TYPE, dragText } from './dragData.ts'
import { word } from './words.ts'

export interface FormPaletteProps {
  language: LanguageCode
  /** A click adds the widget where the selection is (the end of the form when nothing is selected). */
  onAdd: (widget: FormWidget) => void
}

/** Every widget the schema allows (`form-palette-{widget}`): click to add, or drag onto the layout. */
export function FormPalette({ language, onAdd }: FormPaletteProps) {
  return (
    <div data-testid="form-palette">
      <Typography.Text strong>{word('palette', language)}</Typography.Text>
      <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginBottom: 6 }}>
        {word('paletteHint', language)}
      </Typography.Paragraph>
      <Flex vertical gap={4}>
        {FORM_WIDGETS.map((widget) => (
          <Button
            key={widget}
            size="small"
            draggable
            style={{ justifyContent: 'flex-start', cursor: 'grab' }}
            data-testid={`form-palette-${widget}`}
            onDragStart={(event) => {
              event.dataTransfer.setData(DRAG_TYPE, dragText({ widget }))
              event.dataTransfer.effectAllowed = 'copy'
            }}
            onClick={() => onAdd(widget)}
          >
            {choiceLabel(widget, language)}
          </Button>
        ))}
      </Flex>
    </div>
  )
}
