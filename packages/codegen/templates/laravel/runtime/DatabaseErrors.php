<?php

declare(strict_types=1);

namespace Tamga\Api;

use Illuminate\Database\QueryException;

/**
 * The PostgreSQL errors a request can cause with the data it sends, as VALIDATION_FAILED
 * issues at the column concerned: the database is the last word on uniqueness, references
 * and values, and its refusal is the client's problem, never a 500.
 */
final class DatabaseErrors
{
    public static function toApiError(QueryException $error): ?ApiError
    {
        $message = $error->getMessage();
        $issue = match ((string) $error->getCode()) {
            '23505' => ValidationIssues::issue(self::keyColumn($message), 'unique'),
            '23503' => ValidationIssues::issue(
                self::keyColumn($message),
                str_contains($message, 'still referenced') ? 'referenced' : 'reference',
            ),
            '23502' => ValidationIssues::issue(self::quotedColumn($message), 'required'),
            '22001' => ValidationIssues::issue('', 'maxLength'),
            '22003' => ValidationIssues::issue('', 'maximum'),
            '22007', '22008', '22P02' => ValidationIssues::issue('', 'format'),
            default => null,
        };

        return $issue === null ? null : ApiError::validation([$issue]);
    }

    /** PostgreSQL's detail "Key (name)=(value) …" names the column(s) of the broken key. */
    private static function keyColumn(string $message): string
    {
        return preg_match('/Key \(([^,)]+)/', $message, $match) === 1 ? '/' . $match[1] : '';
    }

    /** 'null value in column "title" of relation …' */
    private static function quotedColumn(string $message): string
    {
        return preg_match('/column "([^"]+)"/', $message, $match) === 1 ? '/' . $match[1] : '';
    }
}
