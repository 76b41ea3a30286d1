<?php

declare(strict_types=1);

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Schema;

return new class extends Migration
{
    /** The foreign keys of heritage_apprentice, once every table exists; each one only where it is still missing. */
    public function up(): void
    {
        DB::statement(<<<'SQL'
            do $$ begin
              if not exists (select 1 from pg_constraint where conname = 'heritage_apprentice_heritage_bearer_id_fkey' and conrelid = '"heritage_apprentice"'::regclass) then
                alter table "heritage_apprentice" add constraint "heritage_apprentice_heritage_bearer_id_fkey" foreign key ("heritage_bearer_id") references "heritage_bearer" ("id") on delete cascade;
              end if;
            end $$
            SQL);
    }

    public function down(): void
    {
        Schema::table('heritage_apprentice', static function (Blueprint $table): void {
            $table->dropForeign('heritage_apprentice_heritage_bearer_id_fkey');
        });
    }
};
