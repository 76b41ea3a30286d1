<?php

declare(strict_types=1);

namespace App\Http\Requests;

use App\Models\ContentCategory;
use Illuminate\Support\Facades\Gate;
use Illuminate\Validation\Rule;
use Tamga\Api\JsonBodyRequest;

/** POST /records/content-categories: the body a new record is made from. */
final class ContentCategoriesStoreRequest extends JsonBodyRequest
{
    public function authorize(): bool
    {
        return Gate::allows('create', ContentCategory::class);
    }

    /** @return array<string, list<mixed>> */
    public function rules(): array
    {
        return [
            'id' => ['sometimes', 'integer'],
            'slug' => [
                'required',
                'string',
                'min:1',
                'max:50',
                'regex:/^[a-z0-9]+(-[a-z0-9]+)*$/u',
                Rule::unique('content_category', 'slug'),
            ],
            'name' => ['required', 'string', 'min:1', 'max:150'],
            'name_en' => ['sometimes', 'nullable', 'string', 'max:150'],
            'name_ko' => ['sometimes', 'nullable', 'string', 'max:150'],
            'description' => ['sometimes', 'nullable', 'string'],
            'cover_image' => ['sometimes', 'nullable', 'string'],
            'icon' => ['sometimes', 'nullable', 'string', 'max:50'],
            'sort_order' => ['sometimes', 'integer', 'min:0', 'max:2147483647'],
            'is_published' => ['sometimes', 'boolean'],
        ];
    }
}
