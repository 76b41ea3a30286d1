<?php

declare(strict_types=1);

namespace App\Http\Requests;

use App\Models\HeritageBearer;
use Illuminate\Support\Facades\Gate;
use Illuminate\Validation\Rule;
use Tamga\Api\JsonBodyRequest;

/** POST /records/heritage-bearers: the body a new record is made from. */
final class HeritageBearersStoreRequest extends JsonBodyRequest
{
    public function authorize(): bool
    {
        return Gate::allows('create', HeritageBearer::class);
    }

    /** @return array<string, list<mixed>> */
    public function rules(): array
    {
        return [
            'id' => ['sometimes', 'integer'],
            'last_name' => ['required', 'string', 'min:1', 'max:75', 'regex:/^[A-Za-zА-Яа-яЁёӨөҮү -]+$/u'],
            'first_name' => ['required', 'string', 'min:1', 'max:75', 'regex:/^[A-Za-zА-Яа-яЁёӨөҮү -]+$/u'],
            'register_number' => [
                'sometimes',
                'nullable',
                'string',
                'max:10',
                'regex:/^[А-ЯЁӨҮ]{2}[0-9]{8}$/u',
                Rule::unique('heritage_bearer', 'register_number'),
            ],
            'heritage_domain_id' => ['required', 'integer'],
            'aimag_id' => ['sometimes', 'nullable', 'integer'],
            'biography' => ['sometimes', 'nullable', 'string'],
            'photo' => ['sometimes', 'nullable', 'string'],
            'is_published' => ['sometimes', 'boolean'],
        ];
    }
}
