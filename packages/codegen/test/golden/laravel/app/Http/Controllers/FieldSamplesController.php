<?php

declare(strict_types=1);

namespace App\Http\Controllers;

use App\Custom\RecordHooks;
use App\Http\Requests\FieldSamplesStoreRequest;
use App\Http\Requests\FieldSamplesUpdateRequest;
use App\Models\FieldSample;
use Illuminate\Database\Eloquent\Builder;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Gate;
use Tamga\Api\ApiError;
use Tamga\Api\RecordList;
use Tamga\Api\ValidationIssues;

/** /records/field-samples: Талбарын жишээ. */
final class FieldSamplesController
{
    private const KRUD = 'field-samples';

    public function __construct(
        private readonly RecordHooks $hooks,
    ) {
    }

    public function index(Request $request): JsonResponse
    {
        Gate::authorize('viewAny', FieldSample::class);
        if ($request->query('deleted') === 'true') {
            Gate::authorize('delete', FieldSample::class);
        }
        $list = new RecordList(
            table: 'field_sample',
            identity: 'id',
            columns: [
                'id',
                'picture',
                'title',
                'code',
                'category',
                'quantity',
                'unit_price',
                'total',
                'event_date',
                'starts_at',
                'color',
                'is_active',
                'aimag_id',
                'bearer_id',
                'attachment',
            ],
            labels: [
                ['aimag_id', 'aimag', 'id', ['name']],
                ['bearer_id', 'heritage_bearer', 'id', ['last_name', 'first_name']],
            ],
            consolidations: [],
            sortable: ['id', 'title', 'code', 'quantity', 'unit_price', 'total', 'event_date', 'aimag_id'],
            defaultSort: ['id', true],
            keyTypes: [
                'id' => 'bigint',
                'title' => 'text',
                'code' => 'text',
                'quantity' => 'bigint',
                'unit_price' => 'numeric',
                'total' => 'numeric',
                'event_date' => 'date',
                'aimag_id' => 'bigint',
            ],
            filters: [
                'title' => ['text', 'contains', 'string', null],
                'code' => ['text', 'starts-with', 'string', null],
                'category' => ['set', 'equals', 'string', null],
                'event_date' => ['date-range', 'equals', 'date', null],
                'aimag_id' => ['set', 'equals', 'bigint', ['aimag', 'id', ['name']]],
            ],
            searchable: ['picture', 'title', 'code', 'category', 'color', 'attachment'],
            searchLabels: [
                ['aimag_id', 'aimag', 'id', ['name']],
                ['bearer_id', 'heritage_bearer', 'id', ['last_name', 'first_name']],
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
        Gate::authorize('view', FieldSample::class);

        return ['status' => true, 'record' => $this->find($request, $id)->toArray()];
    }

    /** @return array<string, mixed> */
    public function store(FieldSamplesStoreRequest $request): array
    {
        $values = $request->validated();
        if (($values['id'] ?? null) === null) {
            unset($values['id']);
        }
        $user = $request->user();
        $record = DB::transaction(function () use ($values, $user): FieldSample {
            $record = new FieldSample();
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
    public function update(FieldSamplesUpdateRequest $request, string $id): array
    {
        $version = $request->query('version');
        if (!is_string($version) || $version === '') {
            throw ApiError::validation([ValidationIssues::issue('/version', 'required')], 'querystring');
        }
        $record = DB::transaction(function () use ($request, $id, $version): FieldSample {
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
        Gate::authorize('delete', FieldSample::class);
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
        Gate::authorize('restore', FieldSample::class);
        $record = $this->rows($request)->onlyTrashed()->where('field_sample.id', $id)->first()
            ?? throw new ApiError('NOT_FOUND');
        $record->restore();

        return ['status' => true];
    }

    /** @return Builder<FieldSample> the rows the caller may see, each with its _version */
    private function rows(Request $request): Builder
    {
        return FieldSample::query()->withVersion();
    }

    /** A live row the caller may see, locked for the rest of the transaction when asked, or 404. */
    private function find(Request $request, string $id, bool $lock = false): FieldSample
    {
        $rows = $this->rows($request)->where('field_sample.id', $id);

        return ($lock ? $rows->lockForUpdate() : $rows)->first() ?? throw new ApiError('NOT_FOUND');
    }

    /**
     * The saved row as the database now holds it (defaults, triggers, the new _version).
     *
     * @return array<string, mixed>
     */
    private function reread(FieldSample $record): array
    {
        return FieldSample::query()
            ->withVersion()
            ->where('field_sample.id', $record->getAttribute('id'))
            ->firstOrFail()
            ->toArray();
    }
}
