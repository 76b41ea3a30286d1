package workflow

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"

	"__MODULE__/internal/apierror"
	"__MODULE__/internal/auth"
)

// Records is what the workflow asks of the records side: where a krud's records are, and
// whether a caller may read one of them.
type Records interface {
	// Place is the table and key column of a krud's records; ok is false for a krud the server lacks.
	Place(krud string) (table, identity string, ok bool)
	// Readable refuses a caller who may not read the live record rowID of krud.
	Readable(ctx context.Context, user *auth.User, krud, rowID string) error
	// HistoryReadable refuses a caller who may not read the history of record rowID of krud,
	// deleted or not; ok is false for a krud the server lacks.
	HistoryReadable(ctx context.Context, user *auth.User, krud, rowID string) (ok bool, err error)
}

// UseRecords tells the service where records are and who may read them; the act, vote and
// state routes need it.
func (s *Service) UseRecords(records Records) {
	s.records = records
}

// actor is who acts: the signed-in user, the role their session acts as, and what a signature
// names them by.
type actor struct {
	userID    int64
	roleID    int64
	firstName *string
	lastName  *string
	jobName   *string
	structure *string
}

// queryer is a database or a transaction.
type queryer interface {
	QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row
	QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error)
	ExecContext(ctx context.Context, query string, args ...any) (sql.Result, error)
}

// actorOf is the caller as the workflow's actor, with the names their signature carries: the
// role their session acts as by its display name, and their main organisation.
func (s *Service) actorOf(ctx context.Context, user *auth.User) (*actor, error) {
	a := &actor{userID: user.ID, roleID: user.RoleID}
	if title := s.policy.RoleTitle(user.RoleID); title != "" {
		a.jobName = &title
	}
	err := s.db.QueryRowContext(ctx, `select u.first_name, u.last_name,
  (select o.name from tamga_user_organization uo join tamga_organization o on o.id = uo.org_id
    where uo.user_id = u.id and o.deleted_at is null order by uo.is_main desc, o.id limit 1)
  from tamga_user u where u.id = $1`, user.ID).Scan(&a.firstName, &a.lastName, &a.structure)
	if err != nil {
		return nil, fmt.Errorf("reading the actor %d: %w", user.ID, err)
	}
	return a, nil
}

// processRow is a tamga_process row.
type processRow struct {
	id         int64
	workflow   string
	krud       string
	rowID      string
	diagram    []byte
	createdBy  *int64
	status     string
	statusType string
	actionNum  int
	finished   bool
}

const processColumns = `id, workflow, krud, row_id, diagram::text, created_by, status, status_type, action_num,
  finished_at is not null`

func scanProcess(row *sql.Row) (*processRow, error) {
	var p processRow
	err := row.Scan(&p.id, &p.workflow, &p.krud, &p.rowID, &p.diagram, &p.createdBy, &p.status, &p.statusType,
		&p.actionNum, &p.finished)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, apierror.New("PROCESS_NOT_FOUND")
	}
	if err != nil {
		return nil, fmt.Errorf("reading a process: %w", err)
	}
	return &p, nil
}

// stepRow is a tamga_process_step row.
type stepRow struct {
	id                  int64
	roleID              *int64
	userID              *int64
	status              string
	statusType          string
	statusID            string
	subjectType         string
	isSubjectChangeable bool
	isReadOnly          bool
	isSignatureNeeded   bool
	isDone              int
	stepData            []byte
	actionNum           int
	openedAt            string
	openedBy            *int64
	dueDate             *string
}

const stepColumns = `s.id, s.role_id, s.user_id, s.status, s.status_type, s.status_id, s.subject_type,
  s.is_subject_changeable, s.is_read_only, s.is_signature_needed, s.is_done, s.step_data::text, s.action_num,
  to_char(s.opened_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), s.opened_by,
  to_char(s.due_date, 'YYYY-MM-DD')`

func (st *stepRow) targets() []any {
	return []any{&st.id, &st.roleID, &st.userID, &st.status, &st.statusType, &st.statusID, &st.subjectType,
		&st.isSubjectChangeable, &st.isReadOnly, &st.isSignatureNeeded, &st.isDone, &st.stepData, &st.actionNum,
		&st.openedAt, &st.openedBy, &st.dueDate}
}

