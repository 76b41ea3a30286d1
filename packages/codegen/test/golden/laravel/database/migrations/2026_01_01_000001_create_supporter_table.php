<?php

declare(strict_types=1);

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

return new class extends Migration
{
    /** Дэмжигч: skipped where the table exists, as on Tamga's own database. */
    public function up(): void
    {
        if (Schema::hasTable('supporter')) {
            return;
        }

        Schema::create('supporter', static function (Blueprint $table): void {
            $table->bigIncrements('id')->generatedAs();
            $table->string('name', 255);
            $table->string('supporter_type', 20)->default('organization')->comment('individual or organization');
            $table->text('logo')->nullable();
            $table->string('website', 255)->nullable();
            $table->text('description')->nullable();
            $table->decimal('support_amount', 14, 2)->nullable();
            $table->date('supported_at')->nullable();
            $table->boolean('is_published')->default(false);
            $table->timestampTz('created_at', 6)->useCurrent();
            $table->timestampTz('updated_at', 6)->useCurrent();
            $table->timestampTz('deleted_at', 6)->nullable();
        });
    }

    public function down(): void
    {
        Schema::dropIfExists('supporter');
    }
};
