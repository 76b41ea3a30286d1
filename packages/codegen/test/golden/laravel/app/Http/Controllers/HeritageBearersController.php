<?php

declare(strict_types=1);

namespace App\Http\Controllers;

use App\Custom\RecordHooks;
use App\Http\Requests\HeritageBearersStoreRequest;
use App\Http\Requests\HeritageBearersUpdateRequest;
use App\Models\HeritageBearer;
use Illuminate\Database\Eloquent\Builder;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Gate;
use Tamga\Api\ApiError;
use Tamga\Api\RecordList;
use Tamga\Api\ValidationIssues;

/** /records/heritage-bearers: Өв тээгч. */
final class HeritageBearersController
{
    private const KRUD = 'heritage-bearers';

    public function __construct(
        private readonly RecordHooks $hooks,
    ) {
    }

    public function index(Request $request): JsonResponse
    {
        Gate::authorize('viewAny', HeritageBearer::class);
        if ($request->query('deleted') === 'true') {
            Gate::authorize('delete', HeritageBearer::class);
        }
        $list = new RecordList(
            table: 'heritage_bearer',
            identity: 'id',
            columns: [
                'id',
                'photo',
                'last_name',
                'first_name',
                'register_number',
                'heritage_domain_id',
                'aimag_id',
                'is_published',
            ],
            labels: [
                ['heritage_domain_id', 'heritage_domain', 'id', ['name']],
                ['aimag_id', 'aimag', 'id', ['name']],
            ],
            consolidations: [],
            sortable: ['last_name', 'first_name', 'heritage_domain_id', 'aimag_id'],
            defaultSort: ['last_name', false],
            keyTypes: [
                'last_name' => 'text',
                'first_name' => 'text',
                'heritage_domain_id' => 'bigint',
                'aimag_id' => 'bigint',
                'id' => 'bigint',
            ],
            filters: [
                'last_name' => ['text', 'contains', 'string', null],
                'first_name' => ['text', 'contains', 'string', null],
                'register_number' => ['text', 'starts-with', 'string', null],
                'heritage_domain_id' => ['set', 'equals', 'bigint', ['heritage_domain', 'id', ['name']]],
                'aimag_id' => ['set', 'equals', 'bigint', ['aimag', 'id', ['name']]],
                'is_published' => ['set', 'equals', 'boolean', null],
            ],
            searchable: ['photo', 'last_name', 'first_name', 'register_number'],
            searchLabels: [
                ['heritage_domain_id', 'heritage_domain', 'id', ['name']],
                ['aimag_id', 'aimag', 'id', ['name']],
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
        Gate::authorize('view', HeritageBearer::class);

        return ['status' => true, 'record' => $this->find($request, $id)->toArray()];
    }

    /** @return array<string, mixed> */
    public function store(HeritageBearersStoreRequest $request): array
    {
        $values = $request->validated();
        if (($values['id'] ?? null) === null) {
            unset($values['id']);
        }
        $user = $request->user();
        $record = DB::transaction(function () use ($values, $user): HeritageBearer {
            $record = new HeritageBearer();
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
    public function update(HeritageBearersUpdateRequest $request, string $id): array
    {
        $version = $request->query('version');
        if (!is_string($version) || $version === '') {
            throw ApiError::validation([ValidationIssues::issue('/version', 'required')], 'querystring');
        }
        $record = DB::transaction(function () use ($request, $id, $version): HeritageBearer {
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
        Gate::authorize('delete', HeritageBearer::class);
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
        Gate::authorize('restore', HeritageBearer::class);
        $record = $this->rows($request)->onlyTrashed()->where('heritage_bearer.id', $id)->first()
            ?? throw new ApiError('NOT_FOUND');
        $record->restore();

        return ['status' => true];
    }

    /** @return Builder<HeritageBearer> the rows the caller may see, each with its _version */
    private function rows(Request $request): Builder
    {
        return HeritageBearer::query()->withVersion();
    }

    /** A live row the caller may see, locked for the rest of the transaction when asked, or 404. */
    private function find(Request $request, string $id, bool $lock = false): HeritageBearer
    {
        $rows = $this->rows($request)->where('heritage_bearer.id', $id);

        return ($lock ? $rows->lockForUpdate() : $rows)->first() ?? throw new ApiError('NOT_FOUND');
    }

    /**
     * The saved row as the database now holds it (defaults, triggers, the new _version).
     *
     * @return array<string, mixed>
     */
    private function reread(HeritageBearer $record): array
    {
        return HeritageBearer::query()
            ->withVersion()
            ->where('heritage_bearer.id', $record->getAttribute('id'))
            ->firstOrFail()
            ->toArray();
    }
}
