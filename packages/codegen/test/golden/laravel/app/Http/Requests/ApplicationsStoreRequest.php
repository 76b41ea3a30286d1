<?php

declare(strict_types=1);

namespace App\Http\Requests;

use App\Models\Application;
use Illuminate\Support\Facades\Gate;
use Tamga\Api\JsonBodyRequest;

/** POST /records/applications: the body a new record is made from. */
final class ApplicationsStoreRequest extends JsonBodyRequest
{
    public function authorize(): bool
    {
        return Gate::allows('create', Application::class);
    }

    /** @return array<string, list<mixed>> */
    public function rules(): array
    {
        return [
            'id' => ['sometimes', 'integer'],
            'heritage_bearer_id' => ['required', 'integer'],
            'title' => ['required', 'string', 'min:1', 'max:255'],
            'description' => ['sometimes', 'nullable', 'string'],
            'amount' => [
                'required',
                'numeric',
                'min:0',
                'max:100000000',
                'gt:-1000000000000',
                'lt:1000000000000',
            ],
            'attachment' => ['sometimes', 'nullable', 'string'],
            'process_status' => ['sometimes', 'nullable', 'string', 'max:50'],
        ];
    }
}
