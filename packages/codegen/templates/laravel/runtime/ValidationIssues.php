<?php

declare(strict_types=1);

namespace Tamga\Api;

/**
 * Laravel's failed rules as the contract's issues: each named after the JSON Schema keyword
 * Tamga's own validator reports, so a client handles both servers alike.
 */
final class ValidationIssues
{
    /** Laravel's rule => the issue code, for rules whose meaning does not depend on the value. */
    private const CODES = [
        'Required' => 'required',
        'Present' => 'required',
        'String' => 'type',
        'Integer' => 'type',
        'Numeric' => 'type',
        'Boolean' => 'type',
        'Array' => 'type',
        'List' => 'type',
        'Email' => 'format',
        'Url' => 'format',
        'Uuid' => 'format',
        'Date' => 'format',
        'DateFormat' => 'format',
        'Regex' => 'pattern',
        'In' => 'enum',
        'Gt' => 'exclusiveMinimum',
        'Lt' => 'exclusiveMaximum',
        'Distinct' => 'uniqueItems',
        'Unique' => 'unique',
    ];

    /** Issue code => [English, Mongolian]; %s is the rule's limit. */
    private const MESSAGES = [
        'required' => ['is required', 'заавал бөглөнө'],
        'type' => ['has the wrong type', 'төрөл буруу байна'],
        'format' => ['has the wrong format', 'хэлбэр буруу байна'],
        'pattern' => ['does not match the expected pattern', 'загварт тохирохгүй байна'],
        'enum' => ['is not one of the allowed values', 'зөвшөөрөгдсөн утгуудын нэг биш байна'],
        'minLength' => ['must be at least %s characters long', '%s-с цөөнгүй тэмдэгт байна'],
        'maxLength' => ['must be at most %s characters long', '%s-с олонгүй тэмдэгт байна'],
        'minimum' => ['must be at least %s', '%s-с багагүй байна'],
        'maximum' => ['must be at most %s', '%s-с ихгүй байна'],
        'exclusiveMinimum' => ['must be greater than %s', '%s-с их байна'],
        'exclusiveMaximum' => ['must be less than %s', '%s-с бага байна'],
        'minItems' => ['must have at least %s items', '%s-с цөөнгүй утгатай байна'],
        'maxItems' => ['must have at most %s items', '%s-с олонгүй утгатай байна'],
        'uniqueItems' => ['must not repeat a value', 'утга давхардахгүй байна'],
        'unique' => ['is already taken', 'давхардсан утга байна'],
        'additionalProperties' => ['is not a field of this form', 'энэ маягтын талбар биш байна'],
        'reference' => ['names a record that does not exist', 'байхгүй бичлэгийг заасан байна'],
        'referenced' => ['is still used by other records', 'өөр бичлэгүүд ашиглаж байна'],
    ];

    /**
     * @param array<string, array<string, list<string>>> $failed Laravel's failed(): attribute => rule => parameters
     * @param array<string, mixed> $data what was validated, to tell a length from a size
     * @return list<array{path: string, code: string, message: array{mn_MN: string, en_US: string}}>
     */
    public static function fromFailedRules(array $failed, array $data): array
    {
        $issues = [];
        foreach ($failed as $attribute => $rules) {
            foreach ($rules as $rule => $parameters) {
                $code = self::codeOf((string) $rule, data_get($data, (string) $attribute));
                $issues[] = self::issue(Issue::pointer((string) $attribute), $code, $parameters[0] ?? '');
            }
        }

        return $issues;
    }

    /**
     * @return array{path: string, code: string, message: array{mn_MN: string, en_US: string}}
     */
    public static function issue(string $path, string $code, string $limit = ''): array
    {
        [$english, $mongolian] = self::MESSAGES[$code] ?? self::MESSAGES['type'];

        return Issue::at($path, $code, sprintf($english, $limit), sprintf($mongolian, $limit));
    }

    /** min and max measure a string's length, an array's count or a number's value. */
    private static function codeOf(string $rule, mixed $value): string
    {
        if ($rule === 'Min' || $rule === 'Max') {
            $bound = $rule === 'Min' ? 'min' : 'max';

            return match (true) {
                is_string($value) => $bound . 'Length',
                is_array($value) => $bound . 'Items',
                default => $bound === 'min' ? 'minimum' : 'maximum',
            };
        }

        return self::CODES[$rule] ?? 'type';
    }
}
