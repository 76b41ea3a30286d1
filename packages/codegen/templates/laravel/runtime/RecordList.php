<?php

declare(strict_types=1);

namespace Tamga\Api;

use Illuminate\Database\Eloquent\Builder;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Http\Request;

/**
 * GET /records/{krud}: reads page, pageSize, sort, filter, search and deleted as Tamga's own
 * server does (the same issue codes for the same mistakes) and answers one page. Columns come
 * only from the resource's list plan, values only as bound parameters.
 */
final class RecordList
{
    private const MAX_TEXT = __MAX_TEXT__;
    private const MAX_VALUES = __MAX_VALUES__;

    /** @var list<array{path: string, code: string, message: array{mn_MN: string, en_US: string}}> */
    private array $issues = [];

    /**
     * @param list<string> $sortable the columns sort= accepts
     * @param array{string, bool}|null $defaultSort [column, descending] when the caller gives no sort
     * @param array<string, array{string, string}> $filters column => [type, match]
     * @param list<string> $searchable the columns search= looks in
     */
    public function __construct(
        private readonly string $identity,
        private readonly array $sortable,
        private readonly ?array $defaultSort,
        private readonly array $filters,
        private readonly array $searchable,
        private readonly int $pageSize,
        private readonly int $maxPageSize,
        private readonly bool $softDelete,
    ) {
    }

    /**
     * @template TModel of Model
     * @param Builder<TModel> $rows the rows the caller may see, with their versions
     * @return array<string, mixed>
     */
    public function answer(Builder $rows, Request $request): array
    {
        $this->issues = [];
        $page = $this->positiveInteger($request->query('page'), 'page', 1, PHP_INT_MAX);
        $pageSize = $this->positiveInteger(
            $request->query('pageSize'),
            'pageSize',
            $this->pageSize,
            $this->maxPageSize,
        );
        $sort = $this->sortKeys($request->query('sort'));
        $filters = $this->filterValues($request->query('filter'));
        $search = $this->searchText($request->query('search'));
        $deleted = $this->deletedFlag($request->query('deleted'));
        if ($this->issues !== []) {
            throw ApiError::validation($this->issues, 'querystring');
        }

        if ($deleted && $this->softDelete) {
            $rows->onlyTrashed();
        }
        foreach ($filters as $column => $value) {
            $this->applyFilter($rows, $column, $value);
        }
        if ($search !== '' && $this->searchable !== []) {
            $pattern = '%' . self::escapeLike($search) . '%';
            $rows->where(function (Builder $any) use ($pattern): void {
                foreach ($this->searchable as $column) {
                    $any->orWhereRaw($this->text($any, $column) . ' ilike ?', [$pattern]);
                }
            });
        }
        $total = (clone $rows)->count();
        foreach ($sort as [$column, $descending]) {
            $rows->orderBy($rows->qualifyColumn($column), $descending ? 'desc' : 'asc');
        }
        $rows->orderBy($rows->qualifyColumn($this->identity));

        return [
            'status' => true,
            'rows' => $rows->forPage($page, $pageSize)->get()->toArray(),
            'total' => $total,
            'totalIsEstimate' => false,
            'page' => $page,
            'pageSize' => $pageSize,
            'firstRowNumber' => ($page - 1) * $pageSize + 1,
            'next' => null,
            'consolidation' => (object) [],
        ];
    }

    private function positiveInteger(mixed $given, string $name, int $default, int $maximum): int
    {
        if ($given === null || $given === '') {
            return $default;
        }
        if (!is_string($given) || preg_match('/^[0-9]{1,9}$/', $given) !== 1) {
            $this->issues[] = ValidationIssues::issue('/' . $name, 'type');

            return $default;
        }
        $value = (int) $given;
        if ($value < 1) {
            $this->issues[] = ValidationIssues::issue('/' . $name, 'minimum', '1');
        } elseif ($value > $maximum) {
            $this->issues[] = ValidationIssues::issue('/' . $name, 'maximum', (string) $maximum);
        }

        return $value;
    }

    /** @return list<array{string, bool}> */
    private function sortKeys(mixed $given): array
    {
        if (!is_string($given) || trim($given) === '') {
            return $this->defaultSort === null ? [] : [$this->defaultSort];
        }
        $keys = [];
        foreach (explode(',', $given) as $part) {
            $descending = str_starts_with($part, '-');
            $column = $descending ? substr($part, 1) : $part;
            if (in_array($column, $this->sortable, true)) {
                $keys[] = [$column, $descending];
            } else {
                $this->issues[] = Issue::at(
                    '/sort',
                    'unknown-sort-field',
                    sprintf('"%s" cannot be sorted by', $column),
                    sprintf('"%s" баганаар эрэмбэлэх боломжгүй', $column),
                );
            }
        }

        return $keys;
    }

    /** @return array<string, array<string, mixed>> */
    private function filterValues(mixed $given): array
    {
        if ($given === null || $given === '') {
            return [];
        }
        $parsed = is_string($given) ? json_decode($given, true) : null;
        if (!is_array($parsed) || (array_is_list($parsed) && $parsed !== [])) {
            $this->issues[] = Issue::at('/filter', 'filter-json', 'must be a JSON object', 'JSON объект байх ёстой');

            return [];
        }
        $filters = [];
        foreach ($parsed as $column => $value) {
            $column = (string) $column;
            $read = $this->filterValue($column, $value);
            if ($read !== null) {
                $filters[$column] = $read;
            }
        }

        return $filters;
    }

