<?php

declare(strict_types=1);

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

return new class extends Migration
{
    /** Хөрөнгө оруулагч: skipped where the table exists, as on Tamga's own database. */
    public function up(): void
    {
        if (Schema::hasTable('investor')) {
            return;
        }

        Schema::create('investor', static function (Blueprint $table): void {
            $table->bigIncrements('id')->generatedAs();
            $table->string('name', 255);
            $table->string('investor_type', 20)->default('organization')->comment('individual or organization');
            $table->text('logo')->nullable();
            $table->string('website', 255)->nullable();
            $table->text('description')->nullable();
            $table->string('project', 255)->nullable();
            $table->decimal('invested_amount', 14, 2)->nullable();
            $table->date('invested_at')->nullable();
            $table->integer('sort_order')->default(0);
            $table->boolean('is_published')->default(false);
            $table->timestampTz('created_at', 6)->useCurrent();
            $table->timestampTz('updated_at', 6)->useCurrent();
            $table->timestampTz('deleted_at', 6)->nullable();
        });
    }

    public function down(): void
    {
        Schema::dropIfExists('investor');
    }
};
