<?php

declare(strict_types=1);

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

return new class extends Migration
{
    /** Өв тээгч: skipped where the table exists, as on Tamga's own database. */
    public function up(): void
    {
        if (Schema::hasTable('heritage_bearer')) {
            return;
        }

        Schema::create('heritage_bearer', static function (Blueprint $table): void {
            $table->bigIncrements('id')->generatedAs();
            $table->string('last_name', 75);
            $table->string('first_name', 75);
            $table->string('register_number', 10)->nullable()->unique('heritage_bearer_register_number_key');
            $table->bigInteger('heritage_domain_id')->nullable();
            $table->bigInteger('aimag_id')->nullable();
            $table->text('biography')->nullable();
            $table->text('photo')->nullable()->comment('Path of the uploaded portrait');
            $table->boolean('is_published')->default(false);
            $table->timestampTz('created_at', 6)->useCurrent();
            $table->timestampTz('updated_at', 6)->useCurrent();
            $table->timestampTz('deleted_at', 6)->nullable();
            $table->index(['aimag_id'], 'heritage_bearer_aimag_id_idx');
            $table->index(['heritage_domain_id'], 'heritage_bearer_heritage_domain_id_idx');
        });
    }

    public function down(): void
    {
        Schema::dropIfExists('heritage_bearer');
    }
};