    /** @return array<string, mixed>|null */
    private function filterValue(string $column, mixed $value): ?array
    {
        $at = '/filter/' . $column;
        if (!isset($this->filters[$column])) {
            $this->issues[] = Issue::at(
                $at,
                'unknown-filter-field',
                sprintf('"%s" cannot be filtered', $column),
                sprintf('"%s" баганаар шүүх боломжгүй', $column),
            );

            return null;
        }
        if (!is_array($value) || (array_is_list($value) && $value !== [])) {
            $this->issues[] = Issue::at($at, 'filter-not-object', 'must be an object', 'объект байх ёстой');

            return null;
        }
        [$type] = $this->filters[$column];
        if ($type === 'text') {
            if (!is_string($value['text'] ?? null) || mb_strlen($value['text']) > self::MAX_TEXT) {
                $this->issues[] = Issue::at(
                    $at,
                    'filter-text',
                    sprintf('needs "text" of at most %d characters', self::MAX_TEXT),
                    sprintf('"text" нь %d хүртэл тэмдэгт байна', self::MAX_TEXT),
                );

                return null;
            }

            return ['text' => $value['text']];
        }
        if ($type === 'set') {
            $values = $value['in'] ?? null;
            $primitive = static fn (mixed $item): bool => is_scalar($item);
            if (!is_array($values) || !array_is_list($values) || count($values) > self::MAX_VALUES
                || count(array_filter($values, $primitive)) !== count($values)) {
                $this->issues[] = Issue::at(
                    $at,
                    'filter-values',
                    sprintf('needs "in": a list of at most %d values', self::MAX_VALUES),
                    sprintf('"in" нь %d хүртэл утгын жагсаалт байна', self::MAX_VALUES),
                );

                return null;
            }

            return ['in' => $values];
        }

        return $this->rangeValue($at, $type, $value);
    }

    /**
     * @param array<string, mixed> $value
     * @return array<string, mixed>|null
     */
    private function rangeValue(string $at, string $type, array $value): ?array
    {
        $range = [];
        foreach (['from', 'to'] as $bound) {
            $given = $value[$bound] ?? null;
            if ($given === null) {
                continue;
            }
            $valid = $type === 'number-range'
                ? (is_int($given) || is_float($given))
                : (is_string($given) && self::isDate($given));
            if (!$valid) {
                $this->issues[] = Issue::at(
                    $at . '/' . $bound,
                    'filter-bound',
                    $type === 'number-range' ? 'must be a number' : 'must be a date YYYY-MM-DD',
                    $type === 'number-range' ? 'тоо байх ёстой' : 'YYYY-MM-DD огноо байх ёстой',
                );

                return null;
            }
            $range[$bound] = $given;
        }

        return $range;
    }

    private function searchText(mixed $given): string
    {
        if ($given === null) {
            return '';
        }
        if (!is_string($given)) {
            $this->issues[] = ValidationIssues::issue('/search', 'type');

            return '';
        }
        if (mb_strlen(trim($given)) > self::MAX_TEXT) {
            $this->issues[] = ValidationIssues::issue('/search', 'maxLength', (string) self::MAX_TEXT);

            return '';
        }

        return trim($given);
    }

    private function deletedFlag(mixed $given): bool
    {
        if ($given === null || $given === 'false') {
            return false;
        }
        if ($given !== 'true') {
            $this->issues[] = ValidationIssues::issue('/deleted', 'type');
        }

        return $given === 'true';
    }

    /**
     * @param Builder<Model> $rows
     * @param array<string, mixed> $value
     */
    private function applyFilter(Builder $rows, string $column, array $value): void
    {
        [$type, $match] = $this->filters[$column];
        if ($type === 'text') {
            $text = self::escapeLike($value['text']);
            $pattern = match ($match) {
                'starts-with' => $text . '%',
                'equals' => $text,
                default => '%' . $text . '%',
            };
            $rows->whereRaw($this->text($rows, $column) . ' ilike ?', [$pattern]);
        } elseif ($type === 'set') {
            // Compared as text, so a value of the wrong type matches nothing instead of failing.
            $values = array_map(
                static fn (mixed $item): string => is_bool($item) ? ($item ? 'true' : 'false') : (string) $item,
                $value['in'],
            );
            if ($values === []) {
                $rows->whereRaw('false');
            } else {
                $placeholders = implode(', ', array_fill(0, count($values), '?'));
                $rows->whereRaw($this->text($rows, $column) . ' in (' . $placeholders . ')', $values);
            }
        } else {
            $qualified = $this->column($rows, $column);
            $cast = $type === 'date-range' ? '?::date' : '?::numeric';
            if (isset($value['from'])) {
                $rows->whereRaw($qualified . ' >= ' . $cast, [$value['from']]);
            }
            if (isset($value['to'])) {
                // A date range's end covers that whole day.
                $bound = $type === 'date-range' ? ' < ?::date + 1' : ' <= ?::numeric';
                $rows->whereRaw($qualified . $bound, [$value['to']]);
            }
        }
    }

    /**
     * A list plan's column as SQL, quoted and qualified with the table.
     *
     * @param Builder<Model> $rows
     */
    private function column(Builder $rows, string $column): string
    {
        return $rows->getQuery()->getGrammar()->wrap($rows->qualifyColumn($column));
    }

    /**
     * The column's value as text: what text filters and search compare.
     *
     * @param Builder<Model> $rows
     */
    private function text(Builder $rows, string $column): string
    {
        return $this->column($rows, $column) . '::text';
    }

    private static function escapeLike(string $text): string
    {
        return addcslashes($text, '\\%_');
    }

    private static function isDate(string $text): bool
    {
        return preg_match('/^(\d{4})-(\d{2})-(\d{2})$/', $text, $parts) === 1
            && checkdate((int) $parts[2], (int) $parts[3], (int) $parts[1]);
    }
}
