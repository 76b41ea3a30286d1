// `app/Custom/`: the team's own code. Written on the first generation only (see isExtensionFile),
// so what is added here survives every regeneration; the generated controllers call into it.
import { phpFile } from './php.ts'
import { runtimeClass } from './runtimePackage.ts'

export function recordHooksFile(): string {
  return phpFile(
    'App\\Custom',
    ['Illuminate\\Database\\Eloquent\\Model', runtimeClass('SessionUser')],
    `/**
 * Your code around every write the generated controllers make. Each hook runs inside the
 * write's transaction: throw Tamga\\Api\\ApiError (or any exception) to refuse, and nothing is
 * saved. $krud names the resource ("applications"), so one class serves them all.
 *
 * This file is yours: regenerating the project never overwrites it.
 */
class RecordHooks
{
    /**
     * Before a create: answer the values to insert.
     *
     * @param array<string, mixed> $values the validated body
     * @return array<string, mixed>
     */
    public function beforeCreate(string $krud, array $values, ?SessionUser $user): array
    {
        return $values;
    }

    public function afterCreate(string $krud, Model $record): void
    {
    }

    /**
     * Before an update of $record (as it is now): answer the values to change.
     *
     * @param array<string, mixed> $values the validated body
     * @return array<string, mixed>
     */
    public function beforeUpdate(string $krud, Model $record, array $values): array
    {
        return $values;
    }

    public function afterUpdate(string $krud, Model $record): void
    {
    }

    public function beforeDelete(string $krud, Model $record): void
    {
    }
}`,
  )
}
