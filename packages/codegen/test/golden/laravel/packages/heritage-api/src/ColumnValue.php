<?php

declare(strict_types=1);

namespace Tamga\Api;

/**
 * A value a list request compares with a column (a set filter's `in`, a range bound), read and
 * checked as Tamga reads it (@tamga/schema runtime/column-value.ts) before it is bound, so the
 * database is never handed text it cannot cast: that would answer 500 for the caller's mistake.
 * Kinds are the generated plan's: integer, bigint, decimal, boolean, date, timestamp,
 * timestamptz, time, uuid, string, json and geometry (a column no request compares by type).
 */
final class ColumnValue
{
    /** JavaScript's Number.MAX_SAFE_INTEGER: the largest integer Tamga reads from JSON exactly. */
    private const MAX_SAFE_INTEGER = 9007199254740991;

    /** Whether a JSON value is text, a finite number or true/false: what a set filter takes. */
    public static function isPrimitive(mixed $value): bool
    {
        return is_string($value) || is_bool($value) || is_int($value) || (is_float($value) && is_finite($value));
    }

    /** Whether a JSON number is an integer JavaScript holds exactly. */
    private static function isSafeInteger(mixed $value): bool
    {
        if (is_int($value)) {
            return abs($value) <= self::MAX_SAFE_INTEGER;
        }

        return is_float($value) && is_finite($value) && floor($value) === $value && abs($value) <= self::MAX_SAFE_INTEGER;
    }

    /** A value as a grid's filter sends it, in the column's own type where the text says so ("20" for a key). */
    public static function listed(string $kind, mixed $value): mixed
    {
        if (!is_string($value)) {
            return $value;
        }
        if ($kind === 'integer' && preg_match('/^-?[0-9]{1,10}$/', $value) === 1) {
            return (int) $value;
        }
        if ($kind === 'boolean' && ($value === 'true' || $value === 'false')) {
            return $value === 'true';
        }

        return $value;
    }

    /**
     * The value to bind for one compared with a column of `kind`, or the words of what it must be.
     *
     * @return array{0: bool, 1: mixed} [true, value to bind] or [false, ['mn_MN' => …, 'en_US' => …]]
     */
    public static function check(string $kind, mixed $value, int $maxText): array
    {
        switch ($kind) {
            case 'integer':
                return self::isSafeInteger($value) && $value >= -2147483648 && $value <= 2147483647
                    ? [true, (string) (int) $value]
                    : self::mustBe('an integer', 'бүхэл тоо', '정수여야 합니다');
            case 'bigint':
                if (self::isSafeInteger($value)) {
                    return [true, (string) (int) $value];
                }
                if (is_string($value) && preg_match('/^-?[0-9]{1,19}$/', $value) === 1 && self::fitsInt8($value)) {
                    return [true, $value];
                }

                return self::mustBe('an integer', 'бүхэл тоо', '정수여야 합니다');
            case 'decimal':
                if ((is_int($value) || is_float($value)) && is_finite((float) $value)) {
                    return [true, is_int($value) ? (string) $value : json_encode($value)];
                }

                return is_string($value) && preg_match('/^-?[0-9]{1,30}(\.[0-9]{1,30})?$/', $value) === 1
                    ? [true, $value]
                    : self::mustBe('a number', 'тоо', '숫자여야 합니다');
            case 'boolean':
                return is_bool($value) ? [true, $value ? 'true' : 'false'] : self::mustBe('true or false', 'true эсвэл false', 'true 또는 false여야 합니다');
            case 'date':
            case 'timestamp':
            case 'timestamptz':
                return is_string($value) && self::isDateOrDateTime($value)
                    ? [true, $value]
                    : self::mustBe('a date YYYY-MM-DD or an ISO date and time', 'YYYY-MM-DD огноо эсвэл ISO огноо цаг', 'YYYY-MM-DD 날짜 또는 ISO 날짜와 시간이어야 합니다');
            case 'json':
                return [false, [
                    'mn_MN' => 'JSON баганаар шүүх боломжгүй',
                    'en_US' => 'cannot be compared: a JSON column is not filtered',
                    'ko_KR' => 'JSON 열은 필터할 수 없습니다',
                ]];
            case 'geometry':
                if (is_bool($value)) {
                    return [true, $value ? 'true' : 'false'];
                }
                if ((is_int($value) || is_float($value)) && is_finite((float) $value) || self::isText($value, $maxText)) {
                    return [true, is_string($value) ? $value : json_encode($value)];
                }

                return [false, [
                    'mn_MN' => 'тоо, true, false эсвэл NUL тэмдэгтгүй текст байх ёстой',
                    'en_US' => 'must be a number, true, false or text without a NUL character',
                ]];
        }
        if (!self::isText($value, $maxText)) {
            return self::mustBe(
                sprintf('text of at most %d characters, without a NUL character', $maxText),
                sprintf('NUL тэмдэгтгүй, %d хүртэл тэмдэгт бүхий текст', $maxText),
                sprintf('NUL 문자가 없는 %d자 이하의 텍스트여야 합니다', $maxText),
            );
        }
        if ($kind === 'uuid' && preg_match('/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i', $value) !== 1) {
            return self::mustBe('a UUID', 'UUID', 'UUID여야 합니다');
        }
        if ($kind === 'time' && preg_match('/^([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9](\.[0-9]{1,6})?)?$/', $value) !== 1) {
            return self::mustBe('a time HH:MM[:SS]', 'HH:MM[:SS] цаг', 'HH:MM[:SS] 시간이어야 합니다');
        }

        return [true, $value];
    }

