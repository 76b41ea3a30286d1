do $$ begin
  if not exists (select 1 from pg_constraint where conname = 'course_lesson_content_item_id_fkey' and conrelid = '"course_lesson"'::regclass) then
    alter table "course_lesson" add constraint "course_lesson_content_item_id_fkey" foreign key ("content_item_id") references "content_item" ("id") on delete cascade;
  end if;
end $$;
