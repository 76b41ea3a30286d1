<?php

declare(strict_types=1);

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

return new class extends Migration
{
    /** Мэдээллийн хуудас: skipped where the table exists, as on Tamga's own database. */
    public function up(): void
    {
        if (Schema::hasTable('page')) {
            return;
        }

        Schema::create('page', static function (Blueprint $table): void {
            $table->bigIncrements('id')->generatedAs();
            $table->string('slug', 50)
                ->unique('page_slug_key')
                ->comment('The public route: about-us, donation, investment, investor, partners, project-info or supporters');
            $table->string('title', 255);
            $table->string('title_en', 255)->nullable();
            $table->string('title_ko', 255)->nullable();
            $table->text('summary')->nullable();
            $table->text('summary_en')->nullable();
            $table->text('summary_ko')->nullable();
            $table->text('body');
            $table->text('body_en')->nullable();
            $table->text('body_ko')->nullable();
            $table->text('cover_image')->nullable();
            $table->integer('sort_order')->default(0);
            $table->boolean('is_published')->default(false);
            $table->timestampTz('created_at', 6)->useCurrent();
            $table->timestampTz('updated_at', 6)->useCurrent();
        });
    }

    public function down(): void
    {
        Schema::dropIfExists('page');
    }
};
