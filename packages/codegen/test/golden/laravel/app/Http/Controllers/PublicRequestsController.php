<?php

declare(strict_types=1);

namespace App\Http\Controllers;

use App\Custom\RecordHooks;
use App\Http\Requests\PublicRequestsUpdateRequest;
use App\Models\PublicRequest;
use Illuminate\Database\Eloquent\Builder;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Gate;
use Tamga\Api\ApiError;
use Tamga\Api\RecordList;
use Tamga\Api\ValidationIssues;

/** /records/public-requests: Хүсэлтүүд. */
final class PublicRequestsController
{
    private const KRUD = 'public-requests';

    public function __construct(
        private readonly RecordHooks $hooks,
    ) {
    }

    public function index(Request $request): JsonResponse
    {
        Gate::authorize('viewAny', PublicRequest::class);
        if ($request->query('deleted') === 'true') {
            Gate::authorize('delete', PublicRequest::class);
        }
        $list = new RecordList(
            table: 'public_request',
            identity: 'id',
            columns: ['id', 'kind', 'name', 'email', 'phone', 'amount', 'message', 'status'],
            labels: [],
            consolidations: [],
            sortable: ['created_at', 'amount'],
            defaultSort: ['created_at', true],
            keyTypes: ['created_at' => 'timestamptz', 'amount' => 'numeric', 'id' => 'bigint'],
            filters: [
                'created_at' => ['date-range', 'equals', 'timestamptz', null],
                'kind' => ['set', 'equals', 'string', null],
                'name' => ['text', 'contains', 'string', null],
                'email' => ['text', 'contains', 'string', null],
                'phone' => ['text', 'starts-with', 'string', null],
                'message' => ['text', 'contains', 'string', null],
                'status' => ['set', 'equals', 'string', null],
            ],
            searchable: ['kind', 'name', 'email', 'phone', 'message', 'status'],
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
        Gate::authorize('view', PublicRequest::class);

        return ['status' => true, 'record' => $this->find($request, $id)->toArray()];
    }

    /**
     * Saves only if the record is still the version the caller read (?version=, its xmin): the
     * row is locked from the check to the write, so no other write can slip in between.
     *
     * @return array<string, mixed>
     */
    public function update(PublicRequestsUpdateRequest $request, string $id): array
    {
        $version = $request->query('version');
        if (!is_string($version) || $version === '') {
            throw ApiError::validation([ValidationIssues::issue('/version', 'required')], 'querystring');
        }
        $record = DB::transaction(function () use ($request, $id, $version): PublicRequest {
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
        Gate::authorize('delete', PublicRequest::class);
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
        Gate::authorize('restore', PublicRequest::class);
        $record = $this->rows($request)->onlyTrashed()->where('public_request.id', $id)->first()
            ?? throw new ApiError('NOT_FOUND');
        $record->restore();

        return ['status' => true];
    }

    /** @return Builder<PublicRequest> the rows the caller may see, each with its _version */
    private function rows(Request $request): Builder
    {
        return PublicRequest::query()->withVersion();
    }

    /** A live row the caller may see, locked for the rest of the transaction when asked, or 404. */
    private function find(Request $request, string $id, bool $lock = false): PublicRequest
    {
        $rows = $this->rows($request)->where('public_request.id', $id);

        return ($lock ? $rows->lockForUpdate() : $rows)->first() ?? throw new ApiError('NOT_FOUND');
    }

    /**
     * The saved row as the database now holds it (defaults, triggers, the new _version).
     *
     * @return array<string, mixed>
     */
    private function reread(PublicRequest $record): array
    {
        return PublicRequest::query()
            ->withVersion()
            ->where('public_request.id', $record->getAttribute('id'))
            ->firstOrFail()
            ->toArray();
    }
}
