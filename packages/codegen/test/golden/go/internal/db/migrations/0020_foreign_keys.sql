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

do $$ begin
  if not exists (select 1 from pg_constraint where conname = 'application_heritage_bearer_id_fkey' and conrelid = '"application"'::regclass) then
    alter table "application" add constraint "application_heritage_bearer_id_fkey" foreign key ("heritage_bearer_id") references "heritage_bearer" ("id") on delete set null;
  end if;
end $$;

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

do $$ begin
  if not exists (select 1 from pg_constraint where conname = 'course_lesson_content_item_id_fkey' and conrelid = '"course_lesson"'::regclass) then
    alter table "course_lesson" add constraint "course_lesson_content_item_id_fkey" foreign key ("content_item_id") references "content_item" ("id") on delete cascade;
  end if;
end $$;

do $$ begin
  if not exists (select 1 from pg_constraint where conname = 'envoy_aimag_id_fkey' and conrelid = '"envoy"'::regclass) then
    alter table "envoy" add constraint "envoy_aimag_id_fkey" foreign key ("aimag_id") references "aimag" ("id") on delete set null;
  end if;
end $$;

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

do $$ begin
  if not exists (select 1 from pg_constraint where conname = 'heritage_apprentice_heritage_bearer_id_fkey' and conrelid = '"heritage_apprentice"'::regclass) then
    alter table "heritage_apprentice" add constraint "heritage_apprentice_heritage_bearer_id_fkey" foreign key ("heritage_bearer_id") references "heritage_bearer" ("id") on delete cascade;
  end if;
end $$;

do $$ begin
  if not exists (select 1 from pg_constraint where conname = 'public_request_content_item_id_fkey' and conrelid = '"public_request"'::regclass) then
    alter table "public_request" add constraint "public_request_content_item_id_fkey" foreign key ("content_item_id") references "content_item" ("id") on delete set null;
  end if;
end $$;
