<?php

declare(strict_types=1);

namespace Tamga\Api;

/** One entry of a VALIDATION_FAILED answer's "issues". */
final class Issue
{
    /**
     * @param string $path a JSON pointer into what was sent: "/title", "/filter/amount"
     * @return array{path: string, code: string, message: array{mn_MN: string, en_US: string, ko_KR?: string}}
     */
    public static function at(string $path, string $code, string $english, string $mongolian, ?string $korean = null): array
    {
        $message = ['mn_MN' => $mongolian, 'en_US' => $english];
        if ($korean !== null) {
            $message['ko_KR'] = $korean;
        }

        return ['path' => $path, 'code' => $code, 'message' => $message];
    }

    /** The JSON pointer of a Laravel attribute name: "tags.0" is "/tags/0". */
    public static function pointer(string $attribute): string
    {
        return $attribute === '' ? '' : '/' . str_replace('.', '/', $attribute);
    }
}
