import Type, { type Static } from 'typebox'
import { checkExpression, expressionIdentifiers, parseExpression } from '../expression/index.ts'
import { type DocumentIssue, issue } from '../validation/issue.ts'
import { PATTERNS } from '../validation/patterns.ts'
import {
  closedObject,
  DocumentNameSchema,
  documentSchema,
  ExpressionSchema,
  LocalizedTextSchema,
  SqlIdentifierSchema,
  UrlSchema,
} from './common.ts'
import type { DocumentKindDefinition } from './definition.ts'

/**
 * A CSS length a builder types for a width or height: a number with a unit (`px`, `%`, `rem`,
 * `em`, `vw`, `vh`), or `0`.
 *
 * @example '1200px'
 */
export const CssLengthSchema = Type.String({
  pattern: PATTERNS.cssLength.pattern,
  description: 'A number followed by px, %, rem, em, vw or vh, e.g. "1200px".',
})
export type CssLength = Static<typeof CssLengthSchema>

const ColumnCount = Type.Integer({ minimum: 1, maximum: 24 })

/**
 * How many of the 24 grid columns something takes at each breakpoint (spec 9: xs 480, sm 576,
 * md 768, lg 992 px). A missing breakpoint inherits the next smaller one; a missing `xs` is 24.
 *
 * @example { xs: 24, md: 12 }
 */
export const SpanSchema = closedObject(
  {
    xs: Type.Optional(ColumnCount),
    sm: Type.Optional(ColumnCount),
    md: Type.Optional(ColumnCount),
    lg: Type.Optional(ColumnCount),
  },
  { description: 'Columns (of 24) taken at each breakpoint.' },
)
export type Span = Static<typeof SpanSchema>

/** The direction of a sort. */
export const SortOrderSchema = Type.Enum(['asc', 'desc'])
export type SortOrder = Static<typeof SortOrderSchema>

/**
 * The name of a method in a trigger controller (`beforeInsert`, `notifyCouncil`); the server or
 * the generated project calls it around a write or a read.
 */
export const TriggerMethodSchema = Type.String({
  pattern: PATTERNS.codeName.pattern,
  description: 'A method name: letters, digits and underscores, not starting with a digit.',
})

/**
 * The namespace of the controller that holds a document's trigger methods: a PHP namespace
 * (`App\Http\Controllers\Heritage`) or a Go package path (`heritage/triggers`).
 */
export const TriggerNamespaceSchema = Type.String({
  pattern: PATTERNS.codeNamespace.pattern,
  description: 'Names separated by "\\", "." or "/", e.g. "App\\Http\\Controllers\\Heritage".',
})

/** The input a form shows for a field: the everyday widgets, then the custom elements of spec 2.7. */
export const FORM_WIDGETS = [
  'text',
  'textarea',
  'number',
  'money',
  'date',
  'datetime',
  'time',
  'select',
  'multi-select',
  'radio',
  'checkbox',
  'switch',
  'tree-select',
  'color',
  'file',
  'image',
  'rich-text',
  'password',
  'sub-form',
  'geographic',
  'hidden',
  'datetimeAutoFill',
  'inputWithIcon',
  'inputWithOrderNumber',
  'workflow',
  'process_status',
  'process_status_changer',
] as const

/** One of {@link FORM_WIDGETS}. */
export const FormWidgetSchema = Type.Enum(FORM_WIDGETS)
export type FormWidget = Static<typeof FormWidgetSchema>

/**
 * Widgets that are bound to no column of the form's own table: a `sub-form` writes rows of its
 * child table, a `workflow` element shows and drives the record's approval steps.
 */
export const WIDGETS_WITHOUT_COLUMN: readonly FormWidget[] = ['sub-form', 'workflow']

/** Widgets whose value is picked from a list, so they need an `options` source. */
export const CHOICE_WIDGETS: readonly FormWidget[] = ['select', 'multi-select', 'radio', 'tree-select']

const optionalMessage = { message: Type.Optional(LocalizedTextSchema) }

/**
 * A validation rule on a field, beyond `required`. Each rule may carry its own message; without
 * one the renderer uses its standard text for that rule.
 *
 * @example { rule: 'maxLength', value: 75 }
 * @example { rule: 'pattern', pattern: '^[0-9]+$', message: { mn_MN: 'Зөвхөн тоо оруулна уу', en_US: 'Digits only' } }
 */
