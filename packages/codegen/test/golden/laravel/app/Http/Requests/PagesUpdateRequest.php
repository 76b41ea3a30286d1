<?php

declare(strict_types=1);

namespace App\Http\Requests;

use App\Models\Page;
use Illuminate\Support\Facades\Gate;
use Illuminate\Validation\Rule;
use Tamga\Api\JsonBodyRequest;

/** PATCH /records/pages/{id}: any subset of the fields, each still checked. */
final class PagesUpdateRequest extends JsonBodyRequest
{
    public function authorize(): bool
    {
        return Gate::allows('update', Page::class);
    }

    /** @return array<string, list<mixed>> */
    public function rules(): array
    {
        return [
            'id' => ['sometimes', 'integer'],
            'slug' => [
                'sometimes',
                'string',
                'min:1',
                'max:50',
                'regex:/^[a-z0-9]+(-[a-z0-9]+)*$/u',
                Rule::unique('page', 'slug')->ignore($this->route('id'), 'id'),
            ],
            'title' => ['sometimes', 'string', 'min:1', 'max:255'],
            'title_en' => ['sometimes', 'nullable', 'string', 'max:255'],
            'title_ko' => ['sometimes', 'nullable', 'string', 'max:255'],
            'summary' => ['sometimes', 'nullable', 'string', 'max:500'],
            'body' => ['sometimes', 'string', 'min:1'],
            'cover_image' => ['sometimes', 'nullable', 'string'],
            'sort_order' => ['sometimes', 'integer', 'min:0', 'max:2147483647'],
            'is_published' => ['sometimes', 'boolean'],
        ];
    }
}
