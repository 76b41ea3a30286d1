<?php

declare(strict_types=1);

namespace App\Http\Controllers;

use App\Custom\RecordHooks;
use App\Http\Requests\SupportersStoreRequest;
use App\Http\Requests\SupportersUpdateRequest;
use App\Models\Supporter;
use Illuminate\Database\Eloquent\Builder;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Gate;
use Tamga\Api\ApiError;
use Tamga\Api\RecordList;
use Tamga\Api\ValidationIssues;

/** /records/supporters: Дэмжигч. */
final class SupportersController
{
    private const KRUD = 'supporters';

    public function __construct(
        private readonly RecordHooks $hooks,
    ) {
    }

    public function index(Request $request): JsonResponse
    {
        Gate::authorize('viewAny', Supporter::class);
        if ($request->query('deleted') === 'true') {
            Gate::authorize('delete', Supporter::class);
        }
        $list = new RecordList(
            table: 'supporter',
            identity: 'id',
            columns: [
                'id',
                'logo',
                'name',
                'supporter_type',
                'website',
                'support_amount',
                'supported_at',
                'is_published',
            ],
            labels: [],
            consolidations: [['sum', 'support_amount']],
            sortable: ['name', 'support_amount', 'supported_at'],
            defaultSort: ['supported_at', true],
            keyTypes: [
                'name' => 'text',
                'support_amount' => 'numeric',
                'supported_at' => 'date',
                'id' => 'bigint',
            ],
            filters: [
                'name' => ['text', 'contains', 'string', null],
                'supporter_type' => ['set', 'equals', 'string', null],
                'support_amount' => ['number-range', 'equals', 'decimal', null],
                'supported_at' => ['date-range', 'equals', 'date', null],
                'is_published' => ['set', 'equals', 'boolean', null],
            ],
            searchable: ['logo', 'name', 'supporter_type', 'website'],
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
        Gate::authorize('view', Supporter::class);

        return ['status' => true, 'record' => $this->find($request, $id)->toArray()];
    }

    /** @return array<string, mixed> */
    public function store(SupportersStoreRequest $request): array
    {
        $values = $request->validated();
        if (($values['id'] ?? null) === null) {
            unset($values['id']);
        }
        $user = $request->user();
        $record = DB::transaction(function () use ($values, $user): Supporter {
            $record = new Supporter();
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
    public function update(SupportersUpdateRequest $request, string $id): array
    {
        $version = $request->query('version');
        if (!is_string($version) || $version === '') {
            throw ApiError::validation([ValidationIssues::issue('/version', 'required')], 'querystring');
        }
        $record = DB::transaction(function () use ($request, $id, $version): Supporter {
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
        Gate::authorize('delete', Supporter::class);
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
        Gate::authorize('restore', Supporter::class);
        $record = $this->rows($request)->onlyTrashed()->where('supporter.id', $id)->first()
            ?? throw new ApiError('NOT_FOUND');
        $record->restore();

        return ['status' => true];
    }

    /** @return Builder<Supporter> the rows the caller may see, each with its _version */
    private function rows(Request $request): Builder
    {
        return Supporter::query()->withVersion();
    }

    /** A live row the caller may see, locked for the rest of the transaction when asked, or 404. */
    private function find(Request $request, string $id, bool $lock = false): Supporter
    {
        $rows = $this->rows($request)->where('supporter.id', $id);

        return ($lock ? $rows->lockForUpdate() : $rows)->first() ?? throw new ApiError('NOT_FOUND');
    }

    /**
     * The saved row as the database now holds it (defaults, triggers, the new _version).
     *
     * @return array<string, mixed>
     */
    private function reread(Supporter $record): array
    {
        return Supporter::query()
            ->withVersion()
            ->where('supporter.id', $record->getAttribute('id'))
            ->firstOrFail()
            ->toArray();
    }
}
