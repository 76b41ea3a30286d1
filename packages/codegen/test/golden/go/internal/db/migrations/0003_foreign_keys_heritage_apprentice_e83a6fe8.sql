do $$ begin
  if not exists (select 1 from pg_constraint where conname = 'heritage_apprentice_heritage_bearer_id_fkey' and conrelid = '"heritage_apprentice"'::regclass) then
    alter table "heritage_apprentice" add constraint "heritage_apprentice_heritage_bearer_id_fkey" foreign key ("heritage_bearer_id") references "heritage_bearer" ("id") on delete cascade;
  end if;
end $$;
