<?php

declare(strict_types=1);

namespace Tamga\Api;

use Illuminate\Database\Eloquent\Builder;
use Illuminate\Database\Query\Builder as QueryBuilder;

/**
 * A role's row conditions on a query: every right the role has on a resource covers only the
 * rows that match all of them, and a row outside them answers 404 like a missing one.
 */
final class RowConditions
{
    /**
     * @template TModel of \Illuminate\Database\Eloquent\Model
     * @param Builder<TModel> $rows
     * @param list<array{'current-user'|'user-organizations', string}> $conditions [type, column]
     * @return Builder<TModel>
     */
    public static function apply(Builder $rows, array $conditions, SessionUser $user): Builder
    {
        foreach ($conditions as [$type, $column]) {
            $qualified = $rows->qualifyColumn($column);
            match ($type) {
                'current-user' => $rows->where($qualified, $user->id),
                'user-organizations' => $rows->whereIn(
                    $qualified,
                    static fn (QueryBuilder $organizations): QueryBuilder => $organizations
                        ->select('org_id')
                        ->from('tamga_user_organization')
                        ->where('user_id', $user->id),
                ),
            };
        }

        return $rows;
    }
}
