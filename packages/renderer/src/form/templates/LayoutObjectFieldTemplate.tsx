import type { FormContextType, ObjectFieldTemplateProps, RJSFSchema } from '@rjsf/utils'
import { Steps } from 'antd'
import { Fragment } from 'react'
import type { FormValues } from '../compile/index.ts'
import { fieldsOfBlocks } from '../layoutPlaces.ts'
import { useRecordForm } from '../RecordFormContext.ts'
import { LayoutBlocks } from './LayoutBlocks.tsx'

/**
 * rjsf's object template for the record: instead of one field under another, the compiled
 * layout — rows, columns, sections, tabs, or the pages of a step-by-step form under antd's
 * Steps — with each field where the document places it. Record fields the layout does not
 * place (hidden ones) are drawn out of sight, so their values still travel in the record.
 */
export function LayoutObjectFieldTemplate(props: ObjectFieldTemplateProps<FormValues, RJSFSchema, FormContextType>) {
  const form = useRecordForm()
  if (props.fieldPathId.path.length > 0) {
    return (
      <div id={props.fieldPathId.$id}>
        {props.properties.map((property) =>
          property.hidden ? null : <Fragment key={property.name}>{property.content}</Fragment>,
        )}
      </div>
    )
  }
  const { layout } = form.compiled
  const contents = new Map(props.properties.map((property) => [property.name, property.content]))
  const placed = new Set(layout.placed)
  const carried = props.properties.filter((property) => !placed.has(property.name))
  const blocks = layout.type === 'steps' ? (layout.steps[form.step]?.children ?? []) : layout.blocks
  return (
    <div id={props.fieldPathId.$id} className="record-form-layout">
      {layout.type === 'steps' && (
        <Steps
          current={form.step}
          onChange={(step) => form.goToStep(step)}
          items={layout.steps.map((step, index) => ({
            title: step.title,
            content: step.description,
            disabled: index > form.step,
            // A page holding a field with an error says so, whichever page is shown.
            ...(fieldsOfBlocks(step.children).some((name) => form.errorFields.has(name)) ? { status: 'error' } : {}),
          }))}
          style={{ marginBottom: 24 }}
        />
      )}
      <LayoutBlocks blocks={blocks} contents={contents} />
      {carried.length > 0 && (
        <div hidden>
          {carried.map((property) => (
            <Fragment key={property.name}>{property.content}</Fragment>
          ))}
        </div>
      )}
    </div>
  )
}
