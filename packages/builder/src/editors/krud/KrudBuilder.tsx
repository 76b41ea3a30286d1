// The krud builder: which form and grid make the CRUD screen, what it offers, its workflow.
import { DEFAULT_KRUD_ACTIONS, KRUD_ACTIONS, KRUD_TEMPLATES, type KrudAction, type KrudTemplate } from '@tamga/schema'
import { Checkbox, Form, Radio, Select, Switch } from 'antd'
import type { ReactNode } from 'react'
import { useDocumentNames } from '../../client/useDocuments.ts'
import { documentNameOptions } from '../../controls/documentNameOptions.ts'
import { formItemIssues, issuesAt } from '../../controls/issuesAt.ts'
import { LocalizedTextInput } from '../../controls/LocalizedTextInput.tsx'
import { PropertyLabel } from '../../controls/PropertyLabel.tsx'
import { PropertyRows } from '../../controls/PropertyRows.tsx'
import type { EditorProps } from '../editorProps.ts'
import { KrudPartOffer } from './KrudPartOffer.tsx'
import { withKrudActions, withOptionalKrud } from './krudEdits.ts'
import { krudActionWord, krudTemplateWord, krudWord } from './words.ts'

/**
 * The visual editor of a `krud` document: title per language, the form and the grid it joins,
 * the form's layout, the actions it offers, its approval workflow and the public flag.
 *
 * Test ids: `krud-title` (`krud-title-{language}` per box), `krud-form`, `krud-grid`,
 * `krud-template`, `krud-actions` (`krud-action-{action}` per box), `krud-workflow`, `krud-public`.
 */
export function KrudBuilder(props: EditorProps<'krud'>): ReactNode {
  const { document, onChange, issues, language } = props
  const forms = useDocumentNames(props.documents, 'form')
  const grids = useDocumentNames(props.documents, 'grid')
  const workflows = useDocumentNames(props.documents, 'workflow')

  const at = (pointer: string) => formItemIssues(issuesAt(issues, pointer, true), language)
  const status = (pointer: string) => (issuesAt(issues, pointer, true).length > 0 ? ('error' as const) : undefined)
  const actions = Array.isArray(document.actions) ? document.actions : DEFAULT_KRUD_ACTIONS

  const label = (name: string, required = false) => (
    <PropertyLabel name={name} language={language} required={required} />
  )
  // The label says "*" itself, so the form's own mark does not stand beside the question mark.
  const titleItem = (
    <Form.Item label={label('title', true)} {...at('/title')}>
      <LocalizedTextInput
        value={document.title}
        testId="krud-title"
        invalid={status('/title') === 'error'}
        onChange={(title) => onChange({ ...document, title: title ?? '' }, 'title')}
      />
    </Form.Item>
  )
  const formItem = (
    <Form.Item label={label('form', true)} {...at('/form')}>
      <Select
        showSearch
        value={document.form === '' ? undefined : document.form}
        status={status('/form')}
        data-testid="krud-form"
        options={documentNameOptions(forms, language, document.form)}
        onChange={(form: string) => onChange({ ...document, form }, 'form')}
      />
    </Form.Item>
  )
  const gridItem = (
    <Form.Item label={label('grid', true)} {...at('/grid')}>
      <Select
        showSearch
        value={document.grid === '' ? undefined : document.grid}
        status={status('/grid')}
        data-testid="krud-grid"
        options={documentNameOptions(grids, language, document.grid)}
        onChange={(grid: string) => onChange({ ...document, grid }, 'grid')}
      />
    </Form.Item>
  )
  const templateItem = (
    <Form.Item label={label('template')} {...at('/template')}>
      <Radio.Group
        value={document.template ?? 'canvas'}
        data-testid="krud-template"
        optionType="button"
        options={KRUD_TEMPLATES.map((template) => ({ value: template, label: krudTemplateWord(template, language) }))}
        onChange={(event) =>
          onChange(withOptionalKrud(document, 'template', event.target.value as KrudTemplate), 'template')
        }
      />
    </Form.Item>
  )
  const actionsItem = (
    <Form.Item label={label('actions')} extra={krudWord('defaultActions', language)} {...at('/actions')}>
      <Checkbox.Group
        value={[...actions]}
        data-testid="krud-actions"
        onChange={(chosen) => onChange(withKrudActions(document, chosen as KrudAction[]), 'actions')}
      >
        {KRUD_ACTIONS.map((action) => (
          <Checkbox key={action} value={action} data-testid={`krud-action-${action}`}>
            {krudActionWord(action, language)}
          </Checkbox>
        ))}
      </Checkbox.Group>
    </Form.Item>
  )
  const workflowItem = (
    <Form.Item label={label('workflow')} {...at('/workflow')}>
      <Select
        showSearch
        allowClear
        placeholder={krudWord('noWorkflow', language)}
        value={document.workflow}
        status={status('/workflow')}
        data-testid="krud-workflow"
        options={documentNameOptions(workflows, language, document.workflow)}
        onChange={(workflow: string | undefined) =>
          onChange(withOptionalKrud(document, 'workflow', workflow), 'workflow')
        }
      />
    </Form.Item>
  )
  const publicItem = (
    <Form.Item label={label('public')} extra={krudWord('publicHelp', language)} {...at('/public')}>
      <Switch
        checked={document.public === true}
        data-testid="krud-public"
        onChange={(checked) => onChange(withOptionalKrud(document, 'public', checked ? true : undefined), 'public')}
      />
    </Form.Item>
  )

  return (
    <Form layout="vertical" style={{ maxWidth: 720 }} data-testid="krud-builder">
      <KrudPartOffer document={document} documents={props.documents} language={language} onChange={onChange} />
      <PropertyRows
        language={language}
        rows={[
          [{ key: 'title', node: titleItem }],
          [
            { key: 'form', node: formItem },
            { key: 'grid', node: gridItem },
          ],
          [{ key: 'template', node: templateItem }],
          [{ key: 'actions', node: actionsItem }],
          [{ key: 'workflow', node: workflowItem }],
          [{ key: 'public', node: publicItem }],
        ]}
      />
    </Form>
  )
}
