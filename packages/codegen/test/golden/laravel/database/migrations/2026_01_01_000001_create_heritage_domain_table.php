<?php

declare(strict_types=1);

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

return new class extends Migration
{
    /** Өвийн төрөл: skipped where the table exists, as on Tamga's own database. */
    public function up(): void
    {
        if (Schema::hasTable('heritage_domain')) {
            return;
        }

        Schema::create('heritage_domain', static function (Blueprint $table): void {
            $table->bigIncrements('id')->generatedAs();
            $table->string('name', 255)->unique('heritage_domain_name_key');
            $table->text('description')->nullable();
            $table->timestampTz('created_at', 6)->useCurrent();
            $table->timestampTz('updated_at', 6)->useCurrent();
        });
    }

    public function down(): void
    {
        Schema::dropIfExists('heritage_domain');
    }
};
