<?php

declare(strict_types=1);

namespace App\Http\Requests;

use App\Models\Aimag;
use Illuminate\Support\Facades\Gate;
use Illuminate\Validation\Rule;
use Tamga\Api\JsonBodyRequest;

/** POST /records/aimags: the body a new record is made from. */
final class AimagsStoreRequest extends JsonBodyRequest
{
    public function authorize(): bool
    {
        return Gate::allows('create', Aimag::class);
    }

    /** @return array<string, list<mixed>> */
    public function rules(): array
    {
        return [
            'id' => ['sometimes', 'integer'],
            'name' => ['required', 'string', 'min:1', 'max:100', Rule::unique('aimag', 'name')],
            'code' => ['sometimes', 'nullable', 'string', 'max:10', 'regex:/^MN-[0-9]{1,3}$/u'],
            'boundary' => ['sometimes', 'nullable'],
        ];
    }
}
