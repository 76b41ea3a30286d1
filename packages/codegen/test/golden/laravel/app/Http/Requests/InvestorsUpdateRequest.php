<?php

declare(strict_types=1);

namespace App\Http\Requests;

use App\Models\Investor;
use Illuminate\Support\Facades\Gate;
use Illuminate\Validation\Rule;
use Tamga\Api\JsonBodyRequest;

/** PATCH /records/investors/{id}: any subset of the fields, each still checked. */
final class InvestorsUpdateRequest extends JsonBodyRequest
{
    public function authorize(): bool
    {
        return Gate::allows('update', Investor::class);
    }

    /** @return array<string, list<mixed>> */
    public function rules(): array
    {
        return [
            'id' => ['sometimes', 'integer'],
            'name' => ['sometimes', 'string', 'min:1', 'max:255'],
            'investor_type' => ['sometimes', 'string', 'min:1', 'max:20', Rule::in(['individual', 'organization'])],
            'logo' => ['sometimes', 'nullable', 'string'],
            'website' => ['sometimes', 'nullable', 'string', 'url', 'max:255'],
            'project' => ['sometimes', 'nullable', 'string', 'max:255'],
            'invested_amount' => ['sometimes', 'nullable', 'numeric', 'min:0', 'gt:-1000000000000', 'lt:1000000000000'],
            'invested_at' => ['sometimes', 'nullable', 'string', 'date_format:Y-m-d'],
            'description' => ['sometimes', 'nullable', 'string'],
            'sort_order' => ['sometimes', 'integer', 'min:0', 'max:2147483647'],
            'is_published' => ['sometimes', 'boolean'],
        ];
    }
}
