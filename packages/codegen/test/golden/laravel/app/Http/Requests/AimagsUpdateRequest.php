<?php

declare(strict_types=1);

namespace App\Http\Requests;

use App\Models\Aimag;
use Illuminate\Support\Facades\Gate;
use Illuminate\Validation\Rule;
use Tamga\Api\JsonBodyRequest;

/** PATCH /records/aimags/{id}: any subset of the fields, each still checked. */
final class AimagsUpdateRequest extends JsonBodyRequest
{
    public function authorize(): bool
    {
        return Gate::allows('update', Aimag::class);
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
                'max:100',
                Rule::unique('aimag', 'name')->ignore($this->route('id'), 'id'),
            ],
            'code' => ['sometimes', 'nullable', 'string', 'max:10', 'regex:/^MN-[0-9]{1,3}$/u'],
            'boundary' => ['sometimes', 'nullable'],
        ];
    }
}
