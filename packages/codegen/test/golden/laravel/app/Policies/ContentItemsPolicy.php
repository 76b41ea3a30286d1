<?php

declare(strict_types=1);

namespace App\Policies;

use Tamga\Api\SessionUser;

/**
 * content-items: the roles that may read, create, update and delete its records, from the role
 * documents. Role 1 (super admin) may do everything: see AppServiceProvider.
 */
final class ContentItemsPolicy
{
    private const READ = [2, 3];
    private const CREATE = [2, 3];
    private const UPDATE = [2, 3];
    private const DELETE = [2, 3];

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

    /** @param list<int> $roles */
    private static function allows(?SessionUser $user, array $roles): bool
    {
        return $user !== null && in_array($user->roleId, $roles, true);
    }
}