export const FieldRuleSchema = Type.Union([
  closedObject({ rule: Type.Literal('min'), value: Type.Number(), ...optionalMessage }),
  closedObject({ rule: Type.Literal('max'), value: Type.Number(), ...optionalMessage }),
  closedObject({ rule: Type.Literal('minLength'), value: Type.Integer({ minimum: 0 }), ...optionalMessage }),
  closedObject({ rule: Type.Literal('maxLength'), value: Type.Integer({ minimum: 1 }), ...optionalMessage }),
  closedObject({
    rule: Type.Literal('pattern'),
    /** A JavaScript regular expression in Unicode mode, without delimiters; the server checks it too. */
    pattern: Type.String({ minLength: 1 }),
    message: LocalizedTextSchema,
  }),
  closedObject({ rule: Type.Literal('email'), ...optionalMessage }),
  closedObject({ rule: Type.Literal('phone'), ...optionalMessage }),
  closedObject({ rule: Type.Literal('url'), ...optionalMessage }),
  closedObject({ rule: Type.Literal('unique'), ...optionalMessage }),
])
export type FieldRule = Static<typeof FieldRuleSchema>

/** One choice of a static options list; `parent` nests it under another choice in a tree-select. */
export const StaticOptionSchema = closedObject({
  value: Type.Union([Type.String(), Type.Number(), Type.Boolean()]),
  label: LocalizedTextSchema,
  parent: Type.Optional(Type.Union([Type.String(), Type.Number()])),
})
export type StaticOption = Static<typeof StaticOptionSchema>

/**
 * Where a choice field's options come from:
 * - `static`: a fixed list in the document;
 * - `model`: rows of another table (value column, label columns, sort, cascading on another
 *   field of the form, rows owned by the current user only);
 * - `url`: a server address that answers with `[{ value, label }]`;
 * - `grid`: a grid document the user picks a row from in a dialog.
 */
export const FieldOptionsSchema = Type.Union([
  closedObject({ source: Type.Literal('static'), items: Type.Array(StaticOptionSchema, { minItems: 1 }) }),
  closedObject({
    source: Type.Literal('model'),
    /** The table the options are read from. */
    model: SqlIdentifierSchema,
    /** The column stored in this field, usually the table's id. */
    valueField: SqlIdentifierSchema,
    /** Columns joined with a space to make the label a person reads. */
    labelFields: Type.Array(SqlIdentifierSchema, { minItems: 1 }),
    /** Extra columns shown beside the label in the drop-down. */
    visibleFields: Type.Optional(Type.Array(SqlIdentifierSchema)),
    sortField: Type.Optional(SqlIdentifierSchema),
    /** @default 'asc' */
    sortOrder: Type.Optional(SortOrderSchema),
    /**
     * Cascading choices: only rows whose `column` equals the value of the form's `field`
     * (an aimag, then its soums).
     */
    dependsOn: Type.Optional(closedObject({ field: SqlIdentifierSchema, column: SqlIdentifierSchema })),
    /** For a tree-select: the column that points at a row's parent row. */
    treeParentColumn: Type.Optional(SqlIdentifierSchema),
    /** Only rows whose column holds the signed-in user's id. */
    currentUserColumn: Type.Optional(SqlIdentifierSchema),
    /** A condition on the options table's columns, in the formula language. */
    filter: Type.Optional(ExpressionSchema),
  }),
  closedObject({
    source: Type.Literal('url'),
    url: UrlSchema,
    /** Milliseconds to wait after the form opens before the call (Lambda's trigger time-out). @default 0 */
    delayMs: Type.Optional(Type.Integer({ minimum: 0 })),
    /** @default 'value' */
    valueKey: Type.Optional(Type.String({ minLength: 1 })),
    /** @default 'label' */
    labelKey: Type.Optional(Type.String({ minLength: 1 })),
  }),
  closedObject({
    source: Type.Literal('grid'),
    grid: DocumentNameSchema,
    valueField: SqlIdentifierSchema,
    labelFields: Type.Array(SqlIdentifierSchema, { minItems: 1 }),
    /** Title of the dialog the grid opens in. */
    dialogTitle: Type.Optional(LocalizedTextSchema),
  }),
])
export type FieldOptions = Static<typeof FieldOptionsSchema>

