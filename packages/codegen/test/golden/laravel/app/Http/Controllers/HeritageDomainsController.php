<?php

declare(strict_types=1);

namespace App\Http\Controllers;

use App\Custom\RecordHooks;
use App\Http\Requests\HeritageDomainsStoreRequest;
use App\Http\Requests\HeritageDomainsUpdateRequest;
use App\Models\HeritageDomain;
use Illuminate\Database\Eloquent\Builder;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Gate;
use Tamga\Api\ApiError;
use Tamga\Api\RecordList;
use Tamga\Api\ValidationIssues;

/** /records/heritage-domains: Өвийн төрөл. */
final class HeritageDomainsController
{
    private const KRUD = 'heritage-domains';

    public function __construct(
        private readonly RecordHooks $hooks,
    ) {
    }

    public function index(Request $request): JsonResponse
    {
        Gate::authorize('viewAny', HeritageDomain::class);
        $list = new RecordList(
            table: 'heritage_domain',
            identity: 'id',
            columns: ['id', 'name', 'description'],
            labels: [],
            consolidations: [],
            sortable: ['name'],
            defaultSort: ['name', false],
            keyTypes: ['name' => 'text', 'id' => 'bigint'],
            filters: [
                'name' => ['text', 'contains', 'string', null],
                'description' => ['text', 'contains', 'string', null],
            ],
            searchable: ['name', 'description'],
            searchLabels: [],
            pageSize: 50,
            maxPageSize: 1000,
            softDelete: false,
            processOf: null,
        );

        return $list->response($this->rows($request), $request);
    }

    /** @return array<string, mixed> */
    public function show(Request $request, string $id): array
    {
        Gate::authorize('view', HeritageDomain::class);

        return ['status' => true, 'record' => $this->find($request, $id)->toArray()];
    }

    /** @return array<string, mixed> */
    public function store(HeritageDomainsStoreRequest $request): array
    {
        $values = $request->validated();
        if (($values['id'] ?? null) === null) {
            unset($values['id']);
        }
        $user = $request->user();
        $record = DB::transaction(function () use ($values, $user): HeritageDomain {
            $record = new HeritageDomain();
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
    public function update(HeritageDomainsUpdateRequest $request, string $id): array
    {
        $version = $request->query('version');
        if (!is_string($version) || $version === '') {
            throw ApiError::validation([ValidationIssues::issue('/version', 'required')], 'querystring');
        }
        $record = DB::transaction(function () use ($request, $id, $version): HeritageDomain {
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
     * Deletes the row.
     *
     * @return array{status: true}
     */
    public function destroy(Request $request, string $id): array
    {
        Gate::authorize('delete', HeritageDomain::class);
        DB::transaction(function () use ($request, $id): void {
            $record = $this->find($request, $id, true);
            $this->hooks->beforeDelete(self::KRUD, $record);
            $record->delete();
        });

        return ['status' => true];
    }

    /** @return Builder<HeritageDomain> the rows the caller may see, each with its _version */
    private function rows(Request $request): Builder
    {
        return HeritageDomain::query()->withVersion();
    }

    /** A live row the caller may see, locked for the rest of the transaction when asked, or 404. */
    private function find(Request $request, string $id, bool $lock = false): HeritageDomain
    {
        $rows = $this->rows($request)->where('heritage_domain.id', $id);

        return ($lock ? $rows->lockForUpdate() : $rows)->first() ?? throw new ApiError('NOT_FOUND');
    }

    /**
     * The saved row as the database now holds it (defaults, triggers, the new _version).
     *
     * @return array<string, mixed>
     */
    private function reread(HeritageDomain $record): array
    {
        return HeritageDomain::query()
            ->withVersion()
            ->where('heritage_domain.id', $record->getAttribute('id'))
            ->firstOrFail()
            ->toArray();
    }
}
