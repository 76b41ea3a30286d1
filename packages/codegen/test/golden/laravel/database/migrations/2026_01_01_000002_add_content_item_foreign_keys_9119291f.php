<?php

declare(strict_types=1);

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Schema;

return new class extends Migration
{
    /** The foreign keys of content_item, once every table exists; each one only where it is still missing. */
    public function up(): void
    {
        DB::statement(<<<'SQL'
            do $$ begin
              if not exists (select 1 from pg_constraint where conname = 'content_item_category_id_fkey' and conrelid = '"content_item"'::regclass) then
                alter table "content_item" add constraint "content_item_category_id_fkey" foreign key ("category_id") references "content_category" ("id") on delete restrict;
              end if;
            end $$
            SQL);
        DB::statement(<<<'SQL'
            do $$ begin
              if not exists (select 1 from pg_constraint where conname = 'content_item_heritage_domain_id_fkey' and conrelid = '"content_item"'::regclass) then
                alter table "content_item" add constraint "content_item_heritage_domain_id_fkey" foreign key ("heritage_domain_id") references "heritage_domain" ("id") on delete set null;
              end if;
            end $$
            SQL);
    }

    public function down(): void
    {
        Schema::table('content_item', static function (Blueprint $table): void {
            $table->dropForeign('content_item_category_id_fkey');
            $table->dropForeign('content_item_heritage_domain_id_fkey');
        });
    }
};
