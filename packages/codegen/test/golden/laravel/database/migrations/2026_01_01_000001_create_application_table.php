<?php

declare(strict_types=1);

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

return new class extends Migration
{
    /** Өргөдөл: skipped where the table exists, as on Tamga's own database. */
    public function up(): void
    {
        if (Schema::hasTable('application')) {
            return;
        }

        Schema::create('application', static function (Blueprint $table): void {
            $table->bigIncrements('id')->generatedAs();
            $table->bigInteger('applicant_id')->comment('The user (role 5) who applies');
            $table->bigInteger('heritage_bearer_id')->nullable();
            $table->string('title', 255);
            $table->text('description')->nullable();
            $table->decimal('amount', 14, 2)->nullable()->comment('Requested amount in tugrik');
            $table->text('attachment')->nullable();
            $table->string('process_status', 50)
                ->nullable()
                ->comment('The status of the current workflow step, written by the workflow engine');
            $table->bigInteger('created_by')->nullable();
            $table->timestampTz('created_at', 6)->useCurrent();
            $table->timestampTz('updated_at', 6)->useCurrent();
            $table->timestampTz('deleted_at', 6)->nullable();
            $table->index(['heritage_bearer_id'], 'application_heritage_bearer_id_idx');
            $table->index(['applicant_id'], 'application_applicant_id_idx');
            $table->index(['process_status'], 'application_process_status_idx');
        });
    }

    public function down(): void
    {
        Schema::dropIfExists('application');
    }
};
