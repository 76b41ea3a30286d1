<?php

declare(strict_types=1);

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

return new class extends Migration
{
    /** Санал хүсэлт: skipped where the table exists, as on Tamga's own database. */
    public function up(): void
    {
        if (Schema::hasTable('feedback')) {
            return;
        }

        Schema::create('feedback', static function (Blueprint $table): void {
            $table->bigIncrements('id')->generatedAs();
            $table->string('name', 150);
            $table->string('email', 150)->nullable();
            $table->string('phone', 20)->nullable();
            $table->string('topic', 20)->default('suggestion')->comment('question, suggestion, complaint or thanks');
            $table->text('message');
            $table->string('status', 20)->default('new')->comment('new, in-progress, answered or closed');
            $table->text('reply')->nullable();
            $table->timestampTz('replied_at', 6)->nullable();
            $table->timestampTz('created_at', 6)->useCurrent();
            $table->timestampTz('updated_at', 6)->useCurrent();
            $table->timestampTz('deleted_at', 6)->nullable();
            $table->index(['status', 'created_at'], 'feedback_status_created_at_idx');
        });
    }

    public function down(): void
    {
        Schema::dropIfExists('feedback');
    }
};
