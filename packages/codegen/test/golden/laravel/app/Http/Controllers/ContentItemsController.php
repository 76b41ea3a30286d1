<?php

declare(strict_types=1);

namespace App\Http\Controllers;

use App\Custom\RecordHooks;
use App\Http\Requests\ContentItemsStoreRequest;
use App\Http\Requests\ContentItemsUpdateRequest;
use App\Models\ContentItem;
use Illuminate\Database\Eloquent\Builder;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Gate;
use Tamga\Api\ApiError;
use Tamga\Api\RecordList;
use Tamga\Api\ValidationIssues;

/** /records/content-items: Контент. */
final class ContentItemsController
{
    private const KRUD = 'content-items';

    public function __construct(
        private readonly RecordHooks $hooks,
    ) {
    }

    public function index(Request $request): JsonResponse
    {
        Gate::authorize('viewAny', ContentItem::class);
        if ($request->query('deleted') === 'true') {
            Gate::authorize('delete', ContentItem::class);
        }
        $list = new RecordList(
            table: 'content_item',
            identity: 'id',
            columns: [
                'id',
                'cover_image',
                'title',
                'category_id',
                'heritage_domain_id',
                'media_kind',
                'author',
                'is_paid',
                'price',
                'published_at',
                'view_count',
                'is_featured',
                'is_published',
                'title_en',
                'title_ko',
            ],
            labels: [
                ['category_id', 'content_category', 'id', ['name']],
                ['heritage_domain_id', 'heritage_domain', 'id', ['name']],
            ],
            consolidations: [['sum', 'view_count']],
            sortable: ['title', 'category_id', 'price', 'published_at', 'view_count'],
            defaultSort: ['published_at', true],
            keyTypes: [
                'title' => 'text',
                'category_id' => 'bigint',
                'price' => 'numeric',
                'published_at' => 'timestamptz',
                'view_count' => 'bigint',
                'id' => 'bigint',
            ],
            filters: [
                'title' => ['text', 'contains', 'string', null],
                'category_id' => ['set', 'equals', 'bigint', ['content_category', 'id', ['name']]],
                'heritage_domain_id' => ['set', 'equals', 'bigint', ['heritage_domain', 'id', ['name']]],
                'media_kind' => ['set', 'equals', 'string', null],
                'author' => ['text', 'contains', 'string', null],
                'is_paid' => ['set', 'equals', 'boolean', null],
                'price' => ['number-range', 'equals', 'decimal', null],
                'published_at' => ['date-range', 'equals', 'timestamptz', null],
                'view_count' => ['number-range', 'equals', 'integer', null],
                'is_featured' => ['set', 'equals', 'boolean', null],
                'is_published' => ['set', 'equals', 'boolean', null],
            ],
            searchable: ['cover_image', 'title', 'title_en', 'title_ko', 'media_kind', 'author'],
            searchLabels: [
                ['category_id', 'content_category', 'id', ['name']],
                ['heritage_domain_id', 'heritage_domain', 'id', ['name']],
            ],
            pageSize: 50,
            maxPageSize: 1000,
            softDelete: true,
            processOf: null,
        );

        return $list->response($this->rows($request), $request);
    }

    /** @return array<string, mixed> */
    public function show(Request $request, string $id): array
    {
        Gate::authorize('view', ContentItem::class);

        return ['status' => true, 'record' => $this->find($request, $id)->toArray()];
    }

    /** @return array<string, mixed> */
    public function store(ContentItemsStoreRequest $request): array
    {
        $values = $request->validated();
        if (($values['id'] ?? null) === null) {
            unset($values['id']);
        }
        $user = $request->user();
        $userId = $user?->getAuthIdentifier();
        $record = DB::transaction(function () use ($values, $user, $userId): ContentItem {
            $record = new ContentItem();
            $record->fill($this->hooks->beforeCreate(self::KRUD, $values, $user));
            $record->forceFill(['created_by' => $userId]);
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
    public function update(ContentItemsUpdateRequest $request, string $id): array
    {
        $version = $request->query('version');
        if (!is_string($version) || $version === '') {
            throw ApiError::validation([ValidationIssues::issue('/version', 'required')], 'querystring');
        }
        $record = DB::transaction(function () use ($request, $id, $version): ContentItem {
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

    /**
     * Soft-deletes: the row stays, with deleted_at set.
     *
     * @return array{status: true}
     */
    public function destroy(Request $request, string $id): array
    {
        Gate::authorize('delete', ContentItem::class);
        DB::transaction(function () use ($request, $id): void {
            $record = $this->find($request, $id, true);
            $this->hooks->beforeDelete(self::KRUD, $record);
            $record->delete();
        });

        return ['status' => true];
    }

    /** @return array{status: true} */
    public function restore(Request $request, string $id): array
    {
        Gate::authorize('restore', ContentItem::class);
        $record = $this->rows($request)->onlyTrashed()->where('content_item.id', $id)->first()
            ?? throw new ApiError('NOT_FOUND');
        $record->restore();

        return ['status' => true];
    }

    /** @return Builder<ContentItem> the rows the caller may see, each with its _version */
    private function rows(Request $request): Builder
    {
        return ContentItem::query()->withVersion();
    }

    /** A live row the caller may see, locked for the rest of the transaction when asked, or 404. */
    private function find(Request $request, string $id, bool $lock = false): ContentItem
    {
        $rows = $this->rows($request)->where('content_item.id', $id);

        return ($lock ? $rows->lockForUpdate() : $rows)->first() ?? throw new ApiError('NOT_FOUND');
    }

    /**
     * The saved row as the database now holds it (defaults, triggers, the new _version).
     *
     * @return array<string, mixed>
     */
    private function reread(ContentItem $record): array
    {
        return ContentItem::query()
            ->withVersion()
            ->where('content_item.id', $record->getAttribute('id'))
            ->firstOrFail()
            ->toArray();
    }
}
