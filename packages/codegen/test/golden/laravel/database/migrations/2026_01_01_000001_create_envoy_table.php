<?php

declare(strict_types=1);

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

return new class extends Migration
{
    /** Элч төлөөлөгч: skipped where the table exists, as on Tamga's own database. */
    public function up(): void
    {
        if (Schema::hasTable('envoy')) {
            return;
        }

        Schema::create('envoy', static function (Blueprint $table): void {
            $table->bigIncrements('id')->generatedAs();
            $table->string('last_name', 75);
            $table->string('first_name', 75);
            $table->string('position', 150)->nullable();
            $table->bigInteger('aimag_id')->nullable();
            $table->string('phone', 20)->nullable();
            $table->string('email', 150)->nullable();
            $table->text('photo')->nullable();
            $table->text('biography')->nullable();
            $table->date('appointed_at')->nullable();
            $table->boolean('is_published')->default(false);
            $table->timestampTz('created_at', 6)->useCurrent();
            $table->timestampTz('updated_at', 6)->useCurrent();
            $table->timestampTz('deleted_at', 6)->nullable();
            $table->index(['aimag_id'], 'envoy_aimag_id_idx');
        });
    }

    public function down(): void
    {
        Schema::dropIfExists('envoy');
    }
};