// node is the diagram node the step was built from.
func (st *stepRow) node() (*Node, error) {
	var node Node
	if err := json.Unmarshal(st.stepData, &node); err != nil {
		return nil, fmt.Errorf("reading step %d's node: %w", st.id, err)
	}
	return &node, nil
}

// isAssignee: whether a step (not a VOTE) waits for this person: it names them, or names no
// one and goes to the role their session acts as.
func isAssignee(step *stepRow, userID, roleID int64) bool {
	if step.userID != nil {
		return *step.userID == userID
	}
	return step.roleID != nil && *step.roleID == roleID
}

// assignee is whom a step goes to once its subject is resolved (spec 4.2).
type assignee struct {
	roleID *int64
	userID *int64
}

// resolveSubject resolves a node's subject: the actor for finishing steps, ANY_EMP and CURRENT;
// no one for VOTERS; the configured role (and user) for TO_ROLE and DIRECT; the START step's
// assignee for CREATOR.
func resolveSubject(node *Node, a *actor, start *assignee) (assignee, error) {
	current := assignee{roleID: &a.roleID, userID: &a.userID}
	if terminalTypes[node.Type] {
		return current, nil
	}
	switch node.Subject.SubjectType {
	case "ANY_EMP", "CURRENT":
		return current, nil
	case "VOTERS":
		return assignee{}, nil
	case "DIRECT":
		return assignee{roleID: node.Subject.RoleID, userID: node.Subject.UserID}, nil
	case "TO_ROLE":
		return assignee{roleID: node.Subject.RoleID}, nil
	case "CREATOR":
		if start == nil {
			return assignee{}, fmt.Errorf("the step %s goes to the creator, but the process has no START step", node.ID)
		}
		return *start, nil
	}
	return assignee{}, fmt.Errorf("the step %s has a subject this server does not know: %s", node.ID, node.Subject.SubjectType)
}

// insertStep opens a step of a node for its assignee, answering its id.
func insertStep(ctx context.Context, q queryer, p *processRow, node *Node, who assignee, actionNum int, openedBy int64, dueDate *string) (int64, error) {
	var id int64
	err := q.QueryRowContext(ctx, `insert into tamga_process_step (process_id, row_id, role_id, user_id, status,
  status_type, status_id, subject_type, is_subject_changeable, is_read_only, is_signature_needed, step_data,
  action_num, opened_by, opened_at, due_date)
values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::jsonb, $13, $14, now(), $15::date) returning id`,
		p.id, p.rowID, who.roleID, who.userID, labelText(node.Label), node.Type, node.ID, node.Subject.SubjectType,
		node.Subject.IsSubjectChangeable, node.Subject.IsReadOnly, node.Subject.IsSignatureNeeded, string(node.raw),
		actionNum, openedBy, dueDate).Scan(&id)
	if err != nil {
		return 0, fmt.Errorf("opening the step %s: %w", node.ID, err)
	}
	return id, nil
}

// historyEntry is one entry of the append-only status history (spec 3.3).
type historyEntry struct {
	stepID       int64
	status       string
	statusType   string
	statusAction *string
	isDone       int
	description  *string
	actionNum    int
	signature    *string
	userID       *int64
	roleID       *int64
}

func appendHistory(ctx context.Context, q queryer, processID int64, e historyEntry) error {
	_, err := q.ExecContext(ctx, `insert into tamga_status_history (process_id, step_id, status, status_type,
  status_action, is_done, description, action_num, signature, user_id, role_id, created_at)
values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, now())`,
		processID, e.stepID, e.status, e.statusType, e.statusAction, e.isDone, e.description, e.actionNum, e.signature,
		e.userID, e.roleID)
	if err != nil {
		return fmt.Errorf("writing the history of process %d: %w", processID, err)
	}
	return nil
}

// StatusColumn is the column a krud's workflow keeps the record's step type in, and what a new
// record's holds (its START step's type); ok is false for a krud without a workflow.
func (s *Service) StatusColumn(krud string) (column, start string, ok bool, err error) {
	diagram, _, err := workflowOf(krud)
	if err != nil || diagram == nil {
		return "", "", false, err
	}
	node, err := diagram.start()
	if err != nil {
		return "", "", false, err
	}
	return diagram.StatusColumn, node.Type, true, nil
}

