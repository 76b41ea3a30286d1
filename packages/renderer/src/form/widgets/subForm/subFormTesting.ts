// Documents the sub-form tests share: an invoice whose lines are a sub-form, with a formula in
// each line and consolidations over the lines in the invoice (the server's subForms test has
// the same pair).
import type { FormDocument, FormRecordMode, ModelDocument, SubFormSettings } from '@tamga/schema'
import { type CompiledForm, compileForm } from '../../compile/index.ts'

export const invoiceModel: ModelDocument = {
  kind: 'model',
  version: 1,
  name: 'invoice',
  table: 'invoice',
  columns: [
    { name: 'id', type: 'integer', default: { named: 'identity' } },
    { name: 'customer', type: 'text' },
    { name: 'total', type: { name: 'numeric', precision: 14, scale: 2 }, nullable: true },
  ],
  primaryKey: ['id'],
}

export const lineModel: ModelDocument = {
  kind: 'model',
  version: 1,
  name: 'invoice_line',
  table: 'invoice_line',
  columns: [
    { name: 'id', type: 'integer', default: { named: 'identity' } },
    { name: 'invoice_id', type: 'integer' },
    { name: 'item', type: 'text' },
    { name: 'price', type: { name: 'numeric', precision: 12, scale: 2 } },
    { name: 'quantity', type: 'integer' },
    { name: 'amount', type: { name: 'numeric', precision: 14, scale: 2 }, nullable: true },
    { name: 'note', type: 'text', nullable: true },
  ],
  primaryKey: ['id'],
}

export const lineForm: FormDocument = {
  kind: 'form',
  version: 1,
  name: 'invoice-line-form',
  model: 'invoice_line',
  identity: 'id',
  fields: [
    { name: 'id', widget: 'hidden' },
    { name: 'invoice_id', widget: 'hidden' },
    { name: 'item', widget: 'text', label: { mn_MN: 'Бараа', en_US: 'Item' }, required: true },
    { name: 'price', widget: 'number', label: { mn_MN: 'Үнэ', en_US: 'Price' }, required: true },
    {
      name: 'quantity',
      widget: 'number',
      label: { mn_MN: 'Тоо', en_US: 'Quantity' },
      required: true,
      rules: [{ rule: 'min', value: 1, message: { mn_MN: 'Дор хаяж нэг', en_US: 'At least one' } }],
    },
    { name: 'amount', widget: 'number', label: { mn_MN: 'Дүн', en_US: 'Amount' }, formula: 'price * quantity' },
    { name: 'note', widget: 'text', label: { mn_MN: 'Тайлбар' }, hiddenWhen: 'quantity > 10' },
  ],
}

/** The invoice form, its `lines` sub-form with `settings` over the defaults. */
export function invoiceForm(settings: Partial<SubFormSettings> = {}): FormDocument {
  return {
    kind: 'form',
    version: 1,
    name: 'invoice-form',
    model: 'invoice',
    identity: 'id',
    fields: [
      { name: 'id', widget: 'hidden' },
      { name: 'customer', widget: 'text', label: { mn_MN: 'Харилцагч' }, required: true },
      {
        name: 'lines',
        widget: 'sub-form',
        label: { mn_MN: 'Мөрүүд' },
        subForm: { form: 'invoice-line-form', connectionField: 'invoice_id', ...settings },
      },
      {
        name: 'total',
        widget: 'number',
        label: { mn_MN: 'Нийт' },
        consolidation: { subForm: 'lines', column: 'amount', aggregate: 'sum' },
      },
    ],
  }
}

/** The invoice form compiled with its lines' form, as a RecordForm compiles it. */
export function compileInvoice(mode: FormRecordMode, settings: Partial<SubFormSettings> = {}): CompiledForm {
  return compileForm(invoiceForm(settings), {
    model: invoiceModel,
    language: 'mn_MN',
    mode,
    subForms: {
      form: (name) => (name === lineForm.name ? lineForm : undefined),
      model: (form) => (form.model === lineModel.name ? lineModel : undefined),
    },
  })
}