/**
 * Upload limits of a `file` or `image` field; `multiple` with `maxCount` is the spec's
 * multiple-image selection.
 */
export const FileSettingsSchema = closedObject({
  /** @default false */
  multiple: Type.Optional(Type.Boolean()),
  /** At most this many files when `multiple`. */
  maxCount: Type.Optional(Type.Integer({ minimum: 1 })),
  /** Largest accepted file in kilobytes. */
  maxSizeKb: Type.Optional(Type.Integer({ minimum: 1 })),
  /** Accepted MIME types or extensions (`image/*`, `.pdf`); any when absent. */
  accept: Type.Optional(Type.Array(Type.String({ minLength: 1 }), { minItems: 1 })),
})
export type FileSettings = Static<typeof FileSettingsSchema>

/** The password check of a `password` field. */
export const PasswordSettingsSchema = closedObject({
  /** Ask for the password twice and compare. @default false */
  confirm: Type.Optional(Type.Boolean()),
  /** Offer a button that generates a strong password. @default false */
  generate: Type.Optional(Type.Boolean()),
  /** Changing it needs the current password. @default false */
  requireCurrent: Type.Optional(Type.Boolean()),
})
export type PasswordSettings = Static<typeof PasswordSettingsSchema>

/** The shape a `geographic` field draws. */
export const GeometryTypeSchema = Type.Enum(['point', 'line', 'polygon'])
export type GeometryType = Static<typeof GeometryTypeSchema>

/** The map under a `geographic` field: the satellite or street layer, or OpenStreetMap. */
export const BaseMapSchema = Type.Enum(['satellite', 'street', 'openstreetmap'])
export type BaseMap = Static<typeof BaseMapSchema>

/** The map a `geographic` field draws on and what it accepts. */
export const GeographicSettingsSchema = closedObject({
  geometry: GeometryTypeSchema,
  center: closedObject({
    longitude: Type.Number({ minimum: -180, maximum: 180 }),
    latitude: Type.Number({ minimum: -90, maximum: 90 }),
  }),
  zoom: Type.Integer({ minimum: 0, maximum: 22 }),
  /** @default 'openstreetmap' */
  baseMap: Type.Optional(BaseMapSchema),
  /** Refuse a shape that overlaps one already stored in the table. @default false */
  checkOverlap: Type.Optional(Type.Boolean()),
  /** The feature class (e.g. an ArcGIS feature layer) the shape is also written to. */
  featureClassUrl: Type.Optional(UrlSchema),
})
export type GeographicSettings = Static<typeof GeographicSettingsSchema>

/** A `sub-form` field: rows of a child table edited inside the parent form. */
export const SubFormSettingsSchema = closedObject({
  /** The form document that edits one child row. */
  form: DocumentNameSchema,
  /** The child table's column that holds the parent row's identity. */
  connectionField: SqlIdentifierSchema,
  /** Rows shown as an editable table, or as a form per row. @default 'grid' */
  display: Type.Optional(Type.Enum(['grid', 'form'])),
  minRows: Type.Optional(Type.Integer({ minimum: 0 })),
  maxRows: Type.Optional(Type.Integer({ minimum: 1 })),
  /** @default false */
  disableCreate: Type.Optional(Type.Boolean()),
  /** @default false */
  disableEdit: Type.Optional(Type.Boolean()),
  /** @default false */
  disableDelete: Type.Optional(Type.Boolean()),
  /** @default false */
  showRowNumbers: Type.Optional(Type.Boolean()),
})
export type SubFormSettings = Static<typeof SubFormSettingsSchema>

/** How a consolidation folds many values into one. */
export const AggregateFunctionSchema = Type.Enum(['sum', 'avg', 'count', 'min', 'max'])
export type AggregateFunction = Static<typeof AggregateFunctionSchema>

/**
 * One input of a form, bound to one column of the form's table.
 *
 * @example { name: 'title', widget: 'text', label: { mn_MN: 'Гарчиг', en_US: 'Title' }, required: true }
 */
