<?php

declare(strict_types=1);

namespace App\Http\Controllers;

use App\Custom\RecordHooks;
use App\Http\Requests\NewsStoreRequest;
use App\Http\Requests\NewsUpdateRequest;
use App\Models\News;
use Illuminate\Database\Eloquent\Builder;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Gate;
use Tamga\Api\ApiError;
use Tamga\Api\RecordList;
use Tamga\Api\ValidationIssues;

/** /records/news: Мэдээ. */
final class NewsController
{
    private const KRUD = 'news';

    public function __construct(
        private readonly RecordHooks $hooks,
    ) {
    }

    public function index(Request $request): JsonResponse
    {
        Gate::authorize('viewAny', News::class);
        if ($request->query('deleted') === 'true') {
            Gate::authorize('delete', News::class);
        }
        $list = new RecordList(
            table: 'news',
            identity: 'id',
            columns: [
                'id',
                'image',
                'title',
                'published_at',
                'view_count',
                'is_published',
                'title_en',
                'title_ko',
            ],
            labels: [],
            consolidations: [],
            sortable: ['title', 'published_at', 'view_count'],
            defaultSort: ['published_at', true],
            keyTypes: [
                'title' => 'text',
                'published_at' => 'timestamptz',
                'view_count' => 'bigint',
                'id' => 'bigint',
            ],
            filters: [
                'title' => ['text', 'contains', 'string', null],
                'published_at' => ['date-range', 'equals', 'timestamptz', null],
                'view_count' => ['number-range', 'equals', 'integer', null],
                'is_published' => ['set', 'equals', 'boolean', null],
            ],
            searchable: ['image', 'title', 'title_en', 'title_ko'],
            searchLabels: [],
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
        Gate::authorize('view', News::class);

        return ['status' => true, 'record' => $this->find($request, $id)->toArray()];
    }

    /** @return array<string, mixed> */
    public function store(NewsStoreRequest $request): array
    {
        $values = $request->validated();
        if (($values['id'] ?? null) === null) {
            unset($values['id']);
        }
        $user = $request->user();
        $userId = $user?->getAuthIdentifier();
        $record = DB::transaction(function () use ($values, $user, $userId): News {
            $record = new News();
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
    public function update(NewsUpdateRequest $request, string $id): array
    {
        $version = $request->query('version');
        if (!is_string($version) || $version === '') {
            throw ApiError::validation([ValidationIssues::issue('/version', 'required')], 'querystring');
        }
        $record = DB::transaction(function () use ($request, $id, $version): News {
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
        Gate::authorize('delete', News::class);
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
        Gate::authorize('restore', News::class);
        $record = $this->rows($request)->onlyTrashed()->where('news.id', $id)->first()
            ?? throw new ApiError('NOT_FOUND');
        $record->restore();

        return ['status' => true];
    }

    /** @return Builder<News> the rows the caller may see, each with its _version */
    private function rows(Request $request): Builder
    {
        return News::query()->withVersion();
    }

    /** A live row the caller may see, locked for the rest of the transaction when asked, or 404. */
    private function find(Request $request, string $id, bool $lock = false): News
    {
        $rows = $this->rows($request)->where('news.id', $id);

        return ($lock ? $rows->lockForUpdate() : $rows)->first() ?? throw new ApiError('NOT_FOUND');
    }

    /**
     * The saved row as the database now holds it (defaults, triggers, the new _version).
     *
     * @return array<string, mixed>
     */
    private function reread(News $record): array
    {
        return News::query()
            ->withVersion()
            ->where('news.id', $record->getAttribute('id'))
            ->firstOrFail()
            ->toArray();
    }
}
