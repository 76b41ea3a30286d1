<?php

declare(strict_types=1);

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

return new class extends Migration
{
    /** Контент: skipped where the table exists, as on Tamga's own database. */
    public function up(): void
    {
        if (Schema::hasTable('content_item')) {
            return;
        }

        Schema::create('content_item', static function (Blueprint $table): void {
            $table->bigIncrements('id')->generatedAs();
            $table->bigInteger('category_id');
            $table->bigInteger('heritage_domain_id')->nullable();
            $table->string('title', 255);
            $table->string('title_en', 255)->nullable();
            $table->string('title_ko', 255)->nullable();
            $table->text('summary')->nullable();
            $table->text('summary_en')->nullable();
            $table->text('summary_ko')->nullable();
            $table->text('body')->nullable();
            $table->text('body_en')->nullable();
            $table->text('body_ko')->nullable();
            $table->text('cover_image')->nullable();
            $table->string('media_kind', 20)
                ->default('article')
                ->comment('article, video, audio, ebook, audiobook, course or gallery');
            $table->text('media_url')->nullable()->comment('The video, audio, PDF or course address');
            $table->string('author', 150)->nullable();
            $table->integer('duration_minutes')->nullable();
            $table->integer('page_count')->nullable();
            $table->integer('episode_count')->nullable();
            $table->boolean('is_paid')->default(false);
            $table->decimal('price', 14, 2)->nullable()->comment('Price in tugrik when is_paid');
            $table->boolean('is_featured')->default(false);
            $table->integer('sort_order')->default(0);
            $table->integer('view_count')->default(0);
            $table->timestampTz('published_at', 6)->nullable();
            $table->boolean('is_published')->default(false);
            $table->bigInteger('created_by')->nullable();
            $table->timestampTz('created_at', 6)->useCurrent();
            $table->timestampTz('updated_at', 6)->useCurrent();
            $table->timestampTz('deleted_at', 6)->nullable();
            $table->index(
                ['category_id', 'is_published', 'published_at'],
                'content_item_category_id_is_published_published_at_idx',
            );
            $table->index(['heritage_domain_id'], 'content_item_heritage_domain_id_idx');
        });
    }

    public function down(): void
    {
        Schema::dropIfExists('content_item');
    }
};