export const FormFieldSchema = closedObject({
  /**
   * The column of the form's table this field reads and writes; for the widgets in
   * {@link WIDGETS_WITHOUT_COLUMN} it only names the element (a sub-form: its child table).
   */
  name: SqlIdentifierSchema,
  widget: FormWidgetSchema,
  label: Type.Optional(LocalizedTextSchema),
  placeholder: Type.Optional(LocalizedTextSchema),
  /** A short hint under the input. */
  help: Type.Optional(LocalizedTextSchema),
  /** Kept in the record but not shown. @default false */
  hidden: Type.Optional(Type.Boolean()),
  /** Shown but not editable. @default false */
  disabled: Type.Optional(Type.Boolean()),
  /** @default false */
  required: Type.Optional(Type.Boolean()),
  /** Shown instead of the standard "please enter a value" text. */
  requiredMessage: Type.Optional(LocalizedTextSchema),
  rules: Type.Optional(Type.Array(FieldRuleSchema)),
  /** The value holds one text per interface language. @default false */
  translatable: Type.Optional(Type.Boolean()),
  defaultValue: Type.Optional(Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()])),
  /** Filled from a parameter of the page's route (`/form/{schema_id}/{id}`) or its query string. */
  valueFromParameter: Type.Optional(
    closedObject({ from: Type.Enum(['route', 'query']), name: Type.String({ pattern: PATTERNS.codeName.pattern }) }),
  ),
  /** Filled with the signed-in user's id. @default false */
  fillWithCurrentUser: Type.Optional(Type.Boolean()),
  /** Digits after the decimal point of a `number` or `money` value. */
  precision: Type.Optional(Type.Integer({ minimum: 0, maximum: 10 })),
  /** The value is computed from other fields of the form, e.g. `quantity * unit_price`. */
  formula: Type.Optional(ExpressionSchema),
  /** The value is computed from the rows of one of the form's sub-forms. */
  consolidation: Type.Optional(
    closedObject({ subForm: SqlIdentifierSchema, column: SqlIdentifierSchema, aggregate: AggregateFunctionSchema }),
  ),
  /** The field is hidden while this condition on the form's fields holds. */
  hiddenWhen: Type.Optional(ExpressionSchema),
  /** The field is read-only while this condition on the form's fields holds. */
  disabledWhen: Type.Optional(ExpressionSchema),
  span: Type.Optional(SpanSchema),
  /** Icon name shown in an `inputWithIcon`. */
  icon: Type.Optional(Type.String({ minLength: 1 })),
  /** Text put before the running number of an `inputWithOrderNumber`. */
  prefix: Type.Optional(Type.String({ minLength: 1 })),
  /** The toolbar of a `rich-text` editor. @default 'basic' */
  editor: Type.Optional(Type.Enum(['basic', 'full'])),
  /** The workflow document a `workflow` or `process_status_changer` field drives; the krud's when absent. */
  workflow: Type.Optional(DocumentNameSchema),
  options: Type.Optional(FieldOptionsSchema),
  file: Type.Optional(FileSettingsSchema),
  password: Type.Optional(PasswordSettingsSchema),
  geographic: Type.Optional(GeographicSettingsSchema),
  subForm: Type.Optional(SubFormSettingsSchema),
})
export type FormField = Static<typeof FormFieldSchema>

/** A place in the layout for the field of that name. */
export const FormLayoutFieldSchema = SqlIdentifierSchema

const spanOption = { span: Type.Optional(SpanSchema) }

/** A row of the layout whose columns hold only fields. */
export const FormLayoutInnerRowSchema = closedObject({
  type: Type.Literal('row'),
  columns: Type.Array(closedObject({ ...spanOption, children: Type.Array(FormLayoutFieldSchema) }), { minItems: 1 }),
})
export type FormLayoutInnerRow = Static<typeof FormLayoutInnerRowSchema>

/** A titled group of fields and rows, optionally seen only by some roles. */
export const FormLayoutSectionSchema = closedObject({
  type: Type.Literal('section'),
  title: Type.Optional(LocalizedTextSchema),
  /** Only these roles see the section; everyone when absent. */
  roles: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, uniqueItems: true })),
  children: Type.Array(Type.Union([FormLayoutFieldSchema, FormLayoutInnerRowSchema])),
})
export type FormLayoutSection = Static<typeof FormLayoutSectionSchema>

