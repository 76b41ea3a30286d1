import type { FieldOptions, FieldRule, FormDocument, FormField, FormWidget, LocalizedText, Span } from '@tamga/schema'
import { CHOICE_WIDGETS, isJsonObject } from '@tamga/schema'
import { emit, type ImportContext, schemaReference, sqlName, translateCondition } from './context.ts'
import { type LambdaFormField, type LambdaLayoutNode, readFormStructure } from './form-fields.ts'
import {
  changedMessage,
  conditionLeftBehindMessage,
  invalidValueMessage,
  javascriptMessage,
  microserviceMessage,
  type Phrase,
  phrase,
  sqlConditionMessage,
  triggerMessage,
  unknownElementMessage,
} from './messages.ts'
import type { ImportReporter } from './report.ts'
import { type JsonRecord, SourceObject } from './source.ts'
import type { SqlConditionTranslation } from './sql-condition.ts'
import { LAMBDA_COLUMN_METADATA_KEYS } from './table.ts'

/**
 * Lambda's form element types (`formType`) and the Tamga widget each becomes. Types not listed
 * are Lambda custom elements; they are imported as `text` and reported.
 */
export const LAMBDA_WIDGETS: Readonly<Record<string, FormWidget>> = {
  Text: 'text',
  Email: 'text',
  Textarea: 'textarea',
  Number: 'number',
  Money: 'money',
  Date: 'date',
  DateTime: 'datetime',
  Datetime: 'datetime',
  Time: 'time',
  Select: 'select',
  Radio: 'radio',
  Checkbox: 'checkbox',
  Switch: 'switch',
  TreeSelect: 'tree-select',
  ColorPicker: 'color',
  File: 'file',
  FileUpload: 'file',
  Image: 'image',
  ImageGallery: 'image',
  CK: 'rich-text',
  Ckeditor: 'rich-text',
  Editor: 'rich-text',
  Password: 'password',
  SubForm: 'sub-form',
  Map: 'geographic',
  Geographic: 'geographic',
  Hidden: 'hidden',
  datetimeAutoFill: 'datetimeAutoFill',
  inputWithIcon: 'inputWithIcon',
  inputWithOrderNumber: 'inputWithOrderNumber',
  workflow: 'workflow',
  process_status: 'process_status',
  process_status_changer: 'process_status_changer',
}

/** The required-field message Lambda's builder writes by default; Tamga's renderer has its own. */
const LAMBDA_REQUIRED_TEXT = 'Талбарыг бөглөнө үү!'

/** Keys of a Lambda form field that, beside the column's own, only hold the builder's state. */
const FIELD_METADATA_KEYS = [
  ...LAMBDA_COLUMN_METADATA_KEYS,
  'id',
  'schemaID',
  'type',
  'data',
  'rule',
  'preStaticWord',
] as const

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined

/** Lambda's 24-column spans, keeping only breakpoints with a usable width. */
export function readSpan(value: unknown): Span | undefined {
  if (!isJsonObject(value)) return undefined
  const span: Span = {}
  for (const key of ['xs', 'sm', 'md', 'lg'] as const) {
    const width = value[key]
    if (typeof width === 'number' && Number.isInteger(width) && width >= 1 && width <= 24) span[key] = width
  }
  return Object.keys(span).length === 0 ? undefined : span
}

const FULL_WIDTH = { xs: 24, sm: 24, md: 24, lg: 24 }

// Phrases several notes of this file share, so the same thing is called the same in every note.
const TABLE_NAME = phrase('the table name', 'хүснэгтийн нэр')
const IDENTITY_COLUMN = phrase('the identity column', 'таних багана')
const WIDTH = phrase('the width', 'өргөн')
const PARAMETER_SOURCE = phrase('the parameter source', 'утгыг авах параметр')
const EQUATION = phrase('the equation', 'тэгшитгэл')
const RELATED_TABLE = phrase('the related table', 'холбогдох хүснэгт')
const LABEL_COLUMN = phrase('the label column', 'харуулах багана')
const SORT_COLUMN = phrase('the sort column', 'эрэмбэлэх багана')

/**
 * When a Lambda form trigger runs, as the attribute of "trigger": Mongolian says "before
 * inserting a row" with the ablative of the verb and "after" with its genitive.
 */
