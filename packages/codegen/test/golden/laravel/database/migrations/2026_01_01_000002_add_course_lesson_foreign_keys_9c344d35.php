<?php

declare(strict_types=1);

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Schema;

return new class extends Migration
{
    /** The foreign keys of course_lesson, once every table exists; each one only where it is still missing. */
    public function up(): void
    {
        DB::statement(<<<'SQL'
            do $$ begin
              if not exists (select 1 from pg_constraint where conname = 'course_lesson_content_item_id_fkey' and conrelid = '"course_lesson"'::regclass) then
                alter table "course_lesson" add constraint "course_lesson_content_item_id_fkey" foreign key ("content_item_id") references "content_item" ("id") on delete cascade;
              end if;
            end $$
            SQL);
    }

    public function down(): void
    {
        Schema::table('course_lesson', static function (Blueprint $table): void {
            $table->dropForeign('course_lesson_content_item_id_fkey');
        });
    }
};
