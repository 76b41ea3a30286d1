<?php

declare(strict_types=1);

namespace App\Http\Requests;

use Tamga\Api\JsonBodyRequest;

/** POST /auth/login: {login, password}. */
final class LoginRequest extends JsonBodyRequest
{
    /** @return array<string, list<string>> */
    public function rules(): array
    {
        return [
            'login' => ['required', 'string'],
            'password' => ['required', 'string'],
        ];
    }
}
