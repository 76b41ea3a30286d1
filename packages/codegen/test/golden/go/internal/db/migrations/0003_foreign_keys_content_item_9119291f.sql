do $$ begin
  if not exists (select 1 from pg_constraint where conname = 'content_item_category_id_fkey' and conrelid = '"content_item"'::regclass) then
    alter table "content_item" add constraint "content_item_category_id_fkey" foreign key ("category_id") references "content_category" ("id") on delete restrict;
  end if;
end $$;

do $$ begin
  if not exists (select 1 from pg_constraint where conname = 'content_item_heritage_domain_id_fkey' and conrelid = '"content_item"'::regclass) then
    alter table "content_item" add constraint "content_item_heritage_domain_id_fkey" foreign key ("heritage_domain_id") references "heritage_domain" ("id") on delete set null;
  end if;
end $$;
