<?php

declare(strict_types=1);

namespace Tamga\Api;

use Illuminate\Database\Eloquent\Builder;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;

/**
 * GET /records/{krud}: reads page, pageSize, sort, filter, search, after and deleted as Tamga's
 * own server does (the same issue codes for the same mistakes) and answers one page as Tamga's
 * list does: each row carries the list plan's columns, each relation's label as
 * `{field}__label`, `deleted_at` when the deleted rows are listed, `_version` and, on a workflow
 * krud, `__process_id`; a full page gives the `next` cursor that after= reads; `consolidation`
 * holds the grid's aggregates over every row the filters keep. Columns come only from the
 * resource's list plan, values only as bound parameters. The SQL is made by framework-free
 * methods, so php-cli can check its shape without Laravel.
 */
final class RecordList
{
    private const MAX_TEXT = 200;
    private const MAX_VALUES = 500;
    /** A relation label's suffix, a workflow row's process id field and a row's version field, as Tamga names them. */
    private const LABEL_SUFFIX = '__label';
    private const PROCESS_ID_FIELD = '__process_id';
    private const VERSION_FIELD = '_version';
    private const AGGREGATES = ['sum', 'avg', 'count', 'min', 'max'];

    /** @var list<array{path: string, code: string, message: array{mn_MN: string, en_US: string}}> */
    private array $issues = [];

    /**
     * @param string $table the resource's table, which every column is qualified with
     * @param list<string> $columns what a row carries, in order: the identity, the grid's columns and their translations
     * @param list<array{string, string, string, list<string>}> $labels [column, related table, its key, its label columns]: a row's `{column}__label`
     * @param list<array{string, string}> $consolidations [aggregate, column]: `{aggregate}_{column}` over the filtered rows
     * @param list<string> $sortable the columns sort= accepts
     * @param array{string, bool}|null $defaultSort [column, descending] when the caller gives no sort
     * @param array<string, string> $keyTypes the SQL type of each sortable column and the identity, which a cursor's value is compared as
     * @param array<string, array{string, string, string, array{string, string, list<string>}|null}> $filters column => [type, match, its column's kind, a relation's [related table, its key, its label columns]]
     * @param list<string> $searchable the columns search= looks in
     * @param list<array{string, string, string, list<string>}> $searchLabels [column, related table, its key, its label columns]: search= finds a row by its related row's label
     * @param string|null $processOf the krud whose process each row names as `__process_id` (a workflow krud)
     */
    public function __construct(
        private readonly string $table,
        private readonly string $identity,
        private readonly array $columns,
        private readonly array $labels,
        private readonly array $consolidations,
        private readonly array $sortable,
        private readonly ?array $defaultSort,
        private readonly array $keyTypes,
        private readonly array $filters,
        private readonly array $searchable,
        private readonly array $searchLabels,
        private readonly int $pageSize,
        private readonly int $maxPageSize,
        private readonly bool $softDelete,
        private readonly ?string $processOf,
    ) {
    }

    /**
     * The page written as Tamga writes it: letters and slashes as they are, not escaped.
     *
     * @template TModel of Model
     * @param Builder<TModel> $rows the rows the caller may see
     */
    public function response(Builder $rows, Request $request): JsonResponse
    {
        return new JsonResponse($this->answer($rows, $request), 200, [], JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES);
    }