/** A row of the layout: columns side by side, each holding fields and sections. */
export const FormLayoutRowSchema = closedObject({
  type: Type.Literal('row'),
  columns: Type.Array(
    closedObject({
      ...spanOption,
      children: Type.Array(Type.Union([FormLayoutFieldSchema, FormLayoutSectionSchema])),
    }),
    { minItems: 1 },
  ),
})
export type FormLayoutRow = Static<typeof FormLayoutRowSchema>

/** What a step, or a simple form's layout, is made of: fields, rows and sections. */
export const FormLayoutBlockSchema = Type.Union([FormLayoutFieldSchema, FormLayoutRowSchema, FormLayoutSectionSchema])
export type FormLayoutBlock = Static<typeof FormLayoutBlockSchema>

/** One page of a step-by-step form. */
export const FormLayoutStepSchema = closedObject({
  type: Type.Literal('step'),
  title: LocalizedTextSchema,
  description: Type.Optional(LocalizedTextSchema),
  children: Type.Array(FormLayoutBlockSchema),
})
export type FormLayoutStep = Static<typeof FormLayoutStepSchema>

/**
 * One top-level node of a form's layout. A string places the field of that name; a `row` splits
 * into columns; a `section` groups under a title; a `step` is one page of a step-by-step form.
 * Nesting is bounded, step ▸ row ▸ section ▸ row ▸ field, which covers every Lambda layout
 * (row ▸ section ▸ row ▸ column ▸ field) and, unlike a recursive `$ref`, keeps validation
 * messages pointed at the node that is wrong.
 *
 * @example { type: 'row', columns: [{ span: { md: 12 }, children: ['title'] }, { span: { md: 12 }, children: ['amount'] }] }
 */
export const FormLayoutNodeSchema = Type.Union([
  FormLayoutFieldSchema,
  FormLayoutRowSchema,
  FormLayoutSectionSchema,
  FormLayoutStepSchema,
])
export type FormLayoutNode = Static<typeof FormLayoutNodeSchema>

/** The server methods run around a form's writes, all in one controller. */
export const FormTriggersSchema = closedObject({
  namespace: TriggerNamespaceSchema,
  beforeInsert: Type.Optional(TriggerMethodSchema),
  afterInsert: Type.Optional(TriggerMethodSchema),
  beforeUpdate: Type.Optional(TriggerMethodSchema),
  afterUpdate: Type.Optional(TriggerMethodSchema),
})
export type FormTriggers = Static<typeof FormTriggersSchema>

/**
 * A form document: the settings of one data-entry screen, its fields (each once) and a layout
 * that places them by name.
 */
export const FormDocumentSchema = documentSchema('form', 1, {
  /** A simple form, or a step-by-step one whose layout is a list of `step` nodes. @default 'simple' */
  type: Type.Optional(Type.Enum(['simple', 'steps'])),
  /** The table the form writes. */
  model: SqlIdentifierSchema,
  /** The field that identifies a row (the primary key). */
  identity: SqlIdentifierSchema,
  /** @default 'top' */
  labelPosition: Type.Optional(Type.Enum(['top', 'left'])),
  /** Width of the labels when they sit on the left, in pixels. */
  labelWidth: Type.Optional(Type.Integer({ minimum: 1 })),
  width: Type.Optional(CssLengthSchema),
  minHeight: Type.Optional(CssLengthSchema),
  /** Space around the form in pixels. */
  padding: Type.Optional(Type.Integer({ minimum: 0 })),
  /** The word on the save button. @default 'Хадгалах' */
  saveButtonText: Type.Optional(LocalizedTextSchema),
  /** The top-level sections are shown as tabs instead of one under another. @default false */
  sectionsAsTabs: Type.Optional(Type.Boolean()),
  /** `created_at` and `updated_at` are written on save. @default true */
  timestamps: Type.Optional(Type.Boolean()),
  /** @default false */
  showBackButton: Type.Optional(Type.Boolean()),
  /** @default true */
  showResetButton: Type.Optional(Type.Boolean()),
  /** A warning shown above the fields. */
  notice: Type.Optional(LocalizedTextSchema),
  messages: Type.Optional(
    closedObject({
      success: Type.Optional(LocalizedTextSchema),
      error: Type.Optional(LocalizedTextSchema),
      /** Shown when some fields fail their rules. */
      invalid: Type.Optional(LocalizedTextSchema),
    }),
  ),
  triggers: Type.Optional(FormTriggersSchema),
  fields: Type.Array(FormFieldSchema, { minItems: 1 }),
  /** Where each field goes; when absent, fields are shown one per line in list order. */
  layout: Type.Optional(Type.Array(FormLayoutNodeSchema)),
})
export type FormDocument = Static<typeof FormDocumentSchema>

