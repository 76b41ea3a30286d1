<?php

declare(strict_types=1);

namespace App\Http\Requests;

use App\Models\Envoy;
use Illuminate\Support\Facades\Gate;
use Tamga\Api\JsonBodyRequest;

/** POST /records/envoys: the body a new record is made from. */
final class EnvoysStoreRequest extends JsonBodyRequest
{
    public function authorize(): bool
    {
        return Gate::allows('create', Envoy::class);
    }

    /** @return array<string, list<mixed>> */
    public function rules(): array
    {
        return [
            'id' => ['sometimes', 'integer'],
            'last_name' => ['required', 'string', 'min:1', 'max:75', 'regex:/^[A-Za-zА-Яа-яЁёӨөҮү -]+$/u'],
            'first_name' => ['required', 'string', 'min:1', 'max:75', 'regex:/^[A-Za-zА-Яа-яЁёӨөҮү -]+$/u'],
            'position' => ['sometimes', 'nullable', 'string', 'max:150'],
            'aimag_id' => ['sometimes', 'nullable', 'integer'],
            'phone' => ['sometimes', 'nullable', 'string', 'max:20', 'regex:/^[0-9]{8}$/u'],
            'email' => ['sometimes', 'nullable', 'string', 'email', 'max:150'],
            'photo' => ['sometimes', 'nullable', 'string'],
            'biography' => ['sometimes', 'nullable', 'string'],
            'appointed_at' => ['sometimes', 'nullable', 'string', 'date_format:Y-m-d'],
            'is_published' => ['sometimes', 'boolean'],
        ];
    }
}
