<?php

declare(strict_types=1);

namespace App\Http\Controllers;

use App\Custom\RecordHooks;
use App\Http\Requests\ContentCategoriesStoreRequest;
use App\Http\Requests\ContentCategoriesUpdateRequest;
use App\Models\ContentCategory;
use Illuminate\Database\Eloquent\Builder;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Gate;
use Tamga\Api\ApiError;
use Tamga\Api\RecordList;
use Tamga\Api\ValidationIssues;

/** /records/content-categories: Контентын ангилал. */
final class ContentCategoriesController
{
    private const KRUD = 'content-categories';

    public function __construct(
        private readonly RecordHooks $hooks,
    ) {
    }

    public function index(Request $request): JsonResponse
    {
        Gate::authorize('viewAny', ContentCategory::class);
        $list = new RecordList(
            table: 'content_category',
            identity: 'id',
            columns: ['id', 'sort_order', 'slug', 'name', 'name_en', 'name_ko', 'icon', 'is_published'],
            labels: [],
            consolidations: [],
            sortable: ['sort_order'],
            defaultSort: ['sort_order', false],
            keyTypes: ['sort_order' => 'bigint', 'id' => 'bigint'],
            filters: ['is_published' => ['set', 'equals', 'boolean', null]],
            searchable: ['slug', 'name', 'name_en', 'name_ko', 'icon'],
            searchLabels: [],
            pageSize: 20,
            maxPageSize: 1000,
            softDelete: false,
            processOf: null,
        );

        return $list->response($this->rows($request), $request);
    }

    /** @return array<string, mixed> */
    public function show(Request $request, string $id): array
    {
        Gate::authorize('view', ContentCategory::class);

        return ['status' => true, 'record' => $this->find($request, $id)->toArray()];
    }

    /** @return array<string, mixed> */
    public function store(ContentCategoriesStoreRequest $request): array
    {
        $values = $request->validated();
        if (($values['id'] ?? null) === null) {
            unset($values['id']);
        }
        $user = $request->user();
        $record = DB::transaction(function () use ($values, $user): ContentCategory {
            $record = new ContentCategory();
            $record->fill($this->hooks->beforeCreate(self::KRUD, $values, $user));
            $record->save();
            $this->hooks->afterCreate(self::KRUD, $record);

            return $record;
        });

        return ['status' => true, 'record' => $this->reread($record)];
    }

    /**
     * Saves only if the record is still the version the caller read (?version=, its xmin): the
     * row is locked from the check to the write, so no other write can slip in between.
     *
     * @return array<string, mixed>
     */
    public function update(ContentCategoriesUpdateRequest $request, string $id): array
    {
        $version = $request->query('version');
        if (!is_string($version) || $version === '') {
            throw ApiError::validation([ValidationIssues::issue('/version', 'required')], 'querystring');
        }
        $record = DB::transaction(function () use ($request, $id, $version): ContentCategory {
            $record = $this->find($request, $id, true);
            if ($record->getAttribute('_version') !== $version) {
                throw new ApiError('RECORD_CHANGED');
            }
            $record->fill($this->hooks->beforeUpdate(self::KRUD, $record, $request->validated()));
            $record->save();
            $this->hooks->afterUpdate(self::KRUD, $record);

            return $record;
        });

        return ['status' => true, 'record' => $this->reread($record)];
    }

    /** @return Builder<ContentCategory> the rows the caller may see, each with its _version */
    private function rows(Request $request): Builder
    {
        return ContentCategory::query()->withVersion();
    }

    /** A live row the caller may see, locked for the rest of the transaction when asked, or 404. */
    private function find(Request $request, string $id, bool $lock = false): ContentCategory
    {
        $rows = $this->rows($request)->where('content_category.id', $id);

        return ($lock ? $rows->lockForUpdate() : $rows)->first() ?? throw new ApiError('NOT_FOUND');
    }

    /**
     * The saved row as the database now holds it (defaults, triggers, the new _version).
     *
     * @return array<string, mixed>
     */
    private function reread(ContentCategory $record): array
    {
        return ContentCategory::query()
            ->withVersion()
            ->where('content_category.id', $record->getAttribute('id'))
            ->firstOrFail()
            ->toArray();
    }
}
