import type { FormWidget } from '@tamga/schema'
import { Button, Card, Flex, Typography } from 'antd'
import { useState } from 'react'
import { FIELD_ICONS } from '../../controls/NamePickers.tsx'
import type { EditorProps } from '../editorProps.ts'
import { FieldPropertyPanel } from './FieldPropertyPanel.tsx'
import { FormCanvas, type FormSelection } from './FormCanvas.tsx'
import { FormPalette } from './FormPalette.tsx'
import { FormPreview } from './FormPreview.tsx'
import { addField, addLayoutNode, type ContainerPointer, placementOf, valueAt } from './formLayout.ts'
import { FormSettingsPanel, LayoutNodePanel } from './SettingsPanels.tsx'
import { usePreviewDocuments } from './usePreviewDocuments.ts'
import { word } from './words.ts'

/** Where a click on the palette adds: after the selected field, into the selected container, else at the end. */
function clickTarget(
  form: EditorProps<'form'>['document'],
  selection: FormSelection,
): { container?: ContainerPointer; index?: number } {
  if (selection.kind === 'field') {
    const name = form.fields[selection.index]?.name
    const at = name === undefined || form.layout === undefined ? undefined : placementOf(form, name)
    return at === undefined ? {} : { container: at.container, index: at.index + 1 }
  }
  if (selection.kind === 'node') {
    const node = valueAt(form, selection.pointer) as { type?: string } | undefined
    if (node?.type === 'row') return { container: `${selection.pointer}/columns/0/children` }
    if (node?.type === 'section' || node?.type === 'step') return { container: `${selection.pointer}/children` }
  }
  return {}
}

/**
 * The form builder: a palette of every widget, the layout with its fields as cards, the
 * selected field's (or row's, or the form's) settings drawn from the schema, and a live preview
 * drawn by the renderer's own RecordForm.
 *
 * @example <FormBuilder {...editorProps} />
 */
export function FormBuilder(props: EditorProps<'form'>) {
  const { document: form, onChange, issues, language, http, documents } = props
  const [selection, setSelection] = useState<FormSelection>({ kind: 'form' })
  const around = usePreviewDocuments(documents, form)
  const scope = {
    documents,
    model: typeof form.model === 'string' ? form.model : undefined,
    fields: (Array.isArray(form.fields) ? form.fields : []).map(({ name, label }) => ({ name, label })),
    icons: FIELD_ICONS,
  }
  const context = { language, issues, form, scope }
  const fieldSelected = selection.kind === 'field' && form.fields[selection.index] !== undefined
  const nodeSelected = selection.kind === 'node' && valueAt(form, selection.pointer) !== undefined

  const add = (widget: FormWidget) => {
    const target = clickTarget(form, selection)
    const added = addField(form, widget, target.container, target.index)
    onChange(added.form, `fields/${added.index}`)
    setSelection({ kind: 'field', index: added.index })
  }
  const addNode = (piece: 'row' | 'section' | 'step') => {
    const target = selection.kind === 'node' ? clickTarget(form, selection).container : undefined
    onChange(addLayoutNode(form, piece, target), 'layout')
  }

  return (
    <Flex vertical gap={12} data-testid="form-builder">
      <Flex gap={12} align="start">
        <Card size="small" style={{ width: 200, flex: 'none', maxHeight: '80vh', overflow: 'auto' }}>
          <FormPalette language={language} onAdd={add} />
        </Card>
        <Card
          size="small"
          style={{ flex: 1, minWidth: 0 }}
          title={word('canvas', language)}
          extra={
            <Flex gap={4}>
              <Button size="small" data-testid="form-add-row" onClick={() => addNode('row')}>
                {word('addRow', language)}
              </Button>
              <Button size="small" data-testid="form-add-section" onClick={() => addNode('section')}>
                {word('addSection', language)}
              </Button>
              {form.type === 'steps' && (
                <Button size="small" data-testid="form-add-step" onClick={() => addNode('step')}>
                  {word('addStep', language)}
                </Button>
              )}
              <Button
                size="small"
                type={selection.kind === 'form' ? 'primary' : 'default'}
                data-testid="form-settings-open"
                onClick={() => setSelection({ kind: 'form' })}
              >
                {word('formSettings', language)}
              </Button>
            </Flex>
          }
        >
          <FormCanvas
            form={form}
            onChange={onChange}
            selection={selection}
            onSelect={setSelection}
            issues={issues}
            language={language}
          />
        </Card>
        <Card
          size="small"
          style={{ width: 380, flex: 'none', maxHeight: '80vh', overflow: 'auto' }}
          title={
            <Typography.Text strong>
              {word(fieldSelected ? 'properties' : nodeSelected ? 'containerSettings' : 'formSettings', language)}
            </Typography.Text>
          }
        >
          {selection.kind === 'field' && fieldSelected ? (
            <FieldPropertyPanel
              form={form}
              index={selection.index}
              onChange={onChange}
              model={around.model}
              context={context}
            />
          ) : selection.kind === 'node' && nodeSelected ? (
            <LayoutNodePanel form={form} pointer={selection.pointer} onChange={onChange} context={context} />
          ) : (
            <FormSettingsPanel form={form} onChange={onChange} context={context} />
          )}
        </Card>
      </Flex>
      <FormPreview
        form={form}
        model={around.model}
        krud={around.krud}
        subForms={around.subForms}
        subModels={around.subModels}
        language={language}
        http={http}
      />
    </Flex>
  )
}