    /**
     * @template TModel of Model
     * @param Builder<TModel> $rows the rows the caller may see
     * @return array<string, mixed>
     */
    public function answer(Builder $rows, Request $request): array
    {
        $read = $this->read($request->query());
        if ($read['deleted'] && $this->softDelete) {
            $rows->onlyTrashed();
        }
        foreach ($read['filters'] as $column => $value) {
            $this->applyFilter($rows, $column, $value);
        }
        $search = $this->searchCondition(SearchSpelling::variants($read['search']));
        if ($search !== null) {
            $rows->whereRaw($search[0], $search[1]);
        }
        $totals = (array) (clone $rows)->toBase()->select([])->selectRaw($this->totalsSelect())->first();

        $keys = $this->keys($read['sort']);
        [$select, $bindings] = $this->selectList($read['deleted']);
        $rows->select([])->selectRaw($select, $bindings)->orderByRaw($this->orderBy($keys))->limit($read['pageSize']);
        if ($read['after'] !== null) {
            [$after, $values] = $this->afterCondition($read['after'], $keys);
            $rows->whereRaw($after, $values);
        } else {
            $rows->offset(($read['page'] - 1) * $read['pageSize']);
        }
        $page = $rows->get()->toArray();
        $last = end($page);

        return [
            'status' => true,
            'rows' => $page,
            'total' => (int) ($totals['total'] ?? 0),
            'totalIsEstimate' => false,
            'page' => $read['page'],
            'pageSize' => $read['pageSize'],
            'firstRowNumber' => ($read['page'] - 1) * $read['pageSize'] + 1,
            'next' => is_array($last) && count($page) === $read['pageSize'] ? $this->cursor($last, $keys) : null,
            'consolidation' => $this->consolidation($totals),
        ];
    }

    /**
     * A list request's query read as Tamga's server reads it, or its refusal: 400
     * VALIDATION_FAILED with every issue, in the querystring. Needs nothing of Laravel.
     *
     * @param array<string, mixed> $query
     * @return array{page: int, pageSize: int, sort: list<array{string, bool}>, filters: array<string, array<string, mixed>>, search: string, after: list<mixed>|null, deleted: bool}
     */
    public function read(array $query): array
    {
        $this->issues = [];
        $sort = $this->sortKeys($query['sort'] ?? null);
        $read = [
            'page' => $this->positiveInteger($query['page'] ?? null, 'page', 1, PHP_INT_MAX),
            'pageSize' => $this->positiveInteger(
                $query['pageSize'] ?? null,
                'pageSize',
                $this->pageSize,
                $this->maxPageSize,
            ),
            'sort' => $sort,
            'filters' => $this->filterValues($query['filter'] ?? null),
            'search' => $this->searchText($query['search'] ?? null),
            'after' => $this->afterValues($query['after'] ?? null, $sort),
            'deleted' => $this->deletedFlag($query['deleted'] ?? null),
        ];
        if ($this->issues !== []) {
            throw ApiError::validation($this->issues, 'querystring');
        }

        return $read;
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
            // A column named twice counts once, the first time, as Tamga reads it.
            if (in_array($column, array_column($keys, 0), true)) {
                continue;
            }
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

    /**
     * The filters in the order Tamga reads them (JavaScript's JSON.parse then Object.entries:
     * array-index keys first in numeric order, then the others as written), each read against
     * its column.
     *
     * @return array<string, array<string, mixed>>
     */
    private function filterValues(mixed $given): array
    {
        if ($given === null || $given === '') {
            return [];
        }
        // Objects stay objects, so `[]` and `{}` are told apart as JavaScript tells them.
        $parsed = is_string($given) ? json_decode($given, false) : null;
        if (!$parsed instanceof \stdClass) {
            $this->issues[] = Issue::at('/filter', 'filter-json', 'must be a JSON object', 'JSON объект байх ёстой');

            return [];
        }
        $members = get_object_vars($parsed);
        $isIndex = static fn (int|string $key): bool => is_int($key) && $key >= 0 && $key < 4294967295;
        $indexes = array_filter(array_keys($members), $isIndex);
        sort($indexes);
        $ordered = [];
        foreach ($indexes as $key) {
            $ordered[(string) $key] = $members[$key];
        }
        foreach ($members as $key => $value) {
            if (!$isIndex($key)) {
                $ordered[(string) $key] = $value;
            }
        }
        $filters = [];
        foreach ($ordered as $column => $value) {
            $column = (string) $column;
            $read = $this->filterValue($column, $value);
            if ($read !== null) {
                $filters[$column] = $read;
            }
        }

        return $filters;
    }

    /** @return array<string, mixed>|null */
    private function filterValue(string $column, mixed $given): ?array
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
        if (!$given instanceof \stdClass) {
            $this->issues[] = Issue::at($at, 'filter-not-object', 'must be an object', 'объект байх ёстой');

            return null;
        }
        $value = get_object_vars($given);
        [$type, , $kind, $label] = $this->filters[$column];
        if ($type === 'text') {
            $text = $value['text'] ?? null;
            if (!ColumnValue::isText($text, self::MAX_TEXT)) {
                $this->issues[] = Issue::at(
                    $at,
                    'filter-text',
                    sprintf('needs "text" of at most %d characters, without a NUL character', self::MAX_TEXT),
                    sprintf('"text" нь NUL тэмдэгтгүй, %d хүртэл тэмдэгт байна', self::MAX_TEXT),
                );

                return null;
            }

            return ['text' => $text];
        }
        if ($type !== 'set') {
            return $this->rangeValue($at, $type, $kind, $value);
        }
        if ($label !== null && !array_key_exists('in', $value) && array_key_exists('label', $value)) {
            if (!ColumnValue::isText($value['label'], self::MAX_TEXT)) {
                $this->issues[] = Issue::at(
                    $at,
                    'filter-label',
                    sprintf('needs "label" of at most %d characters, without a NUL character', self::MAX_TEXT),
                    sprintf('"label" нь NUL тэмдэгтгүй, %d хүртэл тэмдэгт байна', self::MAX_TEXT),
                );

                return null;
            }

            return ['label' => trim($value['label'])];
        }
        $values = $value['in'] ?? null;
        if (!is_array($values) || count($values) > self::MAX_VALUES
            || count(array_filter($values, ColumnValue::isPrimitive(...))) !== count($values)) {
            $this->issues[] = Issue::at(
                $at,
                'filter-values',
                sprintf('needs "in": a list of at most %d values', self::MAX_VALUES),
                sprintf('"in" нь %d хүртэл утгын жагсаалт байна', self::MAX_VALUES),
            );

            return null;
        }
        $listed = array_map(static fn (mixed $item): mixed => ColumnValue::listed($kind, $item), $values);
        foreach ($listed as $index => $item) {
            [$fits, $expected] = ColumnValue::check($kind, $item, self::MAX_TEXT);
            if (!$fits) {
                $this->issues[] = Issue::at($at . '/in/' . $index, 'filter-value', $expected['en_US'], $expected['mn_MN'], $expected['ko_KR'] ?? null);

                return null;
            }
        }

        return ['in' => $listed];
    }

