<?php

declare(strict_types=1);

namespace App\Http\Controllers;

use App\Custom\RecordHooks;
use App\Http\Requests\ApplicationsStoreRequest;
use App\Http\Requests\ApplicationsUpdateRequest;
use App\Models\Application;
use App\Policies\ApplicationsPolicy;
use App\Services\ProcessService;
use Illuminate\Database\Eloquent\Builder;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Gate;
use Tamga\Api\ApiError;
use Tamga\Api\RecordList;
use Tamga\Api\ValidationIssues;

/** /records/applications: Өргөдөл. */
final class ApplicationsController
{
    private const KRUD = 'applications';

    public function __construct(
        private readonly RecordHooks $hooks,
        private readonly ProcessService $processes,
        private readonly ApplicationsPolicy $policy,
    ) {
    }

    public function index(Request $request): JsonResponse
    {
        Gate::authorize('viewAny', Application::class);
        if ($request->query('deleted') === 'true') {
            Gate::authorize('delete', Application::class);
        }
        $list = new RecordList(
            table: 'application',
            identity: 'id',
            columns: ['id', 'title', 'heritage_bearer_id', 'amount', 'process_status', 'created_at'],
            labels: [['heritage_bearer_id', 'heritage_bearer', 'id', ['last_name', 'first_name']]],
            consolidations: [['sum', 'amount']],
            sortable: ['title', 'amount', 'created_at'],
            defaultSort: ['created_at', true],
            keyTypes: [
                'title' => 'text',
                'amount' => 'numeric',
                'created_at' => 'timestamptz',
                'id' => 'bigint',
            ],
            filters: [
                'title' => ['text', 'contains', 'string', null],
                'heritage_bearer_id' => ['set', 'equals', 'bigint', ['heritage_bearer', 'id', ['last_name', 'first_name']]],
                'amount' => ['number-range', 'equals', 'decimal', null],
                'process_status' => ['set', 'equals', 'string', null],
                'created_at' => ['date-range', 'equals', 'timestamptz', null],
            ],
            searchable: ['title', 'process_status'],
            searchLabels: [['heritage_bearer_id', 'heritage_bearer', 'id', ['last_name', 'first_name']]],
            pageSize: 50,
            maxPageSize: 1000,
            softDelete: true,
            processOf: 'applications',
        );

        return $list->response($this->rows($request), $request);
    }

    /** @return array<string, mixed> */
    public function show(Request $request, string $id): array
    {
        Gate::authorize('view', Application::class);

        return ['status' => true, 'record' => $this->find($request, $id)->toArray()];
    }

    /** @return array<string, mixed> */
    public function store(ApplicationsStoreRequest $request): array
    {
        $values = $request->validated();
        if (($values['id'] ?? null) === null) {
            unset($values['id']);
        }
        $user = $request->user();
        $userId = $user?->getAuthIdentifier();
        $record = DB::transaction(function () use ($values, $user, $userId): Application {
            $record = new Application();
            $record->fill($this->hooks->beforeCreate(self::KRUD, $values, $user));
            $record->forceFill(['applicant_id' => $userId, 'created_by' => $userId]);
            $record->forceFill(['process_status' => 'START']);
            $record->save();
            $this->processes->start(self::KRUD, (string) $record->getAttribute('id'), $user);
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
    public function update(ApplicationsUpdateRequest $request, string $id): array
    {
        $version = $request->query('version');
        if (!is_string($version) || $version === '') {
            throw ApiError::validation([ValidationIssues::issue('/version', 'required')], 'querystring');
        }
        $values = $request->validated();
        // Only the workflow moves a record's status.
        unset($values['process_status']);
        $record = DB::transaction(function () use ($request, $id, $version, $values): Application {
            $record = $this->find($request, $id, true);
            if ($record->getAttribute('_version') !== $version) {
                throw new ApiError('RECORD_CHANGED');
            }
            $this->processes->guardUpdate(self::KRUD, (string) $record->getAttribute('id'), $request->user(), Gate::denies('update', Application::class));
            $record->fill($this->hooks->beforeUpdate(self::KRUD, $record, $values));
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
        Gate::authorize('delete', Application::class);
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
        Gate::authorize('restore', Application::class);
        $record = $this->rows($request)->onlyTrashed()->where('application.id', $id)->first()
            ?? throw new ApiError('NOT_FOUND');
        $record->restore();

        return ['status' => true];
    }

    /** @return Builder<Application> the rows the caller may see, each with its _version */
    private function rows(Request $request): Builder
    {
        return $this->policy->rows(Application::query()->withVersion(), $request->user());
    }

    /** A live row the caller may see, locked for the rest of the transaction when asked, or 404. */
    private function find(Request $request, string $id, bool $lock = false): Application
    {
        $rows = $this->rows($request)->where('application.id', $id);

        return ($lock ? $rows->lockForUpdate() : $rows)->first() ?? throw new ApiError('NOT_FOUND');
    }

    /**
     * The saved row as the database now holds it (defaults, triggers, the new _version).
     *
     * @return array<string, mixed>
     */
    private function reread(Application $record): array
    {
        return Application::query()
            ->withVersion()
            ->where('application.id', $record->getAttribute('id'))
            ->firstOrFail()
            ->toArray();
    }
}
