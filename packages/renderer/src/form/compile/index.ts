// The form compiler: a Tamga form document → what @rjsf (v6, antd theme) and the React layer draw.
// Pure (no React, no network), so it runs in tests, on the server and in the browser alike.
export {
  type CompiledCondition,
  type CompiledConditions,
  compileConditions,
  type FieldVisibility,
} from './compileConditions.ts'
export {
  type CompiledForm,
  type CompileFormOptions,
  compileForm,
  PRESENTATION_KEYWORDS,
} from './compileForm.ts'
export {
  type AntdColumn,
  compileFormSettings,
  type FormSettings,
} from './compileFormSettings.ts'
export {
  type CompiledFormula,
  type CompiledFormulas,
  compileFormulas,
  type FormulaProblem,
  type FormValues,
  fieldOfIdentifier,
  formulaScope,
  parseFieldExpression,
  type Recomputation,
} from './compileFormulas.ts'
export {
  type CompiledLayout,
  type CompileLayoutOptions,
  compileLayout,
  isNeverShown,
  type LayoutBlock,
  type LayoutColumn,
  type LayoutField,
  type LayoutRow,
  type LayoutSection,
  type LayoutStep,
} from './compileLayout.ts'
export {
  type CompileChildForm,
  type CompiledSubForm,
  compileSubForms,
  type SubFormDocuments,
  type SubFormWidgetSettings,
} from './compileSubForms.ts'
export { compileUiSchema, recordOrder } from './compileUiSchema.ts'
export {
  type ChoiceItem,
  type ChoiceSource,
  type CompileWidgetsOptions,
  type ComputedBy,
  compileWidgets,
  type FieldWidget,
  type TranslationSettings,
  valueTypeOf,
  type WidgetSettings,
} from './compileWidgets.ts'
export { createFormValidator, RECORD_FORMATS } from './formValidator.ts'
export { type InitialValuesContext, initialValuesOf, parameterValue } from './initialValues.ts'
export { errorField, type FieldError, fieldErrorMessage, localizeErrors } from './localizeErrors.ts'
export {
  formDefaultText,
  type MessageParams,
  VALIDATION_MESSAGES,
  type ValidationMessageKey,
  validationMessage,
} from './messages.ts'
export { FULL_SPAN, GRID_COLUMNS, type ResolvedSpan, resolveSpan } from './span.ts'
