<?php

declare(strict_types=1);

namespace App\Http\Controllers;

use App\Custom\RecordHooks;
use App\Http\Requests\EnvoysStoreRequest;
use App\Http\Requests\EnvoysUpdateRequest;
use App\Models\Envoy;
use Illuminate\Database\Eloquent\Builder;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Gate;
use Tamga\Api\ApiError;
use Tamga\Api\RecordList;
use Tamga\Api\ValidationIssues;

/** /records/envoys: Элч төлөөлөгч. */
final class EnvoysController
{
    private const KRUD = 'envoys';

    public function __construct(
        private readonly RecordHooks $hooks,
    ) {
    }

    public function index(Request $request): JsonResponse
    {
        Gate::authorize('viewAny', Envoy::class);
        if ($request->query('deleted') === 'true') {
            Gate::authorize('delete', Envoy::class);
        }
        $list = new RecordList(
            table: 'envoy',
            identity: 'id',
            columns: [
                'id',
                'photo',
                'last_name',
                'first_name',
                'position',
                'aimag_id',
                'phone',
                'email',
                'appointed_at',
                'is_published',
            ],
            labels: [['aimag_id', 'aimag', 'id', ['name']]],
            consolidations: [],
            sortable: ['last_name', 'first_name', 'aimag_id', 'appointed_at'],
            defaultSort: ['appointed_at', true],
            keyTypes: [
                'last_name' => 'text',
                'first_name' => 'text',
                'aimag_id' => 'bigint',
                'appointed_at' => 'date',
                'id' => 'bigint',
            ],
            filters: [
                'last_name' => ['text', 'contains', 'string', null],
                'first_name' => ['text', 'contains', 'string', null],
                'position' => ['text', 'contains', 'string', null],
                'aimag_id' => ['set', 'equals', 'bigint', ['aimag', 'id', ['name']]],
                'appointed_at' => ['date-range', 'equals', 'date', null],
                'is_published' => ['set', 'equals', 'boolean', null],
            ],
            searchable: ['photo', 'last_name', 'first_name', 'position', 'phone', 'email'],
            searchLabels: [['aimag_id', 'aimag', 'id', ['name']]],
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
        Gate::authorize('view', Envoy::class);

        return ['status' => true, 'record' => $this->find($request, $id)->toArray()];
    }

    /** @return array<string, mixed> */
    public function store(EnvoysStoreRequest $request): array
    {
        $values = $request->validated();
        if (($values['id'] ?? null) === null) {
            unset($values['id']);
        }
        $user = $request->user();
        $record = DB::transaction(function () use ($values, $user): Envoy {
            $record = new Envoy();
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
    public function update(EnvoysUpdateRequest $request, string $id): array
    {
        $version = $request->query('version');
        if (!is_string($version) || $version === '') {
            throw ApiError::validation([ValidationIssues::issue('/version', 'required')], 'querystring');
        }
        $record = DB::transaction(function () use ($request, $id, $version): Envoy {
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
        Gate::authorize('delete', Envoy::class);
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
        Gate::authorize('restore', Envoy::class);
        $record = $this->rows($request)->onlyTrashed()->where('envoy.id', $id)->first()
            ?? throw new ApiError('NOT_FOUND');
        $record->restore();

        return ['status' => true];
    }

    /** @return Builder<Envoy> the rows the caller may see, each with its _version */
    private function rows(Request $request): Builder
    {
        return Envoy::query()->withVersion();
    }

    /** A live row the caller may see, locked for the rest of the transaction when asked, or 404. */
    private function find(Request $request, string $id, bool $lock = false): Envoy
    {
        $rows = $this->rows($request)->where('envoy.id', $id);

        return ($lock ? $rows->lockForUpdate() : $rows)->first() ?? throw new ApiError('NOT_FOUND');
    }

    /**
     * The saved row as the database now holds it (defaults, triggers, the new _version).
     *
     * @return array<string, mixed>
     */
    private function reread(Envoy $record): array
    {
        return Envoy::query()
            ->withVersion()
            ->where('envoy.id', $record->getAttribute('id'))
            ->firstOrFail()
            ->toArray();
    }
}
