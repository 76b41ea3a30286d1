// `GET /process/history/{id}` (spec 7) in a generated server: the same single statement Tamga's
// server runs (packages/engine-server/src/workflow/processHistory.ts), so both answer the same.

/** The organisation a person works in: their main one, else the first they belong to. */
const struct = (user: string) => `left join lateral (
      select o.name from tamga_user_organization uo join tamga_organization o on o.id = uo.org_id
      where uo.user_id = ${user} and o.deleted_at is null
      order by uo.is_main desc, o.id limit 1
    ) struct on true`

const person = (user: string, role: string) =>
  `'user_id', ${user}.id, 'role_id', ${role}, 'first_name', ${user}.first_name, 'last_name', ${user}.last_name, 'struct', struct.name`

/**
 * One statement with one parameter, `$1`, the process id (used once, so a driver with `?`
 * placeholders can take it too). It answers one row of three JSON arrays: `done` (the history
 * entries in the order they were written), `pending` (open steps of an unfinished process,
 * shown as "action pending"), `votes` (the members of the latest vote). Each entry carries
 * `user_id`, `role_id`, `first_name`, `last_name` and `struct` for the spec 3.3 `emp`.
 */
export const PROCESS_HISTORY_SQL = `with process as (select $1::integer as id)
select
  coalesce((
    select json_agg(json_build_object(
      'status', h.status, 'status_type', h.status_type, 'status_action', h.status_action, 'is_done', h.is_done,
      'created_at', h.created_at, 'description', h.description, 'action_num', h.action_num,
      'signature', h.signature, ${person('u', 'h.role_id')}
    ) order by h.id)
    from tamga_status_history h left join tamga_user u on u.id = h.user_id ${struct('h.user_id')}
    where h.process_id = (select id from process)
  ), '[]'::json) as done,
  coalesce((
    select json_agg(json_build_object(
      'status', s.status, 'status_type', s.status_type, 'status_action', null, 'is_done', 0,
      'created_at', null, 'description', null, 'action_num', s.action_num, 'signature', null,
      ${person('u', 'u.role_id')}
    ) order by s.id)
    from tamga_process_step s join tamga_process p on p.id = s.process_id
    left join tamga_user u on u.id = s.user_id ${struct('s.user_id')}
    where s.process_id = (select id from process) and s.is_done = 0 and s.status_type not in ('END', 'CANCEL')
      and p.finished_at is null
  ), '[]'::json) as pending,
  coalesce((
    select json_agg(json_build_object(
      'approve', v.approve, 'recreate', v.recreate, 'voted', v.voted, 'description', v.description,
      'signature_image', v.signature_image, 'signature_date', v.signature_date,
      ${person('u', 'u.role_id')}
    ) order by v.id)
    from tamga_vote v left join tamga_user u on u.id = v.user_id ${struct('v.user_id')}
    where v.step_id = (
      select max(s.id) from tamga_process_step s where s.process_id = (select id from process) and s.status_type = 'VOTE'
    )
  ), '[]'::json) as votes`
