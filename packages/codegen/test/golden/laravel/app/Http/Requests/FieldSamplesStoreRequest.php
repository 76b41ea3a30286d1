<?php

declare(strict_types=1);

namespace App\Http\Requests;

use App\Models\FieldSample;
use Illuminate\Support\Facades\Gate;
use Illuminate\Validation\Rule;
use Tamga\Api\JsonBodyRequest;

/** POST /records/field-samples: the body a new record is made from. */
final class FieldSamplesStoreRequest extends JsonBodyRequest
{
    public function authorize(): bool
    {
        return Gate::allows('create', FieldSample::class);
    }

    /** @return array<string, list<mixed>> */
    public function rules(): array
    {
        return [
            'id' => ['sometimes', 'integer'],
            'origin' => ['sometimes', 'nullable', 'string', 'max:40'],
            'title' => ['required', 'string', 'min:3', 'max:40'],
            'code' => [
                'sometimes',
                'nullable',
                'string',
                'max:20',
                'regex:/^[A-Z]{2}-[0-9]{3}$/u',
                Rule::unique('field_sample', 'code'),
            ],
            'summary' => ['sometimes', 'nullable', 'string'],
            'quantity' => ['sometimes', 'nullable', 'integer', 'min:1', 'max:1000'],
            'unit_price' => ['sometimes', 'nullable', 'numeric', 'gt:-1000000000000', 'lt:1000000000000'],
            'event_date' => ['sometimes', 'nullable', 'string', 'date_format:Y-m-d'],
            'starts_at' => ['sometimes', 'nullable', 'string', 'date'],
            'opening_time' => ['sometimes', 'nullable', 'string', 'date_format:H:i:s,H:i'],
            'recorded_at' => ['sometimes', 'nullable', 'string', 'date'],
            'category' => ['required', 'string', 'min:1', 'max:30', Rule::in(['heritage', 'education', 'event'])],
            'tags' => ['sometimes', 'nullable', 'array'],
            'tags.*' => [Rule::in(['music', 'craft', 'dance', 'script']), 'distinct'],
            'size' => ['sometimes', 'nullable', 'string', 'max:10', Rule::in(['small', 'medium', 'large'])],
            'is_checked' => ['sometimes', 'boolean'],
            'is_active' => ['sometimes', 'boolean'],
            'domain_node' => [
                'sometimes',
                'nullable',
                'string',
                'max:40',
                Rule::in(['performing', 'long_song', 'khoomei', 'crafts', 'felt', 'morin_khuur_making']),
            ],
            'color' => ['sometimes', 'nullable', 'string', 'max:7'],
            'attachment' => ['sometimes', 'nullable', 'string'],
            'picture' => ['sometimes', 'nullable', 'string'],
            'secret' => ['sometimes', 'nullable', 'string', 'max:100'],
            'email' => ['sometimes', 'nullable', 'string', 'email', 'max:120'],
            'phone' => ['sometimes', 'nullable', 'string', 'max:20', 'regex:/^[0-9]{8}$/u'],
            'website' => ['sometimes', 'nullable', 'string', 'url', 'max:255'],
            'order_number' => ['sometimes', 'nullable', 'integer', 'min:-2147483648', 'max:2147483647'],
            'description' => ['sometimes', 'nullable', 'string'],
            'aimag_id' => ['sometimes', 'nullable', 'integer'],
            'bearer_id' => ['sometimes', 'nullable', 'integer'],
        ];
    }
}
