<?php

declare(strict_types=1);

namespace App\Http\Requests;

use App\Models\HeritageDomain;
use Illuminate\Support\Facades\Gate;
use Illuminate\Validation\Rule;
use Tamga\Api\JsonBodyRequest;

/** PATCH /records/heritage-domains/{id}: any subset of the fields, each still checked. */
final class HeritageDomainsUpdateRequest extends JsonBodyRequest
{
    public function authorize(): bool
    {
        return Gate::allows('update', HeritageDomain::class);
    }

    /** @return array<string, list<mixed>> */
    public function rules(): array
    {
        return [
            'id' => ['sometimes', 'integer'],
            'name' => [
                'sometimes',
                'string',
                'min:1',
                'max:255',
                Rule::unique('heritage_domain', 'name')->ignore($this->route('id'), 'id'),
            ],
            'description' => ['sometimes', 'nullable', 'string'],
        ];
    }
}
