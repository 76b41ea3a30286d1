<?php

declare(strict_types=1);

namespace App\Policies;

use App\Models\Application;
use Illuminate\Database\Eloquent\Builder;
use Tamga\Api\RowConditions;
use Tamga\Api\SessionUser;

/**
 * applications: the roles that may read, create, update and delete its records, from the role
 * documents. Role 1 (super admin) may do everything: see AppServiceProvider.
 */
final class ApplicationsPolicy
{
    private const READ = [2, 3, 4, 5];
    private const CREATE = [2, 5];
    private const UPDATE = [2, 3];
    private const DELETE = [2];
    /** Role id => the conditions every right of that role covers: [type, column]. */
    private const ROW_CONDITIONS = [
        5 => [['current-user', 'applicant_id']],
    ];

    public function viewAny(?SessionUser $user): bool
    {
        return self::allows($user, self::READ);
    }

    public function view(?SessionUser $user): bool
    {
        return self::allows($user, self::READ);
    }

    public function create(?SessionUser $user): bool
    {
        return self::allows($user, self::CREATE);
    }

    public function update(?SessionUser $user): bool
    {
        return self::allows($user, self::UPDATE);
    }

    public function delete(?SessionUser $user): bool
    {
        return self::allows($user, self::DELETE);
    }

    /** Restoring needs the delete right. */
    public function restore(?SessionUser $user): bool
    {
        return self::allows($user, self::DELETE);
    }

    /**
     * The rows the caller's role may touch; a row outside them answers 404 like a missing one.
     *
     * @param Builder<Application> $rows
     * @return Builder<Application>
     */
    public function rows(Builder $rows, ?SessionUser $user): Builder
    {
        if ($user === null) {
            return $rows;
        }

        return RowConditions::apply($rows, self::ROW_CONDITIONS[$user->roleId] ?? [], $user);
    }

    /** @param list<int> $roles */
    private static function allows(?SessionUser $user, array $roles): bool
    {
        return $user !== null && in_array($user->roleId, $roles, true);
    }
}