/**
 * Checks one formula written in a document: it must parse (code `formula-syntax`) and read only
 * the names `isKnown` accepts (code `unknown-identifier`, one issue per name). Issues point at
 * `path`, the formula's own place in the document; `params.offset` says where in the text.
 * Without `isKnown` only the syntax is checked, for formulas over columns the document does not
 * list (they are checked against the model by the project check).
 *
 * @example checkFormula('price * qty', '/fields/3/formula', (name) => name === 'price')
 */
export function checkFormula(
  expression: string,
  path: string,
  isKnown: (name: string) => boolean = () => true,
): DocumentIssue[] {
  const parsed = parseExpression(expression)
  const known = parsed.ok ? expressionIdentifiers(parsed.ast).filter(isKnown) : []
  return checkExpression(expression, known).map((found) =>
    issue(path, found.code, found.message, { offset: found.offset }),
  )
}

const unknownField = (path: string, name: string): DocumentIssue =>
  issue(
    path,
    'unknown-field',
    { en_US: `"${name}" is not a field of this form`, mn_MN: `"${name}" гэсэн талбар энэ маягтад байхгүй` },
    { name },
  )

function widgetSettingsIssues(field: FormField, path: string): DocumentIssue[] {
  const issues: DocumentIssue[] = []
  const needs = (key: string, holds: boolean): void => {
    if (!holds) {
      issues.push(
        issue(
          `${path}/${key}`,
          'missing-settings',
          {
            en_US: `is required for a "${field.widget}" field`,
            mn_MN: `"${field.widget}" төрлийн талбарт заавал байх ёстой`,
          },
          { widget: field.widget, setting: key },
        ),
      )
    }
  }
  const onlyFor = (key: string, present: boolean, widgets: readonly FormWidget[]): void => {
    if (present && !widgets.includes(field.widget)) {
      issues.push(
        issue(
          `${path}/${key}`,
          'settings-not-for-widget',
          {
            en_US: `applies only to ${widgets.map((w) => `"${w}"`).join(', ')} fields, not "${field.widget}"`,
            mn_MN: `зөвхөн ${widgets.map((w) => `"${w}"`).join(', ')} төрлийн талбарт хамаарна, "${field.widget}"-д биш`,
          },
          { widget: field.widget, setting: key },
        ),
      )
    }
  }
  if (CHOICE_WIDGETS.includes(field.widget)) needs('options', field.options !== undefined)
  if (field.widget === 'sub-form') needs('subForm', field.subForm !== undefined)
  if (field.widget === 'geographic') needs('geographic', field.geographic !== undefined)
  onlyFor('options', field.options !== undefined, [...CHOICE_WIDGETS, 'checkbox'])
  onlyFor('subForm', field.subForm !== undefined, ['sub-form'])
  onlyFor('geographic', field.geographic !== undefined, ['geographic'])
  onlyFor('password', field.password !== undefined, ['password'])
  onlyFor('file', field.file !== undefined, ['file', 'image'])
  return issues
}

