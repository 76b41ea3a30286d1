<?php

declare(strict_types=1);

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

return new class extends Migration
{
    /** Хичээл: skipped where the table exists, as on Tamga's own database. */
    public function up(): void
    {
        if (Schema::hasTable('course_lesson')) {
            return;
        }

        Schema::create('course_lesson', static function (Blueprint $table): void {
            $table->bigIncrements('id')->generatedAs();
            $table->bigInteger('content_item_id');
            $table->string('title', 255);
            $table->string('kind', 10)->comment('video, audio or text');
            $table->text('media_url')->nullable()->comment('The video or recording of a video or audio lesson');
            $table->text('body')->nullable()->comment('HTML: the text of a text lesson, notes for the others');
            $table->integer('minutes')->nullable();
            $table->integer('sort_order')->default(0);
            $table->timestampTz('created_at', 6)->useCurrent();
            $table->timestampTz('updated_at', 6)->useCurrent();
            $table->timestampTz('deleted_at', 6)->nullable();
            $table->index(['content_item_id', 'sort_order'], 'course_lesson_content_item_id_sort_order_idx');
        });
    }

    public function down(): void
    {
        Schema::dropIfExists('course_lesson');
    }
};
