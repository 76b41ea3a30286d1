<?php

declare(strict_types=1);

namespace Tamga\Api;

use Illuminate\Contracts\Validation\Validator;
use Illuminate\Foundation\Http\FormRequest;
use JsonException;

/**
 * A request whose body is one JSON object, validated as Tamga validates it: a body that is not
 * JSON is INVALID_JSON (Laravel alone would read it as empty), a property the rules do not
 * name is an "additionalProperties" issue, and every failure answers VALIDATION_FAILED.
 */
abstract class JsonBodyRequest extends FormRequest
{
    /** @var array<string, mixed>|null */
    private ?array $body = null;

    /** @return array<string, mixed> */
    public function validationData(): array
    {
        return $this->body ??= $this->decodeBody();
    }

    public function withValidator(Validator $validator): void
    {
        $validator->after(function (Validator $validator): void {
            foreach ($this->unknownFields() as $field) {
                $validator->errors()->add($field, 'additionalProperties');
            }
        });
    }

    protected function failedValidation(Validator $validator): never
    {
        $issues = ValidationIssues::fromFailedRules($validator->failed(), $this->validationData());
        foreach ($this->unknownFields() as $field) {
            $issues[] = ValidationIssues::issue(Issue::pointer($field), 'additionalProperties');
        }

        throw ApiError::validation($issues);
    }

    /** @return list<string> the body's properties that no rule names */
    private function unknownFields(): array
    {
        $known = array_filter(array_keys($this->rules()), static fn (string $rule): bool => !str_contains($rule, '.'));
        $sent = array_map('strval', array_keys($this->validationData()));

        return array_values(array_diff($sent, $known));
    }

    /** @return array<string, mixed> */
    private function decodeBody(): array
    {
        $content = $this->getContent();
        if (trim($content) === '') {
            return [];
        }
        try {
            $body = json_decode($content, true, 512, JSON_THROW_ON_ERROR);
        } catch (JsonException) {
            throw new ApiError('INVALID_JSON');
        }
        if (!is_array($body) || (array_is_list($body) && $body !== [])) {
            throw ApiError::validation([ValidationIssues::issue('', 'type')]);
        }

        return $body;
    }

    /** @return array<string, mixed> */
    abstract public function rules(): array;
}
