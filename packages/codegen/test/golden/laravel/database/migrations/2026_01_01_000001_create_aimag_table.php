<?php

declare(strict_types=1);

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

return new class extends Migration
{
    /** Аймаг: skipped where the table exists, as on Tamga's own database. */
    public function up(): void
    {
        if (Schema::hasTable('aimag')) {
            return;
        }

        Schema::create('aimag', static function (Blueprint $table): void {
            $table->bigIncrements('id')->generatedAs();
            $table->string('name', 100)->unique('aimag_name_key');
            $table->string('code', 10)->nullable()->unique('aimag_code_key');
            $table->jsonb('boundary')
                ->nullable()
                ->comment('The province\'s boundary: a GeoJSON Polygon in WGS 84 longitude/latitude');
            $table->timestampTz('created_at', 6)->useCurrent();
            $table->timestampTz('updated_at', 6)->useCurrent();
        });
    }

    public function down(): void
    {
        Schema::dropIfExists('aimag');
    }
};
