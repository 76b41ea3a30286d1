<?php

declare(strict_types=1);

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

return new class extends Migration
{
    /** АХАС-ын гишүүн: skipped where the table exists, as on Tamga's own database. */
    public function up(): void
    {
        if (Schema::hasTable('ahas_member')) {
            return;
        }

        Schema::create('ahas_member', static function (Blueprint $table): void {
            $table->bigIncrements('id')->generatedAs();
            $table->string('last_name', 75);
            $table->string('first_name', 75);
            $table->string('position', 150)->nullable();
            $table->string('organization', 255)->nullable();
            $table->text('photo')->nullable();
            $table->text('biography')->nullable();
            $table->date('joined_at')->nullable();
            $table->integer('sort_order')->default(0);
            $table->boolean('is_published')->default(false);
            $table->timestampTz('created_at', 6)->useCurrent();
            $table->timestampTz('updated_at', 6)->useCurrent();
            $table->timestampTz('deleted_at', 6)->nullable();
        });
    }

    public function down(): void
    {
        Schema::dropIfExists('ahas_member');
    }
};
