<?php

declare(strict_types=1);

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

return new class extends Migration
{
    /** Мэдээ: skipped where the table exists, as on Tamga's own database. */
    public function up(): void
    {
        if (Schema::hasTable('news')) {
            return;
        }

        Schema::create('news', static function (Blueprint $table): void {
            $table->bigIncrements('id')->generatedAs();
            $table->string('title', 255);
            $table->string('title_en', 255)->nullable();
            $table->string('title_ko', 255)->nullable();
            $table->text('summary')->nullable();
            $table->text('summary_en')->nullable();
            $table->text('summary_ko')->nullable();
            $table->text('body');
            $table->text('body_en')->nullable();
            $table->text('body_ko')->nullable();
            $table->text('image')->nullable();
            $table->timestampTz('published_at', 6)->nullable();
            $table->boolean('is_published')->default(false);
            $table->integer('view_count')->default(0);
            $table->bigInteger('created_by')->nullable();
            $table->timestampTz('created_at', 6)->useCurrent();
            $table->timestampTz('updated_at', 6)->useCurrent();
            $table->timestampTz('deleted_at', 6)->nullable();
            $table->index(['is_published', 'published_at'], 'news_is_published_published_at_idx');
        });
    }

    public function down(): void
    {
        Schema::dropIfExists('news');
    }
};