function rangeIssues(field: FormField, path: string): DocumentIssue[] {
  const issues: DocumentIssue[] = []
  const rules = field.rules ?? []
  const bound = (kind: FieldRule['rule']): number | undefined => {
    const found = rules.find((rule) => rule.rule === kind)
    return found !== undefined && 'value' in found ? found.value : undefined
  }
  const pairs: Array<[FieldRule['rule'], FieldRule['rule']]> = [
    ['min', 'max'],
    ['minLength', 'maxLength'],
  ]
  for (const [low, high] of pairs) {
    const lowValue = bound(low)
    const highValue = bound(high)
    if (lowValue !== undefined && highValue !== undefined && lowValue > highValue) {
      issues.push(
        issue(
          `${path}/rules/${rules.findIndex((rule) => rule.rule === low)}`,
          'range',
          {
            en_US: `${low} ${lowValue} is greater than ${high} ${highValue}`,
            mn_MN: `${low} ${lowValue} нь ${high} ${highValue}-аас их байна`,
          },
          { [low]: lowValue, [high]: highValue },
        ),
      )
    }
  }
  rules.forEach((rule, index) => {
    if (rule.rule !== 'pattern') return
    try {
      new RegExp(rule.pattern, 'u')
    } catch {
      issues.push(
        issue(`${path}/rules/${index}/pattern`, 'invalid-pattern', {
          en_US: 'This check pattern cannot be read. Check its brackets and special characters, or remove the rule.',
          mn_MN: 'Шалгах загварыг уншиж чадсангүй. Хаалт, тусгай тэмдэгтүүдийг шалгах эсвэл дүрмийг устгана уу.',
        }),
      )
    }
  })
  const sub = field.subForm
  if (sub?.minRows !== undefined && sub.maxRows !== undefined && sub.minRows > sub.maxRows) {
    issues.push(
      issue(
        `${path}/subForm/minRows`,
        'range',
        {
          en_US: `${sub.minRows} is greater than maxRows ${sub.maxRows}`,
          mn_MN: `${sub.minRows} нь maxRows ${sub.maxRows}-аас их байна`,
        },
        { minRows: sub.minRows, maxRows: sub.maxRows },
      ),
    )
  }
  return issues
}

function layoutIssues(form: FormDocument, fieldNames: ReadonlySet<string>): DocumentIssue[] {
  const issues: DocumentIssue[] = []
  const placed = new Map<string, string>()
  const steps = form.type === 'steps'
  const visit = (
    node: FormLayoutNode | FormLayoutBlock | FormLayoutSection['children'][number],
    path: string,
    topLevel: boolean,
  ): void => {
    const isStep = typeof node !== 'string' && node.type === 'step'
    if (topLevel && isStep && !steps) {
      issues.push(
        issue(path, 'misplaced-step', {
          en_US: 'a step needs a step-by-step form (type "steps")',
          mn_MN: 'алхам зөвхөн алхамт маягтад (type "steps") байна',
        }),
      )
    } else if (topLevel && !isStep && steps) {
      issues.push(
        issue(path, 'step-expected', {
          en_US: 'the top of a step-by-step form layout holds only steps',
          mn_MN: 'алхамт маягтын байрлалын дээд түвшинд зөвхөн алхам байна',
        }),
      )
    }
    if (typeof node === 'string') {
      const first = placed.get(node)
      if (!fieldNames.has(node)) issues.push(unknownField(path, node))
      else if (first !== undefined) {
        issues.push(
          issue(
            path,
            'duplicate-placement',
            {
              en_US: `places "${node}" a second time (it is already at ${first})`,
              mn_MN: `"${node}" талбарыг дахин байрлуулсан байна (${first}-д байгаа)`,
            },
            { name: node, first },
          ),
        )
      } else placed.set(node, path)
      return
    }
    if (node.type === 'row') {
      node.columns.forEach((column, c) => {
        column.children.forEach((child, i) => {
          visit(child, `${path}/columns/${c}/children/${i}`, false)
        })
      })
    } else {
      node.children.forEach((child, i) => {
        visit(child, `${path}/children/${i}`, false)
      })
    }
  }
  const layout = form.layout ?? []
  layout.forEach((node, i) => {
    visit(node, `/layout/${i}`, true)
  })
  if (steps && layout.length === 0) {
    issues.push(
      issue('/layout', 'steps-required', {
        en_US: 'a step-by-step form needs a layout made of steps',
        mn_MN: 'алхамт маягт алхмуудаас бүрдсэн байрлалтай байх ёстой',
      }),
    )
  }
  return issues
}

/**
 * The checks of a form a JSON Schema cannot express: field names are unique; the identity is a
 * field; the layout places only existing fields, each at most once, with steps exactly where a
 * step-by-step form needs them; widgets have the settings they need and only those; cascading
 * options and consolidations name fields of the form; rule bounds are in order; patterns compile;
 * formulas and show/hide conditions parse and read only the form's fields (`items.amount`, a
 * column of the sub-form `items`, counts as a name of the form).
 */
