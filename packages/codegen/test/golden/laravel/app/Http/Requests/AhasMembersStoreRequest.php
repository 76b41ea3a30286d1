<?php

declare(strict_types=1);

namespace App\Http\Requests;

use App\Models\AhasMember;
use Illuminate\Support\Facades\Gate;
use Tamga\Api\JsonBodyRequest;

/** POST /records/ahas-members: the body a new record is made from. */
final class AhasMembersStoreRequest extends JsonBodyRequest
{
    public function authorize(): bool
    {
        return Gate::allows('create', AhasMember::class);
    }

    /** @return array<string, list<mixed>> */
    public function rules(): array
    {
        return [
            'id' => ['sometimes', 'integer'],
            'last_name' => ['required', 'string', 'min:1', 'max:75', 'regex:/^[A-Za-zА-Яа-яЁёӨөҮү -]+$/u'],
            'first_name' => ['required', 'string', 'min:1', 'max:75', 'regex:/^[A-Za-zА-Яа-яЁёӨөҮү -]+$/u'],
            'position' => ['sometimes', 'nullable', 'string', 'max:150'],
            'organization' => ['sometimes', 'nullable', 'string', 'max:255'],
            'photo' => ['sometimes', 'nullable', 'string'],
            'biography' => ['sometimes', 'nullable', 'string'],
            'joined_at' => ['sometimes', 'nullable', 'string', 'date_format:Y-m-d'],
            'sort_order' => ['sometimes', 'integer', 'min:0', 'max:2147483647'],
            'is_published' => ['sometimes', 'boolean'],
        ];
    }
}
