<?php

declare(strict_types=1);

namespace App\Http\Requests;

use App\Models\HeritageDomain;
use Illuminate\Support\Facades\Gate;
use Illuminate\Validation\Rule;
use Tamga\Api\JsonBodyRequest;

/** POST /records/heritage-domains: the body a new record is made from. */
final class HeritageDomainsStoreRequest extends JsonBodyRequest
{
    public function authorize(): bool
    {
        return Gate::allows('create', HeritageDomain::class);
    }

    /** @return array<string, list<mixed>> */
    public function rules(): array
    {
        return [
            'id' => ['sometimes', 'integer'],
            'name' => ['required', 'string', 'min:1', 'max:255', Rule::unique('heritage_domain', 'name')],
            'description' => ['sometimes', 'nullable', 'string'],
        ];
    }
}