// Start starts the process of a new record of a workflow krud in the insert's transaction, as
// Tamga's engine does: its row, keeping the workflow document, and its START step (not done,
// its assignee resolved: the creator for CURRENT). Answers the process id, 0 when the krud
// has no workflow.
func (s *Service) Start(ctx context.Context, tx *sql.Tx, krud, rowID string, user *auth.User) (int64, error) {
	diagram, text, err := workflowOf(krud)
	if err != nil || diagram == nil {
		return 0, err
	}
	node, err := diagram.start()
	if err != nil {
		return 0, err
	}
	a := &actor{userID: user.ID, roleID: user.RoleID}
	who, err := resolveSubject(node, a, nil)
	if err != nil {
		return 0, err
	}
	status := labelText(node.Label)
	p := &processRow{workflow: diagram.Name, krud: krud, rowID: rowID}
	err = tx.QueryRowContext(ctx, `insert into tamga_process (workflow, krud, row_id, diagram, created_by, status,
  status_type, created_at) values ($1, $2, $3, $4::jsonb, $5, $6, $7, now()) returning id`,
		diagram.Name, krud, rowID, text, user.ID, status, node.Type).Scan(&p.id)
	if err != nil {
		return 0, fmt.Errorf("starting the process of %s %s: %w", krud, rowID, err)
	}
	if _, err := insertStep(ctx, tx, p, node, who, 0, user.ID, nil); err != nil {
		return 0, err
	}
	return p.id, nil
}

// GuardUpdate is the workflow's rule for changing a record in a process: only the holder of
// an open step that may edit it, and no one once the process finished. A record outside any
// process is the role's own right's to change (byStep: the role has none, so no one's).
func (s *Service) GuardUpdate(ctx context.Context, tx *sql.Tx, krud, rowID string, user *auth.User, byStep bool) error {
	var processes, finished int
	err := tx.QueryRowContext(ctx, `select count(*), count(finished_at) from tamga_process where krud = $1 and row_id = $2`,
		krud, rowID).Scan(&processes, &finished)
	if err != nil {
		return fmt.Errorf("reading the processes of %s %s: %w", krud, rowID, err)
	}
	if processes == 0 {
		if byStep {
			return apierror.New("NOT_STEP_ASSIGNEE")
		}
		return nil
	}
	if finished == processes {
		return apierror.New("PROCESS_FINISHED")
	}
	rows, err := tx.QueryContext(ctx, `select s.is_read_only from tamga_process_step s
  join tamga_process p on p.id = s.process_id
  where p.krud = $1 and p.row_id = $2 and p.finished_at is null and s.is_done = 0
    and s.status_type not in ('END', 'CANCEL') and (`+heldBy+`)`, krud, rowID, user.ID, user.RoleID)
	if err != nil {
		return fmt.Errorf("reading the steps held on %s %s: %w", krud, rowID, err)
	}
	defer rows.Close()
	held, editable := 0, 0
	for rows.Next() {
		var readOnly bool
		if err := rows.Scan(&readOnly); err != nil {
			return fmt.Errorf("reading a held step: %w", err)
		}
		held++
		if !readOnly {
			editable++
		}
	}
	if err := rows.Err(); err != nil {
		return fmt.Errorf("reading the steps held on %s %s: %w", krud, rowID, err)
	}
	if held == 0 {
		return apierror.New("NOT_STEP_ASSIGNEE")
	}
	if editable == 0 {
		return apierror.New("STEP_READ_ONLY")
	}
	return nil
}

// heldBy is whether the caller ($3 the user, $4 their role) holds the open step s: a vote they
// are listed in and have not voted in yet; another step naming them, or naming no one and
// going to their role.
const heldBy = `(s.status_type <> 'VOTE' and (s.user_id = $3 or (s.user_id is null and s.role_id = $4)))
  or (s.status_type = 'VOTE' and exists (select 1 from tamga_vote v where v.step_id = s.id and v.user_id = $3 and v.voted = 0))`
