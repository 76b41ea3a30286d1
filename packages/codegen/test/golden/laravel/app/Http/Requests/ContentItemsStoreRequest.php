<?php

declare(strict_types=1);

namespace App\Http\Requests;

use App\Models\ContentItem;
use Illuminate\Support\Facades\Gate;
use Illuminate\Validation\Rule;
use Tamga\Api\JsonBodyRequest;

/** POST /records/content-items: the body a new record is made from. */
final class ContentItemsStoreRequest extends JsonBodyRequest
{
    public function authorize(): bool
    {
        return Gate::allows('create', ContentItem::class);
    }

    /** @return array<string, list<mixed>> */
    public function rules(): array
    {
        return [
            'id' => ['sometimes', 'integer'],
            'category_id' => ['required', 'integer'],
            'heritage_domain_id' => ['sometimes', 'nullable', 'integer'],
            'title' => ['required', 'string', 'min:1', 'max:255'],
            'summary' => ['sometimes', 'nullable', 'string', 'max:500'],
            'body' => ['sometimes', 'nullable', 'string'],
            'cover_image' => ['sometimes', 'nullable', 'string'],
            'media_kind' => [
                'sometimes',
                'string',
                'min:1',
                'max:20',
                Rule::in(['article', 'video', 'audio', 'ebook', 'audiobook', 'course', 'gallery']),
            ],
            'media_url' => ['sometimes', 'nullable', 'string', 'url'],
            'author' => ['sometimes', 'nullable', 'string', 'max:150'],
            'duration_minutes' => ['sometimes', 'nullable', 'integer', 'min:0', 'max:2147483647'],
            'page_count' => ['sometimes', 'nullable', 'integer', 'min:0', 'max:2147483647'],
            'episode_count' => ['sometimes', 'nullable', 'integer', 'min:0', 'max:2147483647'],
            'is_paid' => ['sometimes', 'boolean'],
            'price' => ['sometimes', 'nullable', 'numeric', 'min:0', 'gt:-1000000000000', 'lt:1000000000000'],
            'is_featured' => ['sometimes', 'boolean'],
            'sort_order' => ['sometimes', 'integer', 'min:0', 'max:2147483647'],
            'published_at' => ['sometimes', 'nullable', 'string', 'date'],
            'is_published' => ['sometimes', 'boolean'],
            'view_count' => ['sometimes', 'integer', 'min:-2147483648', 'max:2147483647'],
        ];
    }
}