    /**
     * A range's bounds: numbers (days `YYYY-MM-DD` for a date range), each a value of its column.
     *
     * @param array<string, mixed> $value
     * @return array<string, mixed>|null
     */
    private function rangeValue(string $at, string $type, string $kind, array $value): ?array
    {
        $numbers = $type === 'number-range';
        $refuse = function (string $bound) use ($at, $numbers): ?array {
            $this->issues[] = Issue::at(
                $at . '/' . $bound,
                'filter-bound',
                $numbers ? 'must be a number' : 'must be a date YYYY-MM-DD',
                $numbers ? 'тоо байх ёстой' : 'YYYY-MM-DD огноо байх ёстой',
            );

            return null;
        };
        $range = [];
        foreach (['from', 'to'] as $bound) {
            $given = $value[$bound] ?? null;
            if ($given === null) {
                continue;
            }
            $valid = $numbers
                ? ((is_int($given) || is_float($given)) && is_finite((float) $given))
                : (is_string($given) && preg_match('/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/', $given) === 1);
            if (!$valid) {
                return $refuse($bound);
            }
            $range[$bound] = $given;
        }
        foreach ($range as $bound => $given) {
            $fits = $numbers ? ColumnValue::check($kind, $given, self::MAX_TEXT)[0] : ColumnValue::isCalendarDay($given);
            if (!$fits) {
                return $refuse($bound);
            }
        }

        return $range;
    }