const FORM_TRIGGER_EVENTS: Readonly<Record<'insert' | 'update', Record<'before' | 'after', Phrase>>> = {
  insert: {
    before: phrase('before insert', 'мөр нэмэхээс өмнөх'),
    after: phrase('after insert', 'мөр нэмсний дараах'),
  },
  update: {
    before: phrase('before update', 'мөр засахаас өмнөх'),
    after: phrase('after update', 'мөр зассаны дараах'),
  },
}

/**
 * Turns a Lambda show/hide template (`'{element_type}' == 'polygon' || …`) into a Tamga formula:
 * field placeholders become field names. Returns `undefined` when the template uses anything
 * but placeholders, quoted texts, numbers, comparisons and `&&`/`||`/`!`, i.e. real JavaScript.
 */
export function lambdaTemplateToFormula(template: string): string | undefined {
  const formula = template.replace(
    /(['"])\{([A-Za-z_][A-Za-z0-9_]*)\}\1|\{([A-Za-z_][A-Za-z0-9_]*)\}/g,
    (_, _q, a, b) => String(a ?? b),
  )
  const stripped = formula.replace(/'[^']*'|"[^"]*"/g, "''")
  if (!/^[\sA-Za-z0-9_.'=!<>&|()+\-*/]*$/.test(stripped) || /[;{}]|=>|\b(function|return|new)\b/.test(stripped))
    return undefined
  return formula.trim() === '' ? undefined : formula.trim()
}

interface FormMapping {
  name: string
  title?: LocalizedText
  /** The pointer base inside the source document (`''` for the form itself). */
  basePath: string
}

/**
 * Maps a Lambda form (the decoded `schema` of a vb_schemas row of type form) to a Tamga form
 * document, plus one more form per inline sub-form. Everything Tamga cannot hold is reported.
 */
export function importForm(
  form: JsonRecord,
  mapping: FormMapping,
  context: ImportContext,
  reporter: ImportReporter,
): FormDocument | undefined {
  const source = new SourceObject(form, mapping.basePath, reporter)
  const structure = readFormStructure(form, reporter, mapping.basePath)
  source.skip('schema', 'ui')
  const model = sqlName(source.raw('model'), reporter, source.at('model'), TABLE_NAME)
  if (model === undefined) {
    reporter.unreadable(
      source.at('model'),
      invalidValueMessage(phrase('the form table "model"', 'маягтын хүснэгт ("model")'), form.model),
    )
    return undefined
  }
  const identity = sqlName(source.raw('identity') ?? 'id', reporter, source.at('identity'), IDENTITY_COLUMN) ?? 'id'

  const fields: FormField[] = []
  const fieldNames = new Map<string, string>()
  for (const field of structure.fields) {
    const mapped = importField(field, mapping, context, source)
    if (mapped === undefined) continue
    if (fieldNames.has(mapped.name)) {
      reporter.notCarried(field.path, {
        en_US: `a second field for column "${mapped.name}"; Tamga forms have one field per column`,
        mn_MN: `"${mapped.name}" баганын хоёр дахь талбар; Tamga маягтад багана бүр ганц талбартай`,
      })
      continue
    }
    fieldNames.set(mapped.name, field.key)
    fieldNames.set(`key:${field.key}`, mapped.name)
    fields.push(mapped)
  }
  if (!fields.some((field) => field.name === identity)) {
    fields.unshift({ name: identity, widget: 'hidden' })
    reporter.approximated(source.at('identity'), {
      en_US: `the identity column "${identity}" had no field; a hidden field was added`,
      mn_MN: `"${identity}" таних баганад талбар байгаагүй тул далд талбар нэмсэн`,
    })
  }

  applyShowHideFormulas(source, fields)

  const document: FormDocument = {
    kind: 'form',
    version: 1,
    name: mapping.name,
    ...(mapping.title === undefined ? {} : { title: mapping.title }),
    model,
    identity,
    fields,
  }
  const formType = source.text('formType')
  if (formType === 'step' || formType === 'steps') {
    reporter.approximated(source.at('formType'), {
      en_US: 'a step-by-step Lambda form was imported as a simple form; split its layout into steps',
      mn_MN: 'олон алхамт Lambda маягтыг энгийн маягт болгон оруулсан; байрлалыг нь алхмуудад хуваана уу',
    })
  } else if (formType !== undefined && formType !== 'normal') {
    reporter.notCarried(source.at('formType'), invalidValueMessage(phrase('the form type', 'маягтын төрөл'), formType))
  }
  const labelPosition = source.text('labelPosition')
  if (labelPosition === 'top' || labelPosition === 'left') document.labelPosition = labelPosition
  else if (labelPosition !== undefined)
    reporter.notCarried(
      source.at('labelPosition'),
      invalidValueMessage(phrase('labelPosition', 'шошгоны байрлал ("labelPosition")'), labelPosition),
    )
  const labelWidth = source.number('labelWidth')
  if (labelWidth !== undefined && Number.isInteger(labelWidth) && labelWidth >= 1) document.labelWidth = labelWidth
  const width = source.text('width')
  if (width !== undefined) {
    if (/^(0|[0-9]+(\.[0-9]+)?(px|%|rem|em|vw|vh))$/.test(width)) document.width = width
    else if (/^[0-9]+$/.test(width)) {
      document.width = `${width}px`
      reporter.approximated(source.at('width'), changedMessage(WIDTH, width, `${width}px`))
    } else reporter.notCarried(source.at('width'), invalidValueMessage(WIDTH, width))
  }
  const padding = source.number('padding')
  if (padding !== undefined && Number.isInteger(padding) && padding >= 0) document.padding = padding
  const save = source.text('save_btn_text')
  if (save !== undefined) document.saveButtonText = save
  const timestamps = source.boolean('timestamp')
  if (timestamps !== undefined) document.timestamps = timestamps
  const back = source.boolean('withBackButton')
  if (back === true) document.showBackButton = true
  const disableReset = source.boolean('disableReset')
  if (disableReset === true) document.showResetButton = false
  const isWarn = source.boolean('isWarnText')
  const warnText = source.text('warnText')
  if (warnText !== undefined && isWarn !== false) document.notice = warnText
  const invalid = source.text('formValidationCustomText')
  if (invalid !== undefined) document.messages = { invalid }
  // Lambda's form builder stores the grid-style sort it was created with; a form shows one row.
  source.skipIfDefault('sortField', 'id')
  source.skipIfDefault('sordOrder', 'desc', 'asc')
  source.skipIfDefault('sortOrder', 'desc', 'asc')
  source.skipIfDefault('formSubName', '')
  readTriggers(source)

  const layout = importLayout(structure.layout, fieldNames, reporter, document)
  // TypeBox's static type of the cyclic layout schema is only a few levels deep; the produced
  // layout is checked against the real schema when importLambda validates the document.
  if (layout.length > 0) document.layout = layout as unknown as FormDocument['layout']
  source.finish()
  emit(context, reporter.source, document)
  return document
}

function readTriggers(source: SourceObject): void {
  const triggers = source.object('triggers')
  if (triggers === undefined) return
  const namespace = triggers.text('namespace') ?? ''
  for (const event of ['insert', 'update'] as const) {
    const handlers = triggers.object(event)
    if (handlers === undefined) continue
    for (const moment of ['before', 'after'] as const) {
      const handler = handlers.text(moment)
      if (handler !== undefined)
        source.reporter.notCarried(
          handlers.at(moment),
          triggerMessage(FORM_TRIGGER_EVENTS[event][moment], `${namespace} ${handler}`.trim()),
        )
    }
  }
}

function applyShowHideFormulas(source: SourceObject, fields: FormField[]): void {
  const rules = source.array('formula')
  if (rules === undefined) return
  rules.forEach((rule, index) => {
    const path = source.at('formula', index)
    if (!isJsonObject(rule)) return
    const template = text(rule.template)
    const targets = Array.isArray(rule.targets) ? rule.targets : []
    const formula = template === undefined ? undefined : lambdaTemplateToFormula(template)
    if (template === undefined || formula === undefined) {
      source.reporter.notCarried(
        `${path}/template`,
        javascriptMessage(phrase('the show/hide rule', 'харуулах/нуух дүрэм'), template ?? ''),
      )
      return
    }
    if (rule.form !== undefined && rule.form !== 'main') {
      source.reporter.notCarried(
        `${path}/form`,
        invalidValueMessage(phrase('the rule target form', 'дүрэм хамаарах маягт'), rule.form),
      )
      return
    }
    targets.forEach((target, t) => {
      const field = isJsonObject(target) ? fields.find((f) => f.name === target.field) : undefined
      const prop = isJsonObject(target) ? target.prop : undefined
      if (field === undefined || (prop !== 'hidden' && prop !== 'disabled')) {
        source.reporter.notCarried(
          `${path}/targets/${t}`,
          invalidValueMessage(phrase('the rule target', 'дүрэм хамаарах талбар'), target),
        )
        return
      }
      const key = prop === 'hidden' ? 'hiddenWhen' : 'disabledWhen'
      field[key] = field[key] === undefined ? formula : `(${field[key]}) or (${formula})`
    })
    source.reporter.approximated(
      path,
      changedMessage(phrase('the show/hide template', 'харуулах/нуух нөхцөлийн загвар'), template, formula),
    )
  })
}

function importField(
  field: LambdaFormField,
  mapping: FormMapping,
  context: ImportContext,
  form: SourceObject,
): FormField | undefined {
  const reporter = form.reporter
  const source = form.wrap(field.value, field.path)
  source.skip(...FIELD_METADATA_KEYS)
  const name = sqlName(source.raw('model'), reporter, source.at('model'), phrase('the field column', 'талбарын багана'))
  if (name === undefined) {
    reporter.notCarried(
      field.path,
      invalidValueMessage(phrase('a field without a column', 'баганагүй талбар'), field.value.label ?? field.key),
    )
    return undefined
  }
  const formType = source.text('formType')
  let widget: FormWidget =
    formType === undefined ? (field.placed ? 'text' : 'hidden') : (LAMBDA_WIDGETS[formType] ?? 'text')
  if (formType !== undefined && LAMBDA_WIDGETS[formType] === undefined)
    reporter.notCarried(source.at('formType'), unknownElementMessage(formType, 'text'))
  const result: FormField = { name, widget }
  const label = source.text('label')
  const subFormTitle = source.text('name')
  if (label !== undefined) result.label = label
  else if (subFormTitle !== undefined) result.label = subFormTitle
  const placeholder = source.text('placeHolder')
  if (placeholder !== undefined) result.placeholder = placeholder
  if (source.boolean('hidden') === true || (!field.placed && widget !== 'hidden')) result.hidden = true
  if (source.boolean('disabled') === true) result.disabled = true
  if (source.boolean('hasTranslation') === true) result.translatable = true
  const defaultValue = source.raw('default')
  if (typeof defaultValue === 'string' || typeof defaultValue === 'number' || typeof defaultValue === 'boolean') {
    if (defaultValue !== '') result.defaultValue = defaultValue
  }
  if (source.boolean('hasUserId') === true) result.fillWithCurrentUser = true
  const precision = source.number('precision')
  if (
    precision !== undefined &&
    Number.isInteger(precision) &&
    precision >= 0 &&
    precision <= 10 &&
    (widget === 'number' || widget === 'money')
  )
    result.precision = precision
  if (source.text('editorType') === 'full') result.editor = 'full'
  const prefix = source.text('prefix')
  if (prefix !== undefined) result.prefix = prefix
  const param = source.text('param')
  if (param !== undefined) {
    if (/^[A-Za-z_][A-Za-z0-9_]*$/.test(param)) {
      result.valueFromParameter = { from: 'query', name: param }
      reporter.approximated(source.at('param'), changedMessage(PARAMETER_SOURCE, param, result.valueFromParameter))
    } else reporter.notCarried(source.at('param'), invalidValueMessage(PARAMETER_SOURCE, param))
  }
  const span = readSpan(source.raw('span'))
  if (span !== undefined && !(span.xs === 24 && span.sm === 24 && span.md === 24 && span.lg === 24)) result.span = span
  if (source.boolean('hasEquation') === true) {
    const equation = source.text('equations')
    const formula = equation === undefined ? undefined : lambdaTemplateToFormula(equation)
    if (formula !== undefined) {
      result.formula = formula
      reporter.approximated(source.at('equations'), changedMessage(EQUATION, equation, formula))
    } else reporter.notCarried(source.at('equations'), javascriptMessage(EQUATION, equation ?? ''))
  } else source.skipIfDefault('equations', '')
  source.skip('ifshowhide')
  const showHide = source.value.ifshowhide
  if (text(showHide) !== undefined)
    reporter.notCarried(
      source.at('ifshowhide'),
      javascriptMessage(phrase('the show/hide condition', 'харуулах/нуух нөхцөл'), String(showHide)),
    )
  readRules(source, result)
  if (formType === 'Email') result.rules = [...(result.rules ?? []), { rule: 'email' }]

  // Choice sources: a related table, a static list, a server URL, or a grid to pick from.
  const relation = readRelation(source, context)
  const multiple = relation?.multiple === true
  if (multiple && widget === 'select') widget = result.widget = 'multi-select'
  const choice = CHOICE_WIDGETS.includes(widget) || widget === 'checkbox'
  let options: FieldOptions | undefined = relation?.options
  const staticItems = readStaticOptions(source)
  if (options === undefined && staticItems !== undefined) options = { source: 'static', items: staticItems }
  else if (staticItems !== undefined)
    reporter.notCarried(
      source.at('options'),
      invalidValueMessage(
        phrase(
          'a static option list beside a related table',
          'холбогдох хүснэгттэй зэрэг өгсөн тогтмол сонголтын жагсаалт',
        ),
        staticItems.length,
      ),
    )
  const url = source.text('trigger')
  const delay = source.number('triggerTimeout')
  if (url !== undefined) {
    if (options === undefined && url.startsWith('/')) {
      options = { source: 'url', url, ...(delay !== undefined && delay > 0 ? { delayMs: Math.round(delay) } : {}) }
    } else
      reporter.notCarried(
        source.at('trigger'),
        invalidValueMessage(phrase('the server URL source', 'сонголтыг авах серверийн хаяг'), url),
      )
  }
  const gridSearch = readGridSearch(source, context)
  if (gridSearch !== undefined) {
    if (options === undefined) options = gridSearch
    else
      reporter.notCarried(
        source.at('gridSearch'),
        invalidValueMessage(
          phrase(
            'the grid search beside another option source',
            'өөр сонголтын эх үүсвэртэй зэрэг өгсөн хүснэгтээс сонгох тохиргоо',
          ),
          'gridSearch',
        ),
      )
  }
  if (options !== undefined) {
    if (choice) result.options = options
    else if (options.source === 'model' && widget !== 'sub-form') {
      // A Lambda text field with a relation shows the related row's label: a select does the same.
      result.widget = 'select'
      result.options = options
      reporter.approximated(
        source.at('formType'),
        changedMessage(phrase('a related field of type', 'холбоостой талбарын төрөл'), formType ?? widget, 'select'),
      )
    } else if (widget !== 'sub-form')
      reporter.notCarried(
        source.at(options.source === 'static' ? 'options' : 'relation'),
        invalidValueMessage(
          phrase(`options of a "${widget}" field`, `"${widget}" талбарын сонголтууд`),
          options.source,
        ),
      )
  } else if (CHOICE_WIDGETS.includes(widget)) {
    result.widget = 'text'
    reporter.approximated(
      source.at('formType'),
      changedMessage(
        phrase('a choice field without options, of type', 'сонголтгүй сонгох талбарын төрөл'),
        formType,
        'text',
      ),
    )
  }
  if (relation?.filter !== undefined) reportOptionFilter(relation.filter, result, reporter)

  readFileSettings(source, result)
  readPassword(source, result)
  const geographic = source.raw('GeographicOption')
  if (!isEmptyish(geographic))
    reporter.notCarried(
      source.at('GeographicOption'),
      invalidValueMessage(phrase('the geographic settings', 'газарзүйн тохиргоо'), geographic),
    )
  source.skipIfDefault('gridSearch', { grid: null, key: null, labels: null, multiple: false })
  if (result.widget === 'sub-form') {
    const subForm = readSubForm(source, name, mapping, context)
    if (subForm === undefined) {
      result.widget = 'hidden'
      reporter.notCarried(
        field.path,
        invalidValueMessage(
          phrase('the sub-form (no child form could be made)', 'дэд маягт (доторх маягтыг үүсгэж чадаагүй)'),
          name,
        ),
      )
    } else result.subForm = subForm
  } else {
    skipSubFormDefaults(source)
  }
  return result
}

const isEmptyish = (value: unknown): boolean =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)

function readRules(source: SourceObject, result: FormField): void {
  const rules = source.array('rules') ?? []
  const extra: FieldRule[] = []
  rules.forEach((rule, index) => {
    if (!isJsonObject(rule)) return
    const message = text(rule.msg)
    const withMessage = message === undefined ? {} : { message }
    switch (rule.type) {
      case 'required':
        result.required = true
        if (message !== undefined && message !== LAMBDA_REQUIRED_TEXT) result.requiredMessage = message
        return
      case 'unique':
        extra.push({ rule: 'unique', ...withMessage })
        return
      case 'email':
      case 'url':
      case 'phone':
        extra.push({ rule: rule.type, ...withMessage })
        return
      default:
        source.reporter.notCarried(
          source.at('rules', index),
          invalidValueMessage(phrase('the rule', 'шалгах дүрэм'), rule),
        )
    }
  })
  if (extra.length > 0) result.rules = extra
}

/** A relation's SQL option filter, kept until it is known whether the options reach the field. */
interface OptionFilter {
  sql: string
  table: string
  path: string
  translation: SqlConditionTranslation
}

interface RelationResult {
  options?: FieldOptions
  multiple: boolean
  filter?: OptionFilter
}

/**
 * Reports the option filter: approximated when its formula went into the options the field
 * kept; otherwise not carried over, with the column it misses when that is why.
 */
function reportOptionFilter(filter: OptionFilter, field: FormField, reporter: ImportReporter): void {
  const what = phrase(`the option filter of "${field.name}"`, `"${field.name}" талбарын сонголтын шүүлтүүр`)
  const { translation } = filter
  if (translation.ok && field.options?.source === 'model' && field.options.filter === translation.formula)
    reporter.approximated(
      filter.path,
      sqlConditionMessage(what, filter.sql, translation.formula, translation.comparesText),
    )
  else reporter.notCarried(filter.path, conditionLeftBehindMessage(what, filter.sql, filter.table, translation))
}

function readRelation(source: SourceObject, context: ImportContext): RelationResult | undefined {
  source.skip('isFkey')
  const relation = source.object('relation')
  if (relation === undefined) return undefined
  const reporter = source.reporter
  const multiple = relation.boolean('multiple') === true
  const microservice = relation.raw('microservice_id')
  if (microservice !== undefined && microservice !== null && microservice !== 0 && microservice !== '')
    reporter.notCarried(relation.at('microservice_id'), microserviceMessage(microservice))
  relation.skip('addFromMicroservice')
  const addFrom = relation.value.addFromMicroservice
  if (!isEmptyish(addFrom) && addFrom !== false)
    reporter.notCarried(relation.at('addFromMicroservice'), microserviceMessage(addFrom))
  const table = sqlName(relation.raw('table'), reporter, relation.at('table'), RELATED_TABLE)
  const valueField = sqlName(
    relation.raw('key'),
    reporter,
    relation.at('key'),
    phrase('the related key column', 'холбогдох хүснэгтийн түлхүүр багана'),
  )
  const rawFields = relation.raw('fields')
  // Lambda writes an empty list of label columns as "" or [] depending on the builder version.
  const labelFields = (
    Array.isArray(rawFields) ? rawFields : typeof rawFields === 'string' && rawFields !== '' ? [rawFields] : []
  )
    .map((name, index) => sqlName(name, reporter, relation.at('fields', index), LABEL_COLUMN))
    .filter((name): name is string => name !== undefined)
  const sortField = sqlName(relation.raw('sortField'), reporter, relation.at('sortField'), SORT_COLUMN)
  const sortOrder = relation.text('sortOrder') ?? relation.text('sordOrder')
  const filter = relation.text('filter')
  const parentField = sqlName(
    relation.raw('parentFieldOfForm'),
    reporter,
    relation.at('parentFieldOfForm'),
    phrase('the cascade field', 'сонголт нь хамаарах талбар'),
  )
  const parentColumn = sqlName(
    relation.raw('parentFieldOfTable'),
    reporter,
    relation.at('parentFieldOfTable'),
    phrase('the cascade column', 'сонголт нь хамаарах багана'),
  )
  if (table === undefined) {
    relation.finish()
    // Without a table the other settings have nothing to apply to; say so rather than drop them.
    if (filter !== undefined || valueField !== undefined || labelFields.length > 0)
      reporter.notCarried(
        relation.path,
        invalidValueMessage(phrase('a relation without a table', 'хүснэгтгүй холбоос'), relation.value),
      )
    return { multiple }
  }
  if (valueField === undefined) {
    reporter.notCarried(
      relation.path,
      invalidValueMessage(phrase('a relation without a key column', 'түлхүүр баганагүй холбоос'), relation.value),
    )
    return { multiple }
  }
  const options: FieldOptions = {
    source: 'model',
    model: table,
    valueField,
    labelFields: labelFields.length > 0 ? labelFields : [valueField],
  }
  if (labelFields.length === 0)
    reporter.approximated(
      relation.at('fields'),
      changedMessage(phrase('the empty label column list', 'харуулах баганын хоосон жагсаалт'), rawFields, [
        valueField,
      ]),
    )
  if (sortField !== undefined) options.sortField = sortField
  if (sortOrder === 'asc' || sortOrder === 'desc') options.sortOrder = sortOrder
  if (parentField !== undefined && parentColumn !== undefined)
    options.dependsOn = { field: parentField, column: parentColumn }
  if (filter === undefined) return { options, multiple }
  const translation = translateCondition(context, table, filter)
  if (translation.ok) options.filter = translation.formula
  return { options, multiple, filter: { sql: filter, table, path: relation.at('filter'), translation } }
}

function readStaticOptions(
  source: SourceObject,
): Array<{ value: string | number | boolean; label: string }> | undefined {
  const list = source.array('options')
  if (list === undefined || list.length === 0) return undefined
  const items: Array<{ value: string | number | boolean; label: string }> = []
  list.forEach((item, index) => {
    const value = isJsonObject(item) ? item.value : undefined
    const label = isJsonObject(item) ? text(item.label) : undefined
    if ((typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') && label !== undefined)
      items.push({ value, label })
    else
      source.reporter.notCarried(
        source.at('options', index),
        invalidValueMessage(phrase('the option', 'сонголт'), item),
      )
  })
  return items.length === 0 ? undefined : items
}

function readGridSearch(source: SourceObject, context: ImportContext): FieldOptions | undefined {
  if (source.boolean('isGridSearch') !== true) return undefined
  const search = source.object('gridSearch')
  if (search === undefined) return undefined
  const grid = schemaReference(context, 'grid', search.raw('grid'), source.reporter, search.at('grid'))
  const key = sqlName(
    search.raw('key'),
    source.reporter,
    search.at('key'),
    phrase('the grid search key', 'хүснэгтээс сонгох түлхүүр багана'),
  )
  const labels = (search.array('labels') ?? []).filter((l): l is string => typeof l === 'string')
  search.skip('multiple')
  if (grid === undefined || key === undefined) return undefined
  return { source: 'grid', grid, valueField: key, labelFields: labels.length > 0 ? labels : [key] }
}

function readFileSettings(source: SourceObject, result: FormField): void {
  const file = source.object('file')
  if (file === undefined) return
  if (result.widget !== 'file' && result.widget !== 'image') {
    file.skip('isMultiple', 'count', 'maxSize', 'type')
    return
  }
  const multiple = file.boolean('isMultiple') === true
  const count = file.number('count')
  const maxSize = file.number('maxSize')
  file.skipIfDefault('type', 'normal')
  result.file = {
    ...(multiple ? { multiple: true } : {}),
    ...(multiple && count !== undefined && count >= 1 ? { maxCount: Math.round(count) } : {}),
    ...(maxSize !== undefined && maxSize >= 1 ? { maxSizeKb: Math.round(maxSize) } : {}),
  }
}

function readPassword(source: SourceObject, result: FormField): void {
  const option = source.object('passwordOption')
  if (option === undefined) return
  const confirm = option.boolean('confirm')
  const generate = option.boolean('generate')
  const current = option.boolean('edit_with_old_password')
  if (result.widget !== 'password') return
  result.password = {
    ...(confirm === true ? { confirm } : {}),
    ...(generate === true ? { generate } : {}),
    ...(current === true ? { requireCurrent: current } : {}),
  }
}

const SUB_FORM_DEFAULT_KEYS: ReadonlyArray<[string, unknown]> = [
  ['identity', ''],
  ['parent', ''],
  ['formId', 0],
  ['subtype', ''],
  ['schema', null],
  ['min_height', ''],
  ['disableDelete', false],
  ['disableEdit', false],
  ['disableCreate', false],
  ['showRowNumber', false],
]

function skipSubFormDefaults(source: SourceObject): void {
  for (const [key, value] of SUB_FORM_DEFAULT_KEYS) source.skipIfDefault(key, value, null)
  source.skip('name')
}

function readSubForm(
  source: SourceObject,
  childTable: string,
  mapping: FormMapping,
  context: ImportContext,
): FormField['subForm'] {
  const reporter = source.reporter
  const connectionField = sqlName(
    source.raw('parent'),
    reporter,
    source.at('parent'),
    phrase('the sub-form connection column', 'дэд маягтын холбох багана'),
  )
  const subtype = source.text('subtype')
  const formId = source.raw('formId')
  const inline = source.array('schema')
  source.skip('identity', 'name', 'min_height')
  let formName: string | undefined
  if (inline !== undefined && inline.length > 0) {
    const childName = context.names.claim('form', [`${mapping.name}-${childTable}`], `${mapping.name}-sub`)
    const child = importForm(
      { model: childTable, identity: source.value.identity || 'id', schema: inline },
      {
        name: childName,
        ...(text(source.value.name) === undefined ? {} : { title: String(source.value.name).trim() }),
        basePath: source.at('schema').replace(/\/schema$/, ''),
      },
      context,
      reporter,
    )
    formName = child?.name
    // The child's key and its link to the parent row are filled in by Tamga, never typed in a row.
    for (const field of child?.fields ?? [])
      if ((field.name === child?.identity || field.name === connectionField) && field.widget !== 'hidden')
        field.hidden = true
  } else formName = schemaReference(context, 'form', formId, reporter, source.at('formId'))
  if (formName === undefined || connectionField === undefined) return undefined
  return {
    form: formName,
    connectionField,
    ...(subtype === 'Form' ? { display: 'form' as const } : { display: 'grid' as const }),
    ...(source.boolean('disableCreate') === true ? { disableCreate: true } : {}),
    ...(source.boolean('disableEdit') === true ? { disableEdit: true } : {}),
    ...(source.boolean('disableDelete') === true ? { disableDelete: true } : {}),
    ...(source.boolean('showRowNumber') === true ? { showRowNumbers: true } : {}),
  }
}

/** A form layout node as the importer builds it; the same JSON as Tamga's `FormLayoutNode`. */
export type ImportedLayoutNode =
  | string
  | { type: 'row'; columns: Array<{ span?: Span; children: ImportedLayoutNode[] }> }
  | { type: 'section'; title?: LocalizedText; children: ImportedLayoutNode[] }

function importLayout(
  nodes: readonly LambdaLayoutNode[],
  fieldNames: ReadonlyMap<string, string>,
  reporter: ImportReporter,
  document: FormDocument,
): ImportedLayoutNode[] {
  const placed = new Set<string>()
  const convert = (node: LambdaLayoutNode): ImportedLayoutNode[] => {
    switch (node.type) {
      case 'field': {
        const name = fieldNames.get(`key:${node.key}`)
        if (name === undefined || placed.has(name)) return []
        placed.add(name)
        return [name]
      }
      case 'unknown':
        reporter.notCarried(node.path, invalidValueMessage(phrase('the layout node', 'байрлалын элемент'), node.value))
        return []
      case 'col':
        return node.children.flatMap(convert)
      case 'section': {
        const children = node.children.flatMap(convert)
        if (children.length === 0) return []
        return [{ type: 'section', ...(node.name === undefined ? {} : { title: node.name }), children }]
      }
      case 'row': {
        const value = node.value
        if (value.sectionRenderByTab === true) document.sectionsAsTabs = true
        const roles = Array.isArray(value.visibleUserRoles) ? value.visibleUserRoles : []
        if (roles.length > 0)
          reporter.notCarried(
            `${node.path}/visibleUserRoles`,
            invalidValueMessage(phrase('row visibility by role', 'мөрийг эрхээр харуулах тохиргоо'), roles),
          )
        if (value.use2ColumnLayout === true)
          reporter.notCarried(
            `${node.path}/use2ColumnLayout`,
            invalidValueMessage(phrase('use2ColumnLayout', '"use2ColumnLayout" тохиргоо'), true),
          )
        const columns = node.children
          .map((child) => {
            const span = child.type === 'col' || child.type === 'section' ? readSpan(child.span) : undefined
            const children = convert(child)
            return children.length === 0
              ? undefined
              : { ...(span === undefined || sameSpan(span, FULL_WIDTH) ? {} : { span }), children }
          })
          .filter((column): column is { span?: Span; children: ImportedLayoutNode[] } => column !== undefined)
        if (columns.length === 0) return []
        // One full-width column is no row at all: place its children directly.
        if (columns.length === 1 && columns[0]?.span === undefined) {
          const only = columns[0]
          const inner = only?.children ?? []
          if (node.name === undefined) return inner
          return [{ type: 'section', title: node.name, children: inner }]
        }
        const row: ImportedLayoutNode = { type: 'row', columns }
        return node.name === undefined ? [row] : [{ type: 'section', title: node.name, children: [row] }]
      }
    }
  }
  return nodes.flatMap(convert)
}

const sameSpan = (a: Span, b: Span): boolean =>
  (['xs', 'sm', 'md', 'lg'] as const).every((key) => (a[key] ?? undefined) === (b[key] ?? undefined))
