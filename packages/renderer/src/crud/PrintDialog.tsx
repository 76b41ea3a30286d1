import { type GridDocument, type LanguageCode, type PaperSize, PaperSizeSchema } from '@tamga/schema'
import { Form, Modal, Radio } from 'antd'
import { type ReactNode, useState } from 'react'
import { crudText } from './crudMessages.ts'

/** A printout's settings, as the print route takes them. */
export interface PrintSettings {
  paperSize: PaperSize
  orientation: 'portrait' | 'landscape'
  format: 'pdf' | 'html'
}

/** Props of {@link PrintDialog}. */
export interface PrintDialogProps {
  open: boolean
  grid: GridDocument
  language: LanguageCode
  /** Opens the printout with the chosen settings (called within the click, so the browser lets a tab open). */
  onPrint: (settings: PrintSettings) => void
  onClose: () => void
}

/** The paper sizes the print route takes, as the schema lists them. */
const PAPER_SIZES: readonly PaperSize[] = PaperSizeSchema.enum

const PAPER_LABELS: Readonly<Record<PaperSize, string>> = {
  A3: 'A3',
  A4: 'A4',
  A5: 'A5',
  letter: 'Letter',
  legal: 'Legal',
}

/**
 * The print dialog (spec 3.13, 9: paper size, landscape or portrait): the grid's own settings
 * chosen first, the printout a PDF or a print-ready page, opened in a new tab.
 */
export default function PrintDialog(props: PrintDialogProps): ReactNode {
  const { grid, language } = props
  // Each choice updates the settings as they are then: two quick choices must not undo each other.
  const [settings, setSettings] = useState<PrintSettings>({
    paperSize: grid.print?.paperSize ?? 'A4',
    orientation: grid.print?.orientation ?? 'portrait',
    format: 'pdf',
  })
  return (
    <Modal
      open={props.open}
      title={crudText('printTitle', language)}
      okText={crudText('print', language)}
      cancelText={crudText('cancel', language)}
      onOk={() => props.onPrint(settings)}
      onCancel={props.onClose}
      destroyOnHidden
    >
      <Form layout="vertical" data-testid="krud-print-dialog">
        <Form.Item label={crudText('paperSize', language)}>
          <Radio.Group
            optionType="button"
            value={settings.paperSize}
            onChange={(event) => setSettings((current) => ({ ...current, paperSize: event.target.value as PaperSize }))}
            options={PAPER_SIZES.map((size) => ({ value: size, label: PAPER_LABELS[size] }))}
            data-testid="krud-print-paper"
          />
        </Form.Item>
        <Form.Item label={crudText('orientation', language)}>
          <Radio.Group
            optionType="button"
            value={settings.orientation}
            onChange={(event) =>
              setSettings((current) => ({
                ...current,
                orientation: event.target.value as PrintSettings['orientation'],
              }))
            }
            options={[
              { value: 'portrait', label: crudText('portrait', language) },
              { value: 'landscape', label: crudText('landscape', language) },
            ]}
            data-testid="krud-print-orientation"
          />
        </Form.Item>
        <Form.Item label={crudText('printFormat', language)}>
          <Radio.Group
            value={settings.format}
            onChange={(event) =>
              setSettings((current) => ({ ...current, format: event.target.value as PrintSettings['format'] }))
            }
            options={[
              { value: 'pdf', label: crudText('printPdf', language) },
              { value: 'html', label: crudText('printHtml', language) },
            ]}
            data-testid="krud-print-format"
          />
        </Form.Item>
      </Form>
    </Modal>
  )
}
