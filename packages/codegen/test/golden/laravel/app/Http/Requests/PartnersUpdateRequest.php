<?php

declare(strict_types=1);

namespace App\Http\Requests;

use App\Models\Partner;
use Illuminate\Support\Facades\Gate;
use Illuminate\Validation\Rule;
use Tamga\Api\JsonBodyRequest;

/** PATCH /records/partners/{id}: any subset of the fields, each still checked. */
final class PartnersUpdateRequest extends JsonBodyRequest
{
    public function authorize(): bool
    {
        return Gate::allows('update', Partner::class);
    }

    /** @return array<string, list<mixed>> */
    public function rules(): array
    {
        return [
            'id' => ['sometimes', 'integer'],
            'name' => ['sometimes', 'string', 'min:1', 'max:255'],
            'partner_type' => [
                'sometimes',
                'string',
                'min:1',
                'max:20',
                Rule::in(['government', 'international', 'ngo', 'academic', 'business']),
            ],
            'logo' => ['sometimes', 'nullable', 'string'],
            'website' => ['sometimes', 'nullable', 'string', 'url', 'max:255'],
            'country' => ['sometimes', 'nullable', 'string', 'max:100'],
            'cooperation_area' => ['sometimes', 'nullable', 'string', 'max:255'],
            'description' => ['sometimes', 'nullable', 'string'],
            'partner_since' => ['sometimes', 'nullable', 'string', 'date_format:Y-m-d'],
            'sort_order' => ['sometimes', 'integer', 'min:0', 'max:2147483647'],
            'is_published' => ['sometimes', 'boolean'],
        ];
    }
}
