<?php

declare(strict_types=1);

namespace App\Http\Controllers;

use App\Custom\RecordHooks;
use App\Http\Requests\ApplicationsStoreRequest;
use App\Http\Requests\ApplicationsUpdateRequest;
use App\Models\Application;
use App\Policies\ApplicationsPolicy;
use Illuminate\Database\Eloquent\Builder;
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
        private readonly ApplicationsPolicy $policy,
    ) {
    }

    /** @return array<string, mixed> */
    public function index(Request $request): array
    {
        Gate::authorize('viewAny', Application::class);
        $list = new RecordList(
            identity: 'id',
            sortable: ['title', 'amount', 'created_at'],
            defaultSort: ['created_at', true],
            filters: [
                'title' => ['text', 'contains'],
                'heritage_bearer_id' => ['set', 'equals'],
                'amount' => ['number-range', 'equals'],
                'process_status' => ['set', 'equals'],
                'created_at' => ['date-range', 'equals'],
            ],
            searchable: ['title', 'process_status'],
            pageSize: 50,
            maxPageSize: 1000,
            softDelete: true,
        );

        return $list->answer($this->rows($request), $request);
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
    public function update(ApplicationsUpdateRequest $request, string $id): array
    {
        $version = $request->query('version');
        if (!is_string($version) || $version === '') {
            throw ApiError::validation([ValidationIssues::issue('/version', 'required')], 'querystring');
        }
        $record = DB::transaction(function () use ($request, $id, $version): Application {
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
