<?php

declare(strict_types=1);

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

return new class extends Migration
{
    /** Хүсэлт: skipped where the table exists, as on Tamga's own database. */
    public function up(): void
    {
        if (Schema::hasTable('public_request')) {
            return;
        }

        Schema::create('public_request', static function (Blueprint $table): void {
            $table->bigIncrements('id')->generatedAs();
            $table->string('kind', 20)->comment('donation, investment or access');
            $table->string('name', 200);
            $table->string('email', 200);
            $table->string('phone', 50)->nullable();
            $table->text('message')->nullable();
            $table->decimal('amount', 14, 0)->nullable()->comment('In tugrik: the sum a donor or investor has in mind');
            $table->bigInteger('content_item_id')->nullable()->comment('The paid item an access request asks for');
            $table->string('status', 20)->default('new')->comment('new, approved, rejected or answered');
            $table->text('staff_note')->nullable();
            $table->timestampTz('created_at', 6)->useCurrent();
            $table->timestampTz('updated_at', 6)->useCurrent();
            $table->timestampTz('deleted_at', 6)->nullable();
            $table->index(['kind', 'status'], 'public_request_kind_status_idx');
        });
    }

    public function down(): void
    {
        Schema::dropIfExists('public_request');
    }
};
