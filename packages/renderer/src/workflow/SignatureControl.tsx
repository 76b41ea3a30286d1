// The signature an action carries when its step needs one (spec 3.3): typed text, or a drawing on
// the pad, with what the signer signs as (job title and unit).
import type { LanguageCode } from '@tamga/schema'
import { Button, Input, Segmented } from 'antd'
import type { ReactNode, RefObject } from 'react'
import type { SignatureDraft } from './processActions.ts'
import { SignaturePad, type SignaturePadHandle } from './SignaturePad.tsx'
import { workflowText } from './workflowMessages.ts'

/** Props of {@link SignatureControl}. */
export interface SignatureControlProps {
  value: SignatureDraft
  onChange: (value: SignatureDraft) => void
  language: LanguageCode
  /** The pad, read when the action is sent. */
  padRef: RefObject<SignaturePadHandle | null>
  disabled?: boolean | undefined
}

/** Typed or drawn signature, with the signer's job title and unit. */
export function SignatureControl(props: SignatureControlProps): ReactNode {
  const { value, onChange, language, disabled } = props
  const signedAs = { jobName: value.jobName, struct: value.struct }
  return (
    <div data-testid="signature-control">
      <span className="tamga-process-field-label">{workflowText('signature', language)}</span>
      <Segmented
        size="small"
        style={{ marginBottom: 8 }}
        disabled={disabled}
        value={value.mode}
        options={[
          { value: 'text', label: workflowText('signatureText', language) },
          { value: 'draw', label: workflowText('signatureDraw', language) },
        ]}
        onChange={(mode) =>
          onChange(
            mode === 'draw' ? { mode: 'draw', drawn: false, ...signedAs } : { mode: 'text', text: '', ...signedAs },
          )
        }
      />
      {value.mode === 'text' ? (
        <Input
          data-testid="signature-text-input"
          disabled={disabled}
          maxLength={200}
          placeholder={workflowText('signaturePlaceholder', language)}
          value={value.text}
          onChange={(event) => onChange({ ...value, text: event.target.value })}
        />
      ) : (
        <div>
          <SignaturePad
            ref={props.padRef}
            label={workflowText('signatureDrawHint', language)}
            onChange={(drawn) => onChange({ ...value, drawn })}
          />
          <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginTop: 4 }}>
            <span className="tamga-process-step-meta">{workflowText('signatureDrawHint', language)}</span>
            <Button size="small" disabled={disabled || !value.drawn} onClick={() => props.padRef.current?.clear()}>
              {workflowText('signatureClear', language)}
            </Button>
          </div>
        </div>
      )}
      <div style={{ display: 'flex', gap: 8, marginTop: 8 }}>
        {(['jobName', 'struct'] as const).map((field) => (
          <Input
            key={field}
            size="small"
            disabled={disabled}
            maxLength={200}
            placeholder={workflowText(field, language)}
            aria-label={workflowText(field, language)}
            value={value[field]}
            onChange={(event) => onChange({ ...value, [field]: event.target.value })}
          />
        ))}
      </div>
    </div>
  )
}
