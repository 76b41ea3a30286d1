// The workflow designer says as soon as the table is chosen that it lacks the status column the
// workflow needs, and adds it: the model's migration is shown first, the model saved through
// the documents API on confirmation, and the workflow can then be saved. The server refuses
// the workflow without the column whatever the browser shows.
import type { LanguageCode, ModelDocument, WorkflowDocument } from '@tamga/schema'
import { Alert, Button, Modal, Space, Typography } from 'antd'
import { type JSX, useState } from 'react'
import type { DocumentsClient } from '../../client/documentsClient.ts'
import { useDocument } from '../../client/useDocuments.ts'
import { MigrationPanel } from '../model/MigrationPanel.tsx'
import { useModelPlan } from '../model/useModelPlan.ts'
import { statusOfferWord } from './offerWords.ts'
import { missingStatusColumn, withStatusColumn } from './statusColumnOffer.ts'

/** The model with the column added, and the revision it was read at (the save's guard). */
interface Proposal {
  model: ModelDocument
  revision: number
  column: string
}

export interface StatusColumnOfferProps {
  document: WorkflowDocument
  documents: DocumentsClient
  language: LanguageCode
}

/**
 * A warning with one button when the workflow's model lacks its status column, the migration
 * in a dialog, and a note once the column is added; nothing otherwise.
 *
 * Test ids: `workflow-status-offer`, `workflow-status-offer-add`, `workflow-status-dialog`,
 * `workflow-status-offer-confirm`, `workflow-status-added`.
 */
export function StatusColumnOffer({ document, documents, language }: StatusColumnOfferProps): JSX.Element | null {
  const stored = useDocument(documents, 'model', document.model === '' ? undefined : document.model)
  // What this offer saved stands for the model until the stored one is read again.
  const [saved, setSaved] = useState<ModelDocument | undefined>(undefined)
  const [proposal, setProposal] = useState<Proposal | undefined>(undefined)
  const [failure, setFailure] = useState<string | undefined>(undefined)
  const [reading, setReading] = useState(false)
  const model = saved !== undefined && saved.name === document.model ? saved : stored
  const column = missingStatusColumn(document, model)
  const w = (key: Parameters<typeof statusOfferWord>[0], values?: Record<string, string>) =>
    statusOfferWord(key, language, values)

  if (column === undefined) {
    if (saved === undefined || saved.name !== document.model) return null
    return (
      <Alert
        type="success"
        showIcon
        data-testid="workflow-status-added"
        title={w('added', { model: saved.name, column: document.statusColumn })}
      />
    )
  }

  const open = async () => {
    setReading(true)
    setFailure(undefined)
    // The newest revision: the save is refused if someone changed the model in between.
    const answer = await documents.get('model', document.model)
    setReading(false)
    if (!answer.ok || answer.data.document.kind !== 'model') {
      setFailure(w('readFailed', { model: document.model, message: answer.ok ? '' : answer.message }))
      return
    }
    setProposal({ model: withStatusColumn(answer.data.document, column), revision: answer.data.revision, column })
  }

  return (
    <>
      <Alert
        type="warning"
        showIcon
        data-testid="workflow-status-offer"
        title={w('missing', { model: document.model, column })}
        description={
          <Space orientation="vertical" size={8} style={{ width: '100%' }}>
            <span>{w('missingHelp')}</span>
            {failure !== undefined && <Typography.Text type="danger">{failure}</Typography.Text>}
            <Button
              type="primary"
              size="small"
              loading={reading}
              onClick={open}
              data-testid="workflow-status-offer-add"
            >
              {w('add')}
            </Button>
          </Space>
        }
      />
      {proposal !== undefined && (
        <StatusColumnDialog
          proposal={proposal}
          documents={documents}
          language={language}
          onClose={() => setProposal(undefined)}
          onSaved={(next) => {
            setSaved(next)
            setProposal(undefined)
          }}
        />
      )}
    </>
  )
}

/** The migration the added column makes, and the save that makes it, once confirmed. */
function StatusColumnDialog({
  proposal,
  documents,
  language,
  onClose,
  onSaved,
}: {
  proposal: Proposal
  documents: DocumentsClient
  language: LanguageCode
  onClose: () => void
  onSaved: (model: ModelDocument) => void
}): JSX.Element {
  const plan = useModelPlan(documents, proposal.model)
  const [saving, setSaving] = useState(false)
  const [failure, setFailure] = useState<string | undefined>(undefined)
  const names = { model: proposal.model.name, column: proposal.column }
  const w = (key: Parameters<typeof statusOfferWord>[0], values?: Record<string, string>) =>
    statusOfferWord(key, language, values)
  // Only a plan that the server answered without objections is confirmed.
  const ready = plan.state.status === 'ready' && plan.state.plan.issues.length === 0

  const confirm = async () => {
    setSaving(true)
    setFailure(undefined)
    const answer = await documents.save(proposal.model, { revision: proposal.revision })
    setSaving(false)
    if (!answer.ok) {
      setFailure(w('saveFailed', { message: answer.message }))
      return
    }
    onSaved(answer.data.document.kind === 'model' ? answer.data.document : proposal.model)
  }

  return (
    <Modal
      open
      width={720}
      title={w('dialogTitle', names)}
      onCancel={onClose}
      footer={[
        <Button key="cancel" onClick={onClose}>
          {w('cancel')}
        </Button>,
        <Button
          key="confirm"
          type="primary"
          disabled={!ready}
          loading={saving}
          onClick={confirm}
          data-testid="workflow-status-offer-confirm"
        >
          {w('confirm')}
        </Button>,
      ]}
    >
      <Space orientation="vertical" style={{ width: '100%' }} data-testid="workflow-status-dialog">
        <Typography.Paragraph style={{ margin: 0 }}>{w('dialogHelp')}</Typography.Paragraph>
        <MigrationPanel state={plan.state} onRefresh={plan.refresh} language={language} />
        {failure !== undefined && <Alert type="error" showIcon title={failure} data-testid="workflow-status-failed" />}
      </Space>
    </Modal>
  )
}
