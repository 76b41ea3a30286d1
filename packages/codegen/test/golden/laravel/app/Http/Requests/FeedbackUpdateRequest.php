<?php

declare(strict_types=1);

namespace App\Http\Requests;

use App\Models\Feedback;
use Illuminate\Support\Facades\Gate;
use Illuminate\Validation\Rule;
use Tamga\Api\JsonBodyRequest;

/** PATCH /records/feedback/{id}: any subset of the fields, each still checked. */
final class FeedbackUpdateRequest extends JsonBodyRequest
{
    public function authorize(): bool
    {
        return Gate::allows('update', Feedback::class);
    }

    /** @return array<string, list<mixed>> */
    public function rules(): array
    {
        return [
            'id' => ['sometimes', 'integer'],
            'name' => ['sometimes', 'string', 'max:150'],
            'email' => ['sometimes', 'nullable', 'string', 'email', 'max:150'],
            'phone' => ['sometimes', 'nullable', 'string', 'max:20', 'regex:/^[0-9]{8}$/u'],
            'topic' => [
                'sometimes',
                'string',
                'max:20',
                Rule::in(['question', 'suggestion', 'complaint', 'thanks']),
            ],
            'message' => ['sometimes', 'string'],
            'status' => [
                'sometimes',
                'string',
                'min:1',
                'max:20',
                Rule::in(['new', 'in-progress', 'answered', 'closed']),
            ],
            'reply' => ['sometimes', 'nullable', 'string', 'max:4000'],
            'replied_at' => ['sometimes', 'nullable', 'string', 'date'],
        ];
    }
}
