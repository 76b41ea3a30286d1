<?php

declare(strict_types=1);

namespace App\Http\Requests;

use Tamga\Api\JsonBodyRequest;

/**
 * POST /auth/login: {login, password}. As on Tamga, empty values are taken and answered as a
 * wrong password, not as a validation error.
 */
final class LoginRequest extends JsonBodyRequest
{
    /** @return array<string, list<string>> */
    public function rules(): array
    {
        return [
            'login' => ['present', 'string', 'max:255'],
            'password' => ['present', 'string', 'max:1024'],
        ];
    }
}
