<?php

declare(strict_types=1);

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

return new class extends Migration
{
    /** Хамтрагч байгууллага: skipped where the table exists, as on Tamga's own database. */
    public function up(): void
    {
        if (Schema::hasTable('partner')) {
            return;
        }

        Schema::create('partner', static function (Blueprint $table): void {
            $table->bigIncrements('id')->generatedAs();
            $table->string('name', 255);
            $table->string('partner_type', 20)
                ->default('ngo')
                ->comment('government, international, ngo, academic or business');
            $table->text('logo')->nullable();
            $table->string('website', 255)->nullable();
            $table->string('country', 100)->nullable();
            $table->string('cooperation_area', 255)->nullable();
            $table->text('description')->nullable();
            $table->date('partner_since')->nullable();
            $table->integer('sort_order')->default(0);
            $table->boolean('is_published')->default(false);
            $table->timestampTz('created_at', 6)->useCurrent();
            $table->timestampTz('updated_at', 6)->useCurrent();
            $table->timestampTz('deleted_at', 6)->nullable();
        });
    }

    public function down(): void
    {
        Schema::dropIfExists('partner');
    }
};
