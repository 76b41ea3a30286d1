do $$ begin
  if not exists (select 1 from pg_constraint where conname = 'heritage_bearer_aimag_id_fkey' and conrelid = '"heritage_bearer"'::regclass) then
    alter table "heritage_bearer" add constraint "heritage_bearer_aimag_id_fkey" foreign key ("aimag_id") references "aimag" ("id") on delete set null;
  end if;
end $$;

do $$ begin
  if not exists (select 1 from pg_constraint where conname = 'heritage_bearer_heritage_domain_id_fkey' and conrelid = '"heritage_bearer"'::regclass) then
    alter table "heritage_bearer" add constraint "heritage_bearer_heritage_domain_id_fkey" foreign key ("heritage_domain_id") references "heritage_domain" ("id") on delete set null;
  end if;
end $$;
