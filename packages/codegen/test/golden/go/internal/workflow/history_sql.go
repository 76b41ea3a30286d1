package workflow

// historySQL reads a process's history in one statement ($1: the process id): one row of three
// JSON arrays, done (the entries in the order they were written), pending (the open steps of an
// unfinished process) and votes (the members of its latest vote).
const historySQL = `with process as (select $1::integer as id)
select
  coalesce((
    select json_agg(json_build_object(
      'status', h.status, 'status_type', h.status_type, 'status_action', h.status_action, 'is_done', h.is_done,
      'created_at', h.created_at, 'description', h.description, 'action_num', h.action_num,
      'signature', h.signature, 'user_id', u.id, 'role_id', h.role_id, 'first_name', u.first_name, 'last_name', u.last_name, 'struct', struct.name
    ) order by h.id)
    from tamga_status_history h left join tamga_user u on u.id = h.user_id left join lateral (
      select o.name from tamga_user_organization uo join tamga_organization o on o.id = uo.org_id
      where uo.user_id = h.user_id and o.deleted_at is null
      order by uo.is_main desc, o.id limit 1
    ) struct on true
    where h.process_id = (select id from process)
  ), '[]'::json) as done,
  coalesce((
    select json_agg(json_build_object(
      'status', s.status, 'status_type', s.status_type, 'status_action', null, 'is_done', 0,
      'created_at', null, 'description', null, 'action_num', s.action_num, 'signature', null,
      'user_id', u.id, 'role_id', u.role_id, 'first_name', u.first_name, 'last_name', u.last_name, 'struct', struct.name
    ) order by s.id)
    from tamga_process_step s join tamga_process p on p.id = s.process_id
    left join tamga_user u on u.id = s.user_id left join lateral (
      select o.name from tamga_user_organization uo join tamga_organization o on o.id = uo.org_id
      where uo.user_id = s.user_id and o.deleted_at is null
      order by uo.is_main desc, o.id limit 1
    ) struct on true
    where s.process_id = (select id from process) and s.is_done = 0 and s.status_type not in ('END', 'CANCEL')
      and p.finished_at is null
  ), '[]'::json) as pending,
  coalesce((
    select json_agg(json_build_object(
      'approve', v.approve, 'recreate', v.recreate, 'voted', v.voted, 'description', v.description,
      'signature_image', v.signature_image, 'signature_date', v.signature_date,
      'user_id', u.id, 'role_id', u.role_id, 'first_name', u.first_name, 'last_name', u.last_name, 'struct', struct.name
    ) order by v.id)
    from tamga_vote v left join tamga_user u on u.id = v.user_id left join lateral (
      select o.name from tamga_user_organization uo join tamga_organization o on o.id = uo.org_id
      where uo.user_id = v.user_id and o.deleted_at is null
      order by uo.is_main desc, o.id limit 1
    ) struct on true
    where v.step_id = (
      select max(s.id) from tamga_process_step s where s.process_id = (select id from process) and s.status_type = 'VOTE'
    )
  ), '[]'::json) as votes`
