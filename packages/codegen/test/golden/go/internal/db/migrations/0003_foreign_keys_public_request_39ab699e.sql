do $$ begin
  if not exists (select 1 from pg_constraint where conname = 'public_request_content_item_id_fkey' and conrelid = '"public_request"'::regclass) then
    alter table "public_request" add constraint "public_request_content_item_id_fkey" foreign key ("content_item_id") references "content_item" ("id") on delete set null;
  end if;
end $$;
