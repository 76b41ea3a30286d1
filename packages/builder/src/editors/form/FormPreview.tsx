import { type ApiFailure, type HttpClient, RecordForm, type RecordsClient, recordsClient } from '@tamga/renderer'
import type { FormDocument, LanguageCode, ModelDocument } from '@tamga/schema'
import { Alert, App, Card, Typography } from 'antd'
import { useMemo } from 'react'
import { ResetBoundary } from '../../controls/ResetBoundary.tsx'
import { previewModel } from './previewModel.ts'
import { word } from './words.ts'

const NOT_IN_PREVIEW: ApiFailure = { ok: false, status: 0, message: 'preview', cancelled: true }
const refuse = async (): Promise<ApiFailure> => NOT_IN_PREVIEW

/**
 * The records client of the preview: it reads (options of selects, the krud's lists) through the
 * server but never writes, and has no `http`, so workflow elements only show a status.
 */
export function previewRecordsClient(http: HttpClient): RecordsClient {
  const client = recordsClient(http)
  return {
    ...client,
    http: undefined,
    create: refuse,
    update: refuse,
    remove: refuse,
    restore: refuse,
    purge: refuse,
  }
}

export interface FormPreviewProps {
  form: FormDocument
  /** The form's model document; without one the preview guesses the columns from the fields. */
  model: ModelDocument | undefined
  krud: string | undefined
  subForms: Record<string, FormDocument>
  subModels: Record<string, ModelDocument>
  language: LanguageCode
  http: HttpClient
}

/** The form as it will be, drawn by the renderer's own RecordForm (`form-preview`); it never saves. */
export function FormPreview({ form, model, krud, subForms, subModels, language, http }: FormPreviewProps) {
  const client = useMemo(() => previewRecordsClient(http), [http])
  const shownModel = useMemo(() => model ?? previewModel(form), [model, form])
  const models = useMemo(
    () => ({ ...subModels, [typeof form.model === 'string' ? form.model : shownModel.name]: shownModel }),
    [subModels, form.model, shownModel],
  )
  return (
    <Card
      size="small"
      title={word('preview', language)}
      data-testid="form-preview"
      extra={
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {word('previewNoSave', language)}
        </Typography.Text>
      }
    >
      {model === undefined && (
        <Alert type="info" showIcon style={{ marginBottom: 8 }} title={word('previewGuessedModel', language)} />
      )}
      <ResetBoundary
        resetKey={form}
        fallback={(error) => (
          <Alert
            type="warning"
            showIcon
            data-testid="form-preview-error"
            title={word('previewBroken', language)}
            description={error.message}
          />
        )}
      >
        <App component={false}>
          <RecordForm
            client={client}
            krud={krud ?? form.name}
            form={form}
            models={models}
            subForms={subForms}
            language={language}
            mode="create"
          />
        </App>
      </ResetBoundary>
    </Card>
  )
}
