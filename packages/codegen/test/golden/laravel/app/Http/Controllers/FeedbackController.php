<?php

declare(strict_types=1);

namespace App\Http\Controllers;

use App\Custom\RecordHooks;
use App\Http\Requests\FeedbackUpdateRequest;
use App\Models\Feedback;
use Illuminate\Database\Eloquent\Builder;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Gate;
use Tamga\Api\ApiError;
use Tamga\Api\RecordList;
use Tamga\Api\ValidationIssues;

/** /records/feedback: Санал хүсэлт. */
final class FeedbackController
{
    private const KRUD = 'feedback';

    public function __construct(
        private readonly RecordHooks $hooks,
    ) {
    }

    public function index(Request $request): JsonResponse
    {
        Gate::authorize('viewAny', Feedback::class);
        if ($request->query('deleted') === 'true') {
            Gate::authorize('delete', Feedback::class);
        }
        $list = new RecordList(
            table: 'feedback',
            identity: 'id',
            columns: ['id', 'name', 'email', 'phone', 'topic', 'message', 'status', 'replied_at'],
            labels: [],
            consolidations: [],
            sortable: ['created_at', 'replied_at'],
            defaultSort: ['created_at', true],
            keyTypes: ['created_at' => 'timestamptz', 'replied_at' => 'timestamptz', 'id' => 'bigint'],
            filters: [
                'created_at' => ['date-range', 'equals', 'timestamptz', null],
                'name' => ['text', 'contains', 'string', null],
                'email' => ['text', 'contains', 'string', null],
                'phone' => ['text', 'starts-with', 'string', null],
                'topic' => ['set', 'equals', 'string', null],
                'message' => ['text', 'contains', 'string', null],
                'status' => ['set', 'equals', 'string', null],
            ],
            searchable: ['name', 'email', 'phone', 'topic', 'message', 'status'],
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
        Gate::authorize('view', Feedback::class);

        return ['status' => true, 'record' => $this->find($request, $id)->toArray()];
    }

    /**
     * Saves only if the record is still the version the caller read (?version=, its xmin): the
     * row is locked from the check to the write, so no other write can slip in between.
     *
     * @return array<string, mixed>
     */
    public function update(FeedbackUpdateRequest $request, string $id): array
    {
        $version = $request->query('version');
        if (!is_string($version) || $version === '') {
            throw ApiError::validation([ValidationIssues::issue('/version', 'required')], 'querystring');
        }
        $record = DB::transaction(function () use ($request, $id, $version): Feedback {
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
        Gate::authorize('delete', Feedback::class);
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
        Gate::authorize('restore', Feedback::class);
        $record = $this->rows($request)->onlyTrashed()->where('feedback.id', $id)->first()
            ?? throw new ApiError('NOT_FOUND');
        $record->restore();

        return ['status' => true];
    }

    /** @return Builder<Feedback> the rows the caller may see, each with its _version */
    private function rows(Request $request): Builder
    {
        return Feedback::query()->withVersion();
    }

    /** A live row the caller may see, locked for the rest of the transaction when asked, or 404. */
    private function find(Request $request, string $id, bool $lock = false): Feedback
    {
        $rows = $this->rows($request)->where('feedback.id', $id);

        return ($lock ? $rows->lockForUpdate() : $rows)->first() ?? throw new ApiError('NOT_FOUND');
    }

    /**
     * The saved row as the database now holds it (defaults, triggers, the new _version).
     *
     * @return array<string, mixed>
     */
    private function reread(Feedback $record): array
    {
        return Feedback::query()
            ->withVersion()
            ->where('feedback.id', $record->getAttribute('id'))
            ->firstOrFail()
            ->toArray();
    }
}
