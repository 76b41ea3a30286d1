<?php

declare(strict_types=1);

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Schema;

return new class extends Migration
{
    /** The foreign keys of envoy, once every table exists; each one only where it is still missing. */
    public function up(): void
    {
        DB::statement(<<<'SQL'
            do $$ begin
              if not exists (select 1 from pg_constraint where conname = 'envoy_aimag_id_fkey' and conrelid = '"envoy"'::regclass) then
                alter table "envoy" add constraint "envoy_aimag_id_fkey" foreign key ("aimag_id") references "aimag" ("id") on delete set null;
              end if;
            end $$
            SQL);
    }

    public function down(): void
    {
        Schema::table('envoy', static function (Blueprint $table): void {
            $table->dropForeign('envoy_aimag_id_fkey');
        });
    }
};
