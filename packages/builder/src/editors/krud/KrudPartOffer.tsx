// A CRUD screen without a grid or a form offers to make it from the model: one button makes the
// document (named after the krud), saves it through the documents API and points the krud at it.
import type { KrudDocument, LanguageCode, ModelDocument, TamgaDocument } from '@tamga/schema'
import { Alert, Button, Select, Space, Typography } from 'antd'
import { type JSX, useState } from 'react'
import type { DocumentsClient } from '../../client/documentsClient.ts'
import { useDocument, useDocumentNames } from '../../client/useDocuments.ts'
import { documentNameOptions } from '../../controls/documentNameOptions.ts'
import { formForKrud, gridForKrud, type KrudPart, missingKrudParts } from './krudPrerequisites.ts'
import { krudOfferWord } from './offerWords.ts'

export interface KrudPartOfferProps {
  document: KrudDocument
  documents: DocumentsClient
  language: LanguageCode
  onChange: (next: KrudDocument, what?: string) => void
}

/** Reads a stored model; undefined when there is none. */
async function readModel(documents: DocumentsClient, name: string): Promise<ModelDocument | undefined> {
  const answer = await documents.get('model', name)
  return answer.ok && answer.data.document.kind === 'model' ? answer.data.document : undefined
}

/**
 * An offer per part the krud lacks (grid, then form); nothing when it has both. The model is
 * the one its other part reads, else the one picked in the offer.
 *
 * Test ids: `krud-offer-{part}`, `krud-offer-{part}-model`, `krud-offer-{part}-create`,
 * `krud-offer-created`.
 */
export function KrudPartOffer({ document, documents, language, onChange }: KrudPartOfferProps): JSX.Element | null {
  const missing = missingKrudParts(document)
  const form = useDocument(documents, 'form', document.form === '' ? undefined : document.form)
  const grid = useDocument(documents, 'grid', document.grid === '' ? undefined : document.grid)
  const models = useDocumentNames(documents, 'model')
  const [picked, setPicked] = useState<string | undefined>(undefined)
  const [working, setWorking] = useState<KrudPart | undefined>(undefined)
  const [failure, setFailure] = useState<string | undefined>(undefined)
  const [created, setCreated] = useState<string | undefined>(undefined)
  const w = (key: Parameters<typeof krudOfferWord>[0], values?: Record<string, string>) =>
    krudOfferWord(key, language, values)

  const known = form?.model ?? grid?.model
  const model = known ?? picked

  const create = async (part: KrudPart) => {
    if (model === undefined) return
    setWorking(part)
    setFailure(undefined)
    const fail = (message: string) => {
      setFailure(w('failed', { message }))
      setWorking(undefined)
    }
    const source = await readModel(documents, model)
    if (source === undefined) return fail(model)
    // The models its foreign keys point at, for the related rows' names.
    const related = await Promise.all(
      (source.foreignKeys ?? []).map((key) => readModel(documents, key.references.model)),
    )
    const list = await documents.list(part)
    if (!list.ok) return fail(list.message)
    const taken = new Set(list.data.documents.map((each) => each.name))
    const options = { krud: document, model: source, models: related.flatMap((each) => each ?? []), taken }
    const made: TamgaDocument = part === 'grid' ? gridForKrud(options) : formForKrud(options)
    const saved = await documents.save(made, { revision: 0 })
    if (!saved.ok) return fail(saved.message)
    setWorking(undefined)
    setCreated(made.name)
    onChange({ ...document, [part]: made.name }, part)
  }

  if (missing.length === 0) {
    return created === undefined ? null : (
      <Alert type="success" showIcon data-testid="krud-offer-created" title={w('created', { name: created })} />
    )
  }

  return (
    <Space orientation="vertical" style={{ width: '100%', marginBottom: 16 }}>
      {created !== undefined && (
        <Alert type="success" showIcon data-testid="krud-offer-created" title={w('created', { name: created })} />
      )}
      {missing.map((part) => (
        <Alert
          key={part}
          type="info"
          showIcon
          data-testid={`krud-offer-${part}`}
          title={w(part === 'grid' ? 'missingGrid' : 'missingForm')}
          description={
            <Space orientation="vertical" size={8} style={{ width: '100%' }}>
              <span>{w(part === 'grid' ? 'gridHelp' : 'formHelp')}</span>
              {known === undefined && (
                <Select
                  showSearch
                  style={{ width: '100%', maxWidth: 360 }}
                  placeholder={w('pickModel')}
                  value={picked}
                  options={documentNameOptions(models, language)}
                  onChange={(name: string) => setPicked(name)}
                  data-testid={`krud-offer-${part}-model`}
                />
              )}
              <Button
                type="primary"
                size="small"
                disabled={model === undefined || (working !== undefined && working !== part)}
                loading={working === part}
                onClick={() => void create(part)}
                data-testid={`krud-offer-${part}-create`}
              >
                {model === undefined
                  ? w('createFromModel')
                  : w(part === 'grid' ? 'createGrid' : 'createForm', { model })}
              </Button>
              {failure !== undefined && <Typography.Text type="danger">{failure}</Typography.Text>}
            </Space>
          }
        />
      ))}
    </Space>
  )
}
