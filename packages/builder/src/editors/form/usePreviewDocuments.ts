// The documents around the form being built, read through the documents API: its model (the
// field names come from its columns), a krud that shows it (the preview's records calls name
// it), and the forms and models of its sub-forms.
import type { FormDocument, ModelDocument } from '@tamga/schema'
import { useEffect, useMemo, useState } from 'react'
import type { DocumentsClient } from '../../client/documentsClient.ts'
import { useDocument } from '../../client/useDocuments.ts'
import { krudShowing } from '../krud/krudShowing.ts'

export interface PreviewDocuments {
  /** The form's model document; undefined while it is read or when there is none. */
  model: ModelDocument | undefined
  /** The name of a krud whose form is this one, when one exists. */
  krud: string | undefined
  /** Forms of the sub-form fields, by document name. */
  subForms: Record<string, FormDocument>
  /** Models of those sub-forms, by document name. */
  subModels: Record<string, ModelDocument>
}

export function usePreviewDocuments(documents: DocumentsClient, form: FormDocument): PreviewDocuments {
  const model = useDocument(documents, 'model', typeof form.model === 'string' ? form.model : undefined)
  const [krud, setKrud] = useState<string>()
  const formName = form.name
  useEffect(() => {
    let current = true
    void krudShowing(documents, 'form', formName).then((found) => {
      if (current) setKrud(found)
    })
    return () => {
      current = false
    }
  }, [documents, formName])

  const subFormNames = useMemo(
    () =>
      (Array.isArray(form.fields) ? form.fields : [])
        .map((field) => field.subForm?.form)
        .filter((name): name is string => typeof name === 'string' && name !== '')
        .sort()
        .join('\n'),
    [form.fields],
  )
  const [subs, setSubs] = useState<{
    subForms: Record<string, FormDocument>
    subModels: Record<string, ModelDocument>
  }>({ subForms: {}, subModels: {} })
  useEffect(() => {
    let current = true
    const names = subFormNames === '' ? [] : subFormNames.split('\n')
    void (async () => {
      const subForms: Record<string, FormDocument> = {}
      const subModels: Record<string, ModelDocument> = {}
      for (const name of names) {
        const answer = await documents.get('form', name)
        if (!answer.ok) continue
        const child = answer.data.document as FormDocument
        subForms[name] = child
        const childModel = await documents.get('model', child.model)
        if (childModel.ok) subModels[child.model] = childModel.data.document as ModelDocument
      }
      if (current) setSubs({ subForms, subModels })
    })()
    return () => {
      current = false
    }
  }, [documents, subFormNames])

  return { model, krud, ...subs }
}