    /** The search words, trimmed; a search longer than Tamga's limit (or with a NUL) is refused as Tamga refuses it. */
    private function searchText(mixed $given): string
    {
        if ($given === null) {
            return '';
        }
        if (!is_string($given) || preg_match('//u', $given) !== 1) {
            $this->issues[] = ValidationIssues::issue('/search', 'type');

            return '';
        }
        if (ColumnValue::utf16Length($given) > self::MAX_TEXT || str_contains($given, "\0")) {
            $this->issues[] = Issue::at(
                '/search',
                'search-length',
                sprintf('at most %d characters, without a NUL character', self::MAX_TEXT),
                sprintf('NUL тэмдэгтгүй, %d хүртэл тэмдэгт', self::MAX_TEXT),
            );

            return '';
        }

        return trim($given);
    }

    /**
     * A `next` cursor read back: the sort values and identity of the previous page's last row,
     * each still a value of its column, or an issue at /after.
     *
     * @param list<array{string, bool}> $sort
     * @return list<mixed>|null
     */
    private function afterValues(mixed $given, array $sort): ?array
    {
        if ($given === null || $given === '') {
            return null;
        }
        $decoded = is_string($given) && preg_match('/^[A-Za-z0-9_-]+$/', $given) === 1
            ? base64_decode(strtr($given, '-_', '+/'), true)
            : false;
        $values = is_string($decoded) ? json_decode($decoded, true) : null;
        $keys = $this->keys($sort);
        $fits = is_array($values) && array_is_list($values) && count($values) === count($keys);
        foreach ($keys as $index => [$column]) {
            $fits = $fits && self::fits($this->keyTypes[$column] ?? 'text', $values[$index]);
        }
        if (!$fits) {
            $this->issues[] = Issue::at('/after', 'cursor', 'is not a cursor of this sort', 'энэ эрэмбийн курсор биш');

            return null;
        }

        return $values;
    }

