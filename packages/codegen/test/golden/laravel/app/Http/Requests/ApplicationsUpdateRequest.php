<?php

declare(strict_types=1);

namespace App\Http\Requests;

use App\Models\Application;
use Illuminate\Support\Facades\Gate;
use Tamga\Api\JsonBodyRequest;

/** PATCH /records/applications/{id}: any subset of the fields, each still checked. */
final class ApplicationsUpdateRequest extends JsonBodyRequest
{
    /** Without the update right, a reader may still change a record while holding an open step of its process. */
    public function authorize(): bool
    {
        return Gate::allows('update', Application::class) || Gate::allows('view', Application::class);
    }

    /** @return array<string, list<mixed>> */
    public function rules(): array
    {
        return [
            'id' => ['sometimes', 'integer'],
            'heritage_bearer_id' => ['sometimes', 'integer'],
            'title' => ['sometimes', 'string', 'min:1', 'max:255'],
            'description' => ['sometimes', 'nullable', 'string'],
            'amount' => [
                'sometimes',
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