export function checkForm(form: FormDocument): DocumentIssue[] {
  const issues: DocumentIssue[] = []
  const fieldNames = new Set<string>()
  form.fields.forEach((field, i) => {
    if (fieldNames.has(field.name)) {
      issues.push(
        issue(
          `/fields/${i}/name`,
          'duplicate-name',
          {
            en_US: `"${field.name}" is already used by another field`,
            mn_MN: `"${field.name}" нэрийг өөр талбар ашигласан байна`,
          },
          { name: field.name },
        ),
      )
    }
    fieldNames.add(field.name)
  })
  if (!fieldNames.has(form.identity)) {
    issues.push(
      issue(
        '/identity',
        'unknown-identity',
        {
          en_US: `"${form.identity}" must be one of the form's fields`,
          mn_MN: `"${form.identity}" нь маягтын талбаруудын нэг байх ёстой`,
        },
        { name: form.identity },
      ),
    )
  }
  const subForms = new Set(form.fields.filter((field) => field.widget === 'sub-form').map((field) => field.name))
  const isFormName = (name: string): boolean => {
    const [head = '', ...rest] = name.split('.')
    return rest.length === 0 ? fieldNames.has(name) : rest.length === 1 && subForms.has(head)
  }
  form.fields.forEach((field, i) => {
    const path = `/fields/${i}`
    issues.push(...widgetSettingsIssues(field, path), ...rangeIssues(field, path))
    if (field.options?.source === 'model' && field.options.dependsOn !== undefined) {
      const parent = field.options.dependsOn.field
      if (!fieldNames.has(parent)) issues.push(unknownField(`${path}/options/dependsOn/field`, parent))
    }
    if (field.consolidation !== undefined) {
      const source = field.consolidation.subForm
      if (!form.fields.some((other) => other.name === source && other.widget === 'sub-form')) {
        issues.push(
          issue(
            `${path}/consolidation/subForm`,
            'unknown-sub-form',
            {
              en_US: `"${source}" is not a sub-form field of this form`,
              mn_MN: `"${source}" гэсэн дэд маягт талбар энэ маягтад байхгүй`,
            },
            { name: source },
          ),
        )
      }
    }
    for (const key of ['formula', 'hiddenWhen', 'disabledWhen'] as const) {
      const expression = field[key]
      if (expression !== undefined) issues.push(...checkFormula(expression, `${path}/${key}`, isFormName))
    }
    if (field.options?.source === 'model' && field.options.filter !== undefined) {
      // The filter speaks about the options table, whose columns this document does not list.
      issues.push(...checkFormula(field.options.filter, `${path}/options/filter`))
    }
  })
  issues.push(...layoutIssues(form, fieldNames))
  return issues
}

/**
 * The reference form: a news article. Used in docs, tests and as the form builder's template.
 */
export const exampleForm: FormDocument = {
  kind: 'form',
  version: 1,
  name: 'news-form',
  title: { mn_MN: 'Мэдээ', en_US: 'News' },
  model: 'news',
  identity: 'id',
  labelPosition: 'top',
  width: '960px',
  saveButtonText: { mn_MN: 'Хадгалах', en_US: 'Save' },
  messages: { success: { mn_MN: 'Амжилттай хадгаллаа', en_US: 'Saved successfully' } },
  fields: [
    { name: 'id', widget: 'hidden' },
    {
      name: 'title',
      widget: 'text',
      label: { mn_MN: 'Гарчиг', en_US: 'Title' },
      required: true,
      translatable: true,
      rules: [{ rule: 'maxLength', value: 255 }],
    },
    { name: 'image', widget: 'image', label: { mn_MN: 'Зураг', en_US: 'Image' } },
    { name: 'body', widget: 'rich-text', label: { mn_MN: 'Агуулга', en_US: 'Content' }, editor: 'full' },
    { name: 'published_at', widget: 'date', label: { mn_MN: 'Нийтэлсэн огноо', en_US: 'Published on' } },
  ],
  layout: [
    'title',
    {
      type: 'row',
      columns: [
        { span: { xs: 24, md: 12 }, children: ['image'] },
        { span: { xs: 24, md: 12 }, children: ['published_at'] },
      ],
    },
    'body',
  ],
}

/** The form document kind: version 1, its schema, example and checks. */
export const formKind: DocumentKindDefinition<FormDocument> = {
  kind: 'form',
  version: 1,
  schema: FormDocumentSchema,
  example: exampleForm,
  check: checkForm,
}
