do $$ begin
  if not exists (select 1 from pg_constraint where conname = 'field_sample_aimag_id_fkey' and conrelid = '"field_sample"'::regclass) then
    alter table "field_sample" add constraint "field_sample_aimag_id_fkey" foreign key ("aimag_id") references "aimag" ("id") on delete set null;
  end if;
end $$;

do $$ begin
  if not exists (select 1 from pg_constraint where conname = 'field_sample_bearer_id_fkey' and conrelid = '"field_sample"'::regclass) then
    alter table "field_sample" add constraint "field_sample_bearer_id_fkey" foreign key ("bearer_id") references "heritage_bearer" ("id") on delete set null;
  end if;
end $$;
