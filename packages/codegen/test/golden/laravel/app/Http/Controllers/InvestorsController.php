<?php

declare(strict_types=1);

namespace App\Http\Controllers;

use App\Custom\RecordHooks;
use App\Http\Requests\InvestorsStoreRequest;
use App\Http\Requests\InvestorsUpdateRequest;
use App\Models\Investor;
use Illuminate\Database\Eloquent\Builder;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Gate;
use Tamga\Api\ApiError;
use Tamga\Api\RecordList;
use Tamga\Api\ValidationIssues;

/** /records/investors: Хөрөнгө оруулагч. */
final class InvestorsController
{
    private const KRUD = 'investors';

    public function __construct(
        private readonly RecordHooks $hooks,
    ) {
    }

    public function index(Request $request): JsonResponse
    {
        Gate::authorize('viewAny', Investor::class);
        if ($request->query('deleted') === 'true') {
            Gate::authorize('delete', Investor::class);
        }
        $list = new RecordList(
            table: 'investor',
            identity: 'id',
            columns: [
                'id',
                'logo',
                'name',
                'investor_type',
                'project',
                'invested_amount',
                'invested_at',
                'sort_order',
                'is_published',
            ],
            labels: [],
            consolidations: [['sum', 'invested_amount']],
            sortable: ['name', 'invested_amount', 'invested_at', 'sort_order'],
            defaultSort: ['invested_at', true],
            keyTypes: [
                'name' => 'text',
                'invested_amount' => 'numeric',
                'invested_at' => 'date',
                'sort_order' => 'bigint',
                'id' => 'bigint',
            ],
            filters: [
                'name' => ['text', 'contains', 'string', null],
                'investor_type' => ['set', 'equals', 'string', null],
                'project' => ['text', 'contains', 'string', null],
                'invested_amount' => ['number-range', 'equals', 'decimal', null],
                'invested_at' => ['date-range', 'equals', 'date', null],
                'is_published' => ['set', 'equals', 'boolean', null],
            ],
            searchable: ['logo', 'name', 'investor_type', 'project'],
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
        Gate::authorize('view', Investor::class);

        return ['status' => true, 'record' => $this->find($request, $id)->toArray()];
    }

    /** @return array<string, mixed> */
    public function store(InvestorsStoreRequest $request): array
    {
        $values = $request->validated();
        if (($values['id'] ?? null) === null) {
            unset($values['id']);
        }
        $user = $request->user();
        $record = DB::transaction(function () use ($values, $user): Investor {
            $record = new Investor();
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
    public function update(InvestorsUpdateRequest $request, string $id): array
    {
        $version = $request->query('version');
        if (!is_string($version) || $version === '') {
            throw ApiError::validation([ValidationIssues::issue('/version', 'required')], 'querystring');
        }
        $record = DB::transaction(function () use ($request, $id, $version): Investor {
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
        Gate::authorize('delete', Investor::class);
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
        Gate::authorize('restore', Investor::class);
        $record = $this->rows($request)->onlyTrashed()->where('investor.id', $id)->first()
            ?? throw new ApiError('NOT_FOUND');
        $record->restore();

        return ['status' => true];
    }

    /** @return Builder<Investor> the rows the caller may see, each with its _version */
    private function rows(Request $request): Builder
    {
        return Investor::query()->withVersion();
    }

    /** A live row the caller may see, locked for the rest of the transaction when asked, or 404. */
    private function find(Request $request, string $id, bool $lock = false): Investor
    {
        $rows = $this->rows($request)->where('investor.id', $id);

        return ($lock ? $rows->lockForUpdate() : $rows)->first() ?? throw new ApiError('NOT_FOUND');
    }

    /**
     * The saved row as the database now holds it (defaults, triggers, the new _version).
     *
     * @return array<string, mixed>
     */
    private function reread(Investor $record): array
    {
        return Investor::query()
            ->withVersion()
            ->where('investor.id', $record->getAttribute('id'))
            ->firstOrFail()
            ->toArray();
    }
}
