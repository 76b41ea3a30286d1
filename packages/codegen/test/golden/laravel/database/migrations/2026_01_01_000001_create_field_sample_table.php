<?php

declare(strict_types=1);

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

return new class extends Migration
{
    /** Талбарын жишээ: skipped where the table exists, as on Tamga's own database. */
    public function up(): void
    {
        if (Schema::hasTable('field_sample')) {
            return;
        }

        Schema::create('field_sample', static function (Blueprint $table): void {
            $table->bigIncrements('id')->generatedAs();
            $table->string('title', 100);
            $table->string('code', 20)->nullable()->unique('field_sample_code_key');
            $table->text('summary')->nullable();
            $table->integer('quantity')->nullable();
            $table->decimal('unit_price', 14, 2)->nullable();
            $table->decimal('total', 16, 2)
                ->nullable()
                ->comment('quantity * unit_price, computed by the form\'s formula');
            $table->date('event_date')->nullable();
            $table->timestampTz('starts_at', 6)->nullable();
            $table->time('opening_time', 6)->nullable();
            $table->timestampTz('recorded_at', 6)->nullable();
            $table->string('category', 30);
            $table->jsonb('tags')->nullable();
            $table->string('size', 10)->nullable();
            $table->boolean('is_checked')->default(false);
            $table->boolean('is_active')->default(false);
            $table->string('domain_node', 40)->nullable();
            $table->string('color', 7)->nullable();
            $table->text('attachment')->nullable()->comment('Upload id of the attached file');
            $table->text('picture')->nullable()->comment('Upload id of the picture');
            $table->string('secret', 100)->nullable();
            $table->string('email', 120)->nullable();
            $table->string('phone', 20)->nullable();
            $table->string('website', 255)->nullable();
            $table->integer('order_number')->nullable();
            $table->text('description')->nullable();
            $table->bigInteger('aimag_id')->nullable();
            $table->bigInteger('bearer_id')->nullable();
            $table->string('origin', 40)->nullable()->comment('Filled by the form\'s hidden field');
            $table->timestampTz('created_at', 6)->useCurrent();
            $table->timestampTz('updated_at', 6)->useCurrent();
            $table->timestampTz('deleted_at', 6)->nullable();
            $table->index(['aimag_id'], 'field_sample_aimag_id_idx');
            $table->index(['bearer_id'], 'field_sample_bearer_id_idx');
        });
    }

    public function down(): void
    {
        Schema::dropIfExists('field_sample');
    }
};
