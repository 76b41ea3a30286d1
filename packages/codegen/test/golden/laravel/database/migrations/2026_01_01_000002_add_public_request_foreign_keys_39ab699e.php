<?php

declare(strict_types=1);

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Schema;

return new class extends Migration
{
    /** The foreign keys of public_request, once every table exists; each one only where it is still missing. */
    public function up(): void
    {
        DB::statement(<<<'SQL'
            do $$ begin
              if not exists (select 1 from pg_constraint where conname = 'public_request_content_item_id_fkey' and conrelid = '"public_request"'::regclass) then
                alter table "public_request" add constraint "public_request_content_item_id_fkey" foreign key ("content_item_id") references "content_item" ("id") on delete set null;
              end if;
            end $$
            SQL);
    }

    public function down(): void
    {
        Schema::table('public_request', static function (Blueprint $table): void {
            $table->dropForeign('public_request_content_item_id_fkey');
        });
    }
};
