<?php

declare(strict_types=1);

namespace App\Http\Requests;

use App\Models\Supporter;
use Illuminate\Support\Facades\Gate;
use Illuminate\Validation\Rule;
use Tamga\Api\JsonBodyRequest;

/** PATCH /records/supporters/{id}: any subset of the fields, each still checked. */
final class SupportersUpdateRequest extends JsonBodyRequest
{
    public function authorize(): bool
    {
        return Gate::allows('update', Supporter::class);
    }

    /** @return array<string, list<mixed>> */
    public function rules(): array
    {
        return [
            'id' => ['sometimes', 'integer'],
            'name' => ['sometimes', 'string', 'min:1', 'max:255'],
            'supporter_type' => ['sometimes', 'string', 'min:1', 'max:20', Rule::in(['individual', 'organization'])],
            'logo' => ['sometimes', 'nullable', 'string'],
            'website' => ['sometimes', 'nullable', 'string', 'url', 'max:255'],
            'description' => ['sometimes', 'nullable', 'string'],
            'support_amount' => ['sometimes', 'nullable', 'numeric', 'min:0', 'gt:-1000000000000', 'lt:1000000000000'],
            'supported_at' => ['sometimes', 'nullable', 'string', 'date_format:Y-m-d'],
            'is_published' => ['sometimes', 'boolean'],
        ];
    }
}
