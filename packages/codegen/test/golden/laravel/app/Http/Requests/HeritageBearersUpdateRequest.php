<?php

declare(strict_types=1);

namespace App\Http\Requests;

use App\Models\HeritageBearer;
use Illuminate\Support\Facades\Gate;
use Illuminate\Validation\Rule;
use Tamga\Api\JsonBodyRequest;

/** PATCH /records/heritage-bearers/{id}: any subset of the fields, each still checked. */
final class HeritageBearersUpdateRequest extends JsonBodyRequest
{
    public function authorize(): bool
    {
        return Gate::allows('update', HeritageBearer::class);
    }

    /** @return array<string, list<mixed>> */
    public function rules(): array
    {
        return [
            'id' => ['sometimes', 'integer'],
            'last_name' => ['sometimes', 'string', 'min:1', 'max:75', 'regex:/^[A-Za-zА-Яа-яЁёӨөҮү -]+$/u'],
            'first_name' => ['sometimes', 'string', 'min:1', 'max:75', 'regex:/^[A-Za-zА-Яа-яЁёӨөҮү -]+$/u'],
            'register_number' => [
                'sometimes',
                'nullable',
                'string',
                'max:10',
                'regex:/^[А-ЯЁӨҮ]{2}[0-9]{8}$/u',
                Rule::unique('heritage_bearer', 'register_number')->ignore($this->route('id'), 'id'),
            ],
            'heritage_domain_id' => ['sometimes', 'integer'],
            'aimag_id' => ['sometimes', 'nullable', 'integer'],
            'biography' => ['sometimes', 'nullable', 'string'],
            'photo' => ['sometimes', 'nullable', 'string'],
            'is_published' => ['sometimes', 'boolean'],
        ];
    }
}
