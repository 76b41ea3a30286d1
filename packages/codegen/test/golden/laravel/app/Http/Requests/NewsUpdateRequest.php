<?php

declare(strict_types=1);

namespace App\Http\Requests;

use App\Models\News;
use Illuminate\Support\Facades\Gate;
use Tamga\Api\JsonBodyRequest;

/** PATCH /records/news/{id}: any subset of the fields, each still checked. */
final class NewsUpdateRequest extends JsonBodyRequest
{
    public function authorize(): bool
    {
        return Gate::allows('update', News::class);
    }

    /** @return array<string, list<mixed>> */
    public function rules(): array
    {
        return [
            'id' => ['sometimes', 'integer'],
            'title' => ['sometimes', 'string', 'min:1', 'max:255'],
            'summary' => ['sometimes', 'nullable', 'string', 'max:500'],
            'image' => ['sometimes', 'nullable', 'string'],
            'published_at' => ['sometimes', 'nullable', 'string', 'date'],
            'is_published' => ['sometimes', 'boolean'],
            'body' => ['sometimes', 'string', 'min:1'],
            'view_count' => ['sometimes', 'integer', 'min:-2147483648', 'max:2147483647'],
        ];
    }
}
