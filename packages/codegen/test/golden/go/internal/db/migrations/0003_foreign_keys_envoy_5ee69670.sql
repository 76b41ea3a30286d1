do $$ begin
  if not exists (select 1 from pg_constraint where conname = 'envoy_aimag_id_fkey' and conrelid = '"envoy"'::regclass) then
    alter table "envoy" add constraint "envoy_aimag_id_fkey" foreign key ("aimag_id") references "aimag" ("id") on delete set null;
  end if;
end $$;
