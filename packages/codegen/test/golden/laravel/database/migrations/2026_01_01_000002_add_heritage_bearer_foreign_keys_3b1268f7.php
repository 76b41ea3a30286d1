<?php

declare(strict_types=1);

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Schema;

return new class extends Migration
{
    /** The foreign keys of heritage_bearer, once every table exists; each one only where it is still missing. */
    public function up(): void
    {
        DB::statement(<<<'SQL'
            do $$ begin
              if not exists (select 1 from pg_constraint where conname = 'heritage_bearer_aimag_id_fkey' and conrelid = '"heritage_bearer"'::regclass) then
                alter table "heritage_bearer" add constraint "heritage_bearer_aimag_id_fkey" foreign key ("aimag_id") references "aimag" ("id") on delete set null;
              end if;
            end $$
            SQL);
        DB::statement(<<<'SQL'
            do $$ begin
              if not exists (select 1 from pg_constraint where conname = 'heritage_bearer_heritage_domain_id_fkey' and conrelid = '"heritage_bearer"'::regclass) then
                alter table "heritage_bearer" add constraint "heritage_bearer_heritage_domain_id_fkey" foreign key ("heritage_domain_id") references "heritage_domain" ("id") on delete set null;
              end if;
            end $$
            SQL);
    }

    public function down(): void
    {
        Schema::table('heritage_bearer', static function (Blueprint $table): void {
            $table->dropForeign('heritage_bearer_aimag_id_fkey');
            $table->dropForeign('heritage_bearer_heritage_domain_id_fkey');
        });
    }
};
