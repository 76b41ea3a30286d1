do $$ begin
  if not exists (select 1 from pg_constraint where conname = 'application_heritage_bearer_id_fkey' and conrelid = '"application"'::regclass) then
    alter table "application" add constraint "application_heritage_bearer_id_fkey" foreign key ("heritage_bearer_id") references "heritage_bearer" ("id") on delete set null;
  end if;
end $$;
