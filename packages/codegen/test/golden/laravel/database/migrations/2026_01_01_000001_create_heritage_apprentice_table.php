<?php

declare(strict_types=1);

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

return new class extends Migration
{
    /** Шавь: skipped where the table exists, as on Tamga's own database. */
    public function up(): void
    {
        if (Schema::hasTable('heritage_apprentice')) {
            return;
        }

        Schema::create('heritage_apprentice', static function (Blueprint $table): void {
            $table->bigIncrements('id')->generatedAs();
            $table->bigInteger('heritage_bearer_id');
            $table->string('full_name', 150);
            $table->integer('birth_year')->nullable();
            $table->date('started_on')->nullable();
            $table->string('level', 20)->default('learning')->comment('learning, graduated or teaching');
            $table->timestampTz('created_at', 6)->useCurrent();
            $table->timestampTz('updated_at', 6)->useCurrent();
            $table->timestampTz('deleted_at', 6)->nullable();
            $table->index(['heritage_bearer_id'], 'heritage_apprentice_heritage_bearer_id_idx');
        });
    }

    public function down(): void
    {
        Schema::dropIfExists('heritage_apprentice');
    }
};
