<?php

declare(strict_types=1);

namespace App\Http\Controllers;

use App\Custom\RecordHooks;
use App\Http\Requests\PagesUpdateRequest;
use App\Models\Page;
use Illuminate\Database\Eloquent\Builder;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Gate;
use Tamga\Api\ApiError;
use Tamga\Api\RecordList;
use Tamga\Api\ValidationIssues;

/** /records/pages: Мэдээллийн хуудас. */
final class PagesController
{
    private const KRUD = 'pages';

    public function __construct(
        private readonly RecordHooks $hooks,
    ) {
    }

    public function index(Request $request): JsonResponse
    {
        Gate::authorize('viewAny', Page::class);
        $list = new RecordList(
            table: 'page',
            identity: 'id',
            columns: ['id', 'sort_order', 'slug', 'title', 'title_en', 'title_ko', 'is_published'],
            labels: [],
            consolidations: [],
            sortable: ['sort_order', 'updated_at'],
            defaultSort: ['sort_order', false],
            keyTypes: ['sort_order' => 'bigint', 'updated_at' => 'timestamptz', 'id' => 'bigint'],
            filters: [
                'title' => ['text', 'contains', 'string', null],
                'is_published' => ['set', 'equals', 'boolean', null],
            ],
            searchable: ['slug', 'title', 'title_en', 'title_ko'],
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
        Gate::authorize('view', Page::class);

        return ['status' => true, 'record' => $this->find($request, $id)->toArray()];
    }

    /**
     * Saves only if the record is still the version the caller read (?version=, its xmin): the
     * row is locked from the check to the write, so no other write can slip in between.
     *
     * @return array<string, mixed>
     */
    public function update(PagesUpdateRequest $request, string $id): array
    {
        $version = $request->query('version');
        if (!is_string($version) || $version === '') {
            throw ApiError::validation([ValidationIssues::issue('/version', 'required')], 'querystring');
        }
        $record = DB::transaction(function () use ($request, $id, $version): Page {
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

    /** @return Builder<Page> the rows the caller may see, each with its _version */
    private function rows(Request $request): Builder
    {
        return Page::query()->withVersion();
    }

    /** A live row the caller may see, locked for the rest of the transaction when asked, or 404. */
    private function find(Request $request, string $id, bool $lock = false): Page
    {
        $rows = $this->rows($request)->where('page.id', $id);

        return ($lock ? $rows->lockForUpdate() : $rows)->first() ?? throw new ApiError('NOT_FOUND');
    }

    /**
     * The saved row as the database now holds it (defaults, triggers, the new _version).
     *
     * @return array<string, mixed>
     */
    private function reread(Page $record): array
    {
        return Page::query()
            ->withVersion()
            ->where('page.id', $record->getAttribute('id'))
            ->firstOrFail()
            ->toArray();
    }
}
