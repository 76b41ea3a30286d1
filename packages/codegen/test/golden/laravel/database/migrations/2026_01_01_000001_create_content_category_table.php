<?php

declare(strict_types=1);

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

return new class extends Migration
{
    /** Контентын ангилал: skipped where the table exists, as on Tamga's own database. */
    public function up(): void
    {
        if (Schema::hasTable('content_category')) {
            return;
        }

        Schema::create('content_category', static function (Blueprint $table): void {
            $table->bigIncrements('id')->generatedAs();
            $table->string('slug', 50)
                ->unique('content_category_slug_key')
                ->comment('The route under / that lists the category: dom-zasal, free-content, online-book, …');
            $table->string('name', 150);
            $table->string('name_en', 150)->nullable();
            $table->string('name_ko', 150)->nullable();
            $table->text('description')->nullable();
            $table->text('cover_image')->nullable();
            $table->string('icon', 50)->nullable();
            $table->integer('sort_order')->default(0);
            $table->boolean('is_published')->default(false);
            $table->timestampTz('created_at', 6)->useCurrent();
            $table->timestampTz('updated_at', 6)->useCurrent();
        });
    }

    public function down(): void
    {
        Schema::dropIfExists('content_category');
    }
};
