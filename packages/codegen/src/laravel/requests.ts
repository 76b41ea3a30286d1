// `app/Http/Requests/<Resource>StoreRequest.php` and `…UpdateRequest.php`: the create and update
// bodies of a resource, authorised by its policy and validated by its form's schema.
import type { ResourcePlan } from '../plan/types.ts'
import { modelClass } from './names.ts'
import { type PhpValue, phpFile, phpString, phpValue, raw } from './php.ts'
import { type RuleMode, schemaRules } from './rules.ts'
import { runtimeClass } from './runtimePackage.ts'

function uniqueRule(resource: ResourcePlan, mode: RuleMode): (property: string) => PhpValue | undefined {
  return (property) => {
    if (!resource.uniqueFields.includes(property)) return undefined
    const rule = `Rule::unique(${phpString(resource.table.table)}, ${phpString(property)})`
    return raw(mode === 'create' ? rule : `${rule}->ignore($this->route('id'), ${phpString(resource.identity)})`)
  }
}

/** The `rules()` array of a resource's create or update request. */
function rulesArray(resource: ResourcePlan, mode: RuleMode): string {
  const schema = mode === 'create' ? resource.createSchema : resource.updateSchema
  const lines = schemaRules(schema, mode, uniqueRule(resource, mode)).map(
    ({ attribute, rules }) => `            ${phpString(attribute)} => ${phpValue(rules, '            ')},`,
  )
  return lines.length === 0 ? '[]' : `[\n${lines.join('\n')}\n        ]`
}

/** The request class's name: `ApplicationsStoreRequest`. */
export function requestClass(resource: ResourcePlan, mode: RuleMode): string {
  return `${resource.className}${mode === 'create' ? 'Store' : 'Update'}Request`
}

/**
 * One request class. `byStep`: the resource's records follow a workflow, whose open step lets
 * its holder change the record without the role's update right (the controller then asks the
 * workflow, ProcessService::guardUpdate).
 */
export function requestFile(resource: ResourcePlan, mode: RuleMode, byStep = false): string {
  const rules = rulesArray(resource, mode)
  const model = modelClass(resource.table.className)
  const ability = mode === 'create' ? 'create' : 'update'
  const what =
    mode === 'create'
      ? `POST /records/${resource.krud}: the body a new record is made from.`
      : `PATCH /records/${resource.krud}/{id}: any subset of the fields, each still checked.`
  const uses = [`App\\Models\\${model}`, 'Illuminate\\Support\\Facades\\Gate', runtimeClass('JsonBodyRequest')]
  if (rules.includes('Rule::')) uses.push('Illuminate\\Validation\\Rule')
  return phpFile(
    'App\\Http\\Requests',
    uses,
    `/** ${what} */
final class ${requestClass(resource, mode)} extends JsonBodyRequest
{
${
  byStep && mode === 'update'
    ? `    /** Without the update right, a reader may still change a record while holding an open step of its process. */
    public function authorize(): bool
    {
        return Gate::allows('update', ${model}::class) || Gate::allows('view', ${model}::class);
    }`
    : `    public function authorize(): bool
    {
        return Gate::allows(${phpString(ability)}, ${model}::class);
    }`
}

    /** @return array<string, list<mixed>> */
    public function rules(): array
    {
        return ${rules};
    }
}`,
  )
}
