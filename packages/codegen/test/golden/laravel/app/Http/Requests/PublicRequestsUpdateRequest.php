<?php

declare(strict_types=1);

namespace App\Http\Requests;

use App\Models\PublicRequest;
use Illuminate\Support\Facades\Gate;
use Illuminate\Validation\Rule;
use Tamga\Api\JsonBodyRequest;

/** PATCH /records/public-requests/{id}: any subset of the fields, each still checked. */
final class PublicRequestsUpdateRequest extends JsonBodyRequest
{
    public function authorize(): bool
    {
        return Gate::allows('update', PublicRequest::class);
    }

    /** @return array<string, list<mixed>> */
    public function rules(): array
    {
        return [
            'id' => ['sometimes', 'integer'],
            'kind' => ['sometimes', 'string', 'max:20', Rule::in(['donation', 'investment', 'access'])],
            'name' => ['sometimes', 'string', 'max:200'],
            'email' => ['sometimes', 'string', 'email', 'max:200'],
            'phone' => ['sometimes', 'nullable', 'string', 'max:50'],
            'amount' => ['sometimes', 'nullable', 'numeric', 'gt:-100000000000000', 'lt:100000000000000'],
            'content_item_id' => ['sometimes', 'nullable', 'integer'],
            'message' => ['sometimes', 'nullable', 'string'],
            'status' => [
                'sometimes',
                'string',
                'min:1',
                'max:20',
                Rule::in(['new', 'approved', 'rejected', 'answered']),
            ],
            'staff_note' => ['sometimes', 'nullable', 'string', 'max:4000'],
        ];
    }
}