    /** Whether a cursor's value can be compared as the SQL type, so a doctored cursor is refused, not a database error. */
    private static function fits(string $type, mixed $value): bool
    {
        if ($value === null || is_array($value)) {
            return false;
        }

        return match ($type) {
            'bigint' => is_int($value) || (is_string($value) && preg_match('/^-?[0-9]{1,18}$/', $value) === 1),
            'numeric' => is_int($value) || is_float($value) || (is_string($value) && is_numeric($value)),
            'boolean' => is_bool($value),
            'date' => is_string($value) && self::isDate(substr($value, 0, 10)),
            'timestamp', 'timestamptz' => is_string($value)
                && preg_match('/^([0-9]{4}-[0-9]{2}-[0-9]{2})[T ][0-9]{2}:[0-9]{2}:[0-9]{2}(\.[0-9]{1,9})?(Z|[+-][0-9]{2}:?[0-9]{2})?$/', $value, $parts) === 1
                && self::isDate($parts[1]),
            'time' => is_string($value) && preg_match('/^[0-9]{2}:[0-9]{2}:[0-9]{2}(\.[0-9]{1,6})?$/', $value) === 1,
            'uuid' => is_string($value)
                && preg_match('/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i', $value) === 1,
            default => true,
        };
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
            // As Tamga's: no words filter nothing, equals is exact, the others ignore case.
            if ($value['text'] === '') {
                return;
            }
            if ($match === 'equals') {
                $rows->whereRaw($this->column($column) . '::text = ?', [$value['text']]);

                return;
            }
            $text = self::escapeLike($value['text']);
            $pattern = $match === 'starts-with' ? $text . '%' : '%' . $text . '%';
            $rows->whereRaw($this->column($column) . '::text ilike ?', [$pattern]);
        } elseif (isset($value['label'])) {
            $this->applyLabelFilter($rows, $column, $value['label']);
        } elseif ($type === 'set') {
            // Values checked against the column's type, compared as that type, as Tamga compares them.
            if ($value['in'] === []) {
                $rows->whereRaw('false');
            } else {
                $kind = $this->filters[$column][2];
                $bound = array_map(static fn (mixed $item): mixed => ColumnValue::check($kind, $item, self::MAX_TEXT)[1], $value['in']);
                $placeholders = implode(', ', array_fill(0, count($bound), '?'));
                $rows->whereRaw($this->column($column) . ' in (' . $placeholders . ')', $bound);
            }
        } else {
            $qualified = $this->column($column);
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
     * A relation filter by the words of its related rows' labels: the rows whose related row's
     * label columns (translations included) hold them, in any of their spellings.
     *
     * @param Builder<Model> $rows
     */
    private function applyLabelFilter(Builder $rows, string $column, string $words): void
    {
        $variants = SearchSpelling::variants($words);
        if ($variants === []) {
            return;
        }
        [$table, $key, $fields] = $this->filters[$column][3];
        $matches = [];
        $bindings = [];
        foreach ($fields as $field) {
            foreach ($variants as $variant) {
                $matches[] = 'l.' . self::quote($field) . '::text ilike ?';
                $bindings[] = '%' . self::escapeLike($variant) . '%';
            }
        }
        $rows->whereRaw($this->column($column) . ' in (select l.' . self::quote($key) . ' from ' . self::quote($table)
            . ' as l where ' . implode(' or ', $matches) . ')', $bindings);
    }

    /**
     * What a row carries, in the order Tamga's list answers it, and its bindings: the list's
     * columns, each relation's label read from its related table (its label columns joined with
     * a space), when the deleted rows are listed their deletion time, the version, and on a
     * workflow krud the record's process id.
     *
     * @return array{string, list<string>}
     */
    public function selectList(bool $deleted): array
    {
        $items = array_map(fn (string $column): string => $this->column($column), $this->columns);
        foreach ($this->labels as [$field, $table, $key, $fields]) {
            $texts = array_map(static fn (string $name): string => 'l.' . self::quote($name) . '::text', $fields);
            $text = count($texts) === 1 ? $texts[0] : "concat_ws(' ', " . implode(', ', $texts) . ')';
            $items[] = '(select ' . $text . ' from ' . self::quote($table) . ' as l where l.' . self::quote($key)
                . ' = ' . $this->column($field) . ' limit 1) as ' . self::quote($field . self::LABEL_SUFFIX);
        }
        if ($deleted && $this->softDelete) {
            $items[] = $this->column('deleted_at');
        }
        $items[] = self::quote($this->table) . '.xmin::text as ' . self::quote(self::VERSION_FIELD);
        $bindings = [];
        if ($this->processOf !== null) {
            $items[] = '(select p.id from tamga_process as p where p.krud = ? and p.row_id = '
                . $this->column($this->identity) . '::text) as ' . self::quote(self::PROCESS_ID_FIELD);
            $bindings[] = $this->processOf;
        }

        return [implode(', ', $items), $bindings];
    }

    /** The total and each consolidation, over every row the filters keep: one statement's select list. */
    public function totalsSelect(): string
    {
        $items = ['count(*)::bigint as total'];
        foreach ($this->consolidations as [$aggregate, $column]) {
            if (in_array($aggregate, self::AGGREGATES, true)) {
                $items[] = $aggregate . '(' . $this->column($column) . ')::text as ' . self::quote($aggregate . '_' . $column);
            }
        }

        return implode(', ', $items);
    }

    /**
     * The page's `consolidation` from the totals statement's row: each aggregate as a number,
     * null when no row has one, in the grid's order.
     *
     * @param array<string, mixed> $totals
     */
    public function consolidation(array $totals): object
    {
        $answer = [];
        foreach ($this->consolidations as [$aggregate, $column]) {
            $value = $totals[$aggregate . '_' . $column] ?? null;
            $answer[$aggregate . '_' . $column] = is_numeric($value) ? (float) $value : null;
        }

        return (object) $answer;
    }

    /**
     * The search in every spelling of its words (SearchSpelling), over the searchable columns and
     * the related rows' labels: `column in (select key from related where label ilike …)`.
     *
     * @param list<string> $variants
     * @return array{string, list<string>}|null
     */
    public function searchCondition(array $variants): ?array
    {
        if ($variants === [] || ($this->searchable === [] && $this->searchLabels === [])) {
            return null;
        }
        $patterns = array_map(static fn (string $variant): string => '%' . self::escapeLike($variant) . '%', $variants);
        $parts = [];
        $bindings = [];
        foreach ($this->searchable as $column) {
            foreach ($patterns as $pattern) {
                $parts[] = $this->column($column) . '::text ilike ?';
                $bindings[] = $pattern;
            }
        }
        foreach ($this->searchLabels as [$field, $table, $key, $fields]) {
            $matches = [];
            foreach ($fields as $name) {
                foreach ($patterns as $pattern) {
                    $matches[] = 'l.' . self::quote($name) . '::text ilike ?';
                    $bindings[] = $pattern;
                }
            }
            $parts[] = $this->column($field) . ' in (select l.' . self::quote($key) . ' from ' . self::quote($table)
                . ' as l where ' . implode(' or ', $matches) . ')';
        }

        return ['(' . implode(' or ', $parts) . ')', $bindings];
    }

    /**
     * The page's order: the sort, then the identity, so pages never overlap.
     *
     * @param list<array{string, bool}> $sort
     * @return list<array{string, bool}>
     */
    public function keys(array $sort): array
    {
        return [...$sort, [$this->identity, false]];
    }

    /** @param list<array{string, bool}> $keys */
    public function orderBy(array $keys): string
    {
        return implode(', ', array_map(
            fn (array $key): string => $this->column($key[0]) . ($key[1] ? ' desc' : ' asc'),
            $keys,
        ));
    }

    /**
     * The rows after a cursor's, for keys in order: (a, b, id) after (x, y, z) is
     * a > x or (a = x and (b > y or (b = y and id > z))), each in its key's direction.
     *
     * @param list<mixed> $values
     * @param list<array{string, bool}> $keys
     * @return array{string, list<string>}
     */
    public function afterCondition(array $values, array $keys): array
    {
        $condition = '';
        $bindings = [];
        for ($index = count($keys) - 1; $index >= 0; $index--) {
            [$column, $descending] = $keys[$index];
            $raw = $values[$index];
            $text = is_bool($raw) ? ($raw ? 'true' : 'false') : (string) $raw;
            $value = '?::' . ($this->keyTypes[$column] ?? 'text');
            $target = $this->column($column);
            $compared = $target . ($descending ? ' < ' : ' > ') . $value;
            if ($condition === '') {
                $condition = $compared;
                $bindings = [$text];
            } else {
                $condition = '(' . $compared . ' or (' . $target . ' = ' . $value . ' and ' . $condition . '))';
                $bindings = [$text, $text, ...$bindings];
            }
        }

        return [$condition, $bindings];
    }

    /**
     * A full page's `next`: its last row's sort values and identity as base64url JSON, as Tamga
     * writes it, or null when one is null (no cursor can point past it).
     *
     * @param array<string, mixed> $row
     * @param list<array{string, bool}> $keys
     */
    public function cursor(array $row, array $keys): ?string
    {
        $values = [];
        foreach ($keys as [$column]) {
            if (($row[$column] ?? null) === null) {
                return null;
            }
            $values[] = $row[$column];
        }
        $json = json_encode($values, JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES | JSON_THROW_ON_ERROR);

        return rtrim(strtr(base64_encode($json), '+/', '-_'), '=');
    }

    /** A list plan's column as SQL, quoted and qualified with the table. */
    private function column(string $column): string
    {
        return self::quote($this->table) . '.' . self::quote($column);
    }

    /** An identifier quoted as PostgreSQL reads it. */
    private static function quote(string $name): string
    {
        return '"' . str_replace('"', '""', $name) . '"';
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
