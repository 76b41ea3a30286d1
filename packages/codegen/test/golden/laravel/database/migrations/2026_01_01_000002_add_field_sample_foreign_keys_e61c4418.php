<?php

declare(strict_types=1);

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Schema;

return new class extends Migration
{
    /** The foreign keys of field_sample, once every table exists; each one only where it is still missing. */
    public function up(): void
    {
        DB::statement(<<<'SQL'
            do $$ begin
              if not exists (select 1 from pg_constraint where conname = 'field_sample_aimag_id_fkey' and conrelid = '"field_sample"'::regclass) then
                alter table "field_sample" add constraint "field_sample_aimag_id_fkey" foreign key ("aimag_id") references "aimag" ("id") on delete set null;
              end if;
            end $$
            SQL);
        DB::statement(<<<'SQL'
            do $$ begin
              if not exists (select 1 from pg_constraint where conname = 'field_sample_bearer_id_fkey' and conrelid = '"field_sample"'::regclass) then
                alter table "field_sample" add constraint "field_sample_bearer_id_fkey" foreign key ("bearer_id") references "heritage_bearer" ("id") on delete set null;
              end if;
            end $$
            SQL);
    }

    public function down(): void
    {
        Schema::table('field_sample', static function (Blueprint $table): void {
            $table->dropForeign('field_sample_aimag_id_fkey');
            $table->dropForeign('field_sample_bearer_id_fkey');
        });
    }
};