    /** Whether a day `YYYY-MM-DD` is one of the calendar, as JavaScript's Date.UTC reads it (years 0 to 99 are not). */
    public static function isCalendarDay(string $day): bool
    {
        if (preg_match('/^([0-9]{4})-([0-9]{2})-([0-9]{2})$/', $day, $parts) !== 1) {
            return false;
        }

        return (int) $parts[1] >= 100 && checkdate((int) $parts[2], (int) $parts[3], (int) $parts[1]);
    }

    /** Text a list may compare with: valid UTF-8, at most `max` UTF-16 units (as JavaScript counts), no NUL. */
    public static function isText(mixed $value, int $max): bool
    {
        return is_string($value) && preg_match('//u', $value) === 1 && !str_contains($value, "\0")
            && self::utf16Length($value) <= $max;
    }

    /** A text's length as JavaScript counts it, in UTF-16 units: a letter past U+FFFF counts twice. */
    public static function utf16Length(string $text): int
    {
        return (int) preg_match_all('/./us', $text) + (int) preg_match_all('/[\x{10000}-\x{10FFFF}]/u', $text);
    }

    private static function isDateOrDateTime(string $value): bool
    {
        $dateTime = '/^([0-9]{4}-[0-9]{2}-[0-9]{2})[T ]([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9](\.[0-9]{1,6})?)?'
            . '(Z|[+-](0[0-9]|1[0-5])(:?[0-5][0-9])?)?$/';
        if (preg_match($dateTime, $value, $parts) === 1) {
            return self::isCalendarDay($parts[1]);
        }

        return self::isCalendarDay($value);
    }

    private static function fitsInt8(string $digits): bool
    {
        $negative = str_starts_with($digits, '-');
        $magnitude = ltrim($negative ? substr($digits, 1) : $digits, '0');
        $limit = $negative ? '9223372036854775808' : '9223372036854775807';

        return strlen($magnitude) < 19 || (strlen($magnitude) === 19 && strcmp($magnitude, $limit) <= 0);
    }

    /** @return array{0: false, 1: array{mn_MN: string, en_US: string, ko_KR: string}} */
    private static function mustBe(string $english, string $mongolian, string $korean): array
    {
        return [false, ['mn_MN' => $mongolian . ' байх ёстой', 'en_US' => 'must be ' . $english, 'ko_KR' => $korean]];
    }
}
