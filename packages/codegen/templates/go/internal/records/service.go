package records

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"__MODULE__/internal/access"
	"__MODULE__/internal/apierror"
	"__MODULE__/internal/auth"
	"__MODULE__/internal/validate"
)

// Service reads and writes the records of every resource.
type Service struct {
	db        *sql.DB
	policy    *access.Policy
	hooks     Hooks
	processes Processes
}

// Processes is the approval workflow's part in record writes (internal/workflow).
type Processes interface {
	// StatusColumn is the column a krud's workflow keeps the record's step type in and what a
	// new record's holds; ok is false for a krud without a workflow.
	StatusColumn(krud string) (column, start string, ok bool, err error)
	// Start starts a new record's process in the insert's transaction, answering its id.
	Start(ctx context.Context, tx *sql.Tx, krud, rowID string, user *auth.User) (int64, error)
	// GuardUpdate refuses a change to a record in a process by anyone but an open step's holder;
	// byStep: the caller's role does not grant the update, only such a step may.
	GuardUpdate(ctx context.Context, tx *sql.Tx, krud, rowID string, user *auth.User, byStep bool) error
}

// UseProcesses makes the records of workflow kruds follow their workflow: a create starts the
// process in its transaction, only the workflow writes the status column, and an update is
// the open step's holder's.
func (svc *Service) UseProcesses(processes Processes) {
	svc.processes = processes
}

// statusColumn is the workflow's status column of a resource, and a new record's value of it.
func (svc *Service) statusColumn(r *Resource) (column, start string, ok bool, err error) {
	if svc.processes == nil || !r.Workflow {
		return "", "", false, nil
	}
	return svc.processes.StatusColumn(r.Krud)
}

// rowIDOf is a record's key as the process table keeps it: the text of its identity value.
func (r *Resource) rowIDOf(record json.RawMessage) (string, error) {
	decoder := json.NewDecoder(strings.NewReader(string(record)))
	decoder.UseNumber()
	var row map[string]any
	if err := decoder.Decode(&row); err != nil {
		return "", fmt.Errorf("reading a record's key: %w", err)
	}
	return fmt.Sprint(row[r.Identity]), nil
}

// ReadableHistory refuses a caller who may not read the history of record rawID: the krud's
// read right and, when it carries row conditions, a record inside them, deleted or not (a
// deleted record's history still reads, as on Tamga).
func (svc *Service) ReadableHistory(ctx context.Context, r *Resource, user *auth.User, rawID string) error {
	conditions, err := svc.policy.Check(user, r.Krud, access.Read)
	if err != nil || len(conditions) == 0 {
		return err
	}
	id, ok := r.parseID(rawID)
	if !ok {
		return errNotFound
	}
	anyRow := *r
	anyRow.SoftDelete = false
	s := &statement{}
	where := append(anyRow.scope(s, user, conditions, false), quote(r.Identity)+" = "+s.arg(id))
	var found bool
	text := "select exists (select 1 from " + quote(r.Table) + whereClause(where) + ")"
	if err := svc.db.QueryRowContext(ctx, text, s.args...).Scan(&found); err != nil {
		return dbError(fmt.Errorf("reading whether %s %s may be read: %w", r.Krud, rawID, err))
	}
	if !found {
		return errNotFound
	}
	return nil
}

// ReadableRecord refuses a caller who may not read the live record rawID: the krud's read
// right and its row conditions (the workflow's rule for who sees a process).
func (svc *Service) ReadableRecord(ctx context.Context, r *Resource, user *auth.User, rawID string) error {
	_, err := svc.Show(ctx, r, user, rawID)
	return err
}

// NewService returns a Service over db deciding rights with policy and calling hooks.
func NewService(db *sql.DB, policy *access.Policy, hooks Hooks) *Service {
	return &Service{db: db, policy: policy, hooks: hooks}
}

func validDate(text string) bool {
	_, err := time.Parse("2006-01-02", text)
	return err == nil
}

var errNotFound = apierror.New("NOT_FOUND")

// readRow reads one record as JSON with q (a statement over the select list), or NOT_FOUND.
func readRow(ctx context.Context, q interface {
	QueryRowContext(context.Context, string, ...any) *sql.Row
}, text string, args []any) (json.RawMessage, error) {
	var row string
	err := q.QueryRowContext(ctx, text, args...).Scan(&row)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, errNotFound
	}
	if err != nil {
		return nil, dbError(err)
	}
	return json.RawMessage(row), nil
}

// rowSelect is the statement reading one row by id within the caller's scope.
func (r *Resource) rowSelect(s *statement, user *auth.User, conditions []access.Condition, id any, suffix string) string {
	where := append(r.scope(s, user, conditions, false), quote(r.Identity)+" = "+s.arg(id))
	return "select row_to_json(r)::text from (select " + r.selectList() + " from " + quote(r.Table) +
		whereClause(where) + suffix + ") r"
}

// Show answers one live record the caller may read.
func (svc *Service) Show(ctx context.Context, r *Resource, user *auth.User, rawID string) (json.RawMessage, error) {
	conditions, err := svc.policy.Check(user, r.Krud, access.Read)
	if err != nil {
		return nil, err
	}
	id, ok := r.parseID(rawID)
	if !ok {
		return nil, errNotFound
	}
	s := &statement{}
	if !r.Workflow {
		return readRow(ctx, svc.db, r.rowSelect(s, user, conditions, id, ""), s.args)
	}
	// A record of a workflow krud carries its process id, as its listed row does.
	where := append(r.scope(s, user, conditions, false), quote(r.Identity)+" = "+s.arg(id))
	text := "select row_to_json(r)::text from (select " + r.selectList() + ", (select p.id from tamga_process as p" +
		" where p.krud = " + s.arg(r.Krud) + " and p.row_id = " + r.sortColumn(r.Identity) + "::text) as " + quote(processIDField) +
		" from " + quote(r.Table) + whereClause(where) + ") r"
	return readRow(ctx, svc.db, text, s.args)
}

// columnValues keeps the body's values of real columns; identity columns are left to the
// database when empty, and never changed by an update.
func (r *Resource) columnValues(body map[string]any, creating bool) map[string]any {
	values := make(map[string]any, len(body))
	for _, column := range r.Columns {
		value, present := body[column.Name]
		if !present || (column.Identity && (value == nil || !creating)) {
			continue
		}
		values[column.Name] = value
	}
	return values
}

// inTx runs work in a transaction, committed only when work succeeds.
func (svc *Service) inTx(ctx context.Context, work func(tx *sql.Tx) error) error {
	tx, err := svc.db.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("beginning a transaction: %w", err)
	}
	if err := work(tx); err != nil {
		if rollbackErr := tx.Rollback(); rollbackErr != nil {
			return fmt.Errorf("%w (rolling back: %v)", err, rollbackErr)
		}
		return err
	}
	if err := tx.Commit(); err != nil {
		return dbError(fmt.Errorf("committing: %w", err))
	}
	return nil
}

// requireUnique refuses a value of a unique field that another row already has.
func (r *Resource) requireUnique(ctx context.Context, tx *sql.Tx, values map[string]any, exceptID any) error {
	var issues []apierror.Issue
	for _, field := range r.UniqueFields {
		value, present := values[field]
		column, known := r.column(field)
		if !present || value == nil || !known {
			continue
		}
		s := &statement{}
		placeholder, err := bind(s, column, value)
		if err != nil {
			return err
		}
		where := []string{quote(field) + " = " + placeholder}
		if r.SoftDelete {
			where = append(where, `"deleted_at" is null`)
		}
		if exceptID != nil {
			where = append(where, quote(r.Identity)+" <> "+s.arg(exceptID))
		}
		var taken bool
		text := "select exists (select 1 from " + quote(r.Table) + whereClause(where) + ")"
		if err := tx.QueryRowContext(ctx, text, s.args...).Scan(&taken); err != nil {
			return dbError(fmt.Errorf("checking %s is unique: %w", field, err))
		}
		if taken {
			issues = append(issues, uniqueIssue(field))
		}
	}
	if len(issues) > 0 {
		return apierror.Invalid("body", issues...)
	}
	return nil
}

func (r *Resource) checkBody(schema validate.Schema, body map[string]any) error {
	if issues := validate.Check(schema, body); len(issues) > 0 {
		return apierror.Invalid("body", issues...)
	}
	return nil
}

// Create inserts a record and answers it.
func (svc *Service) Create(ctx context.Context, r *Resource, user *auth.User, body map[string]any) (json.RawMessage, error) {
	if _, err := svc.policy.Check(user, r.Krud, access.Create); err != nil {
		return nil, err
	}
	if err := r.checkBody(r.CreateSchema, body); err != nil {
		return nil, err
	}
	values := r.columnValues(body, true)
	for _, column := range r.CurrentUserColumns {
		values[column] = json.Number(strconv.FormatInt(user.ID, 10))
	}
	statusColumn, startStatus, inWorkflow, err := svc.statusColumn(r)
	if err != nil {
		return nil, err
	}
	var record json.RawMessage
	err = svc.inTx(ctx, func(tx *sql.Tx) error {
		if svc.hooks.BeforeCreate != nil {
			if err := svc.hooks.BeforeCreate(ctx, tx, r.Krud, values); err != nil {
				return err
			}
		}
		if err := r.requireUnique(ctx, tx, values, nil); err != nil {
			return err
		}
		// The workflow owns the status column: a new record is at its START step, whatever was sent.
		if inWorkflow {
			values[statusColumn] = startStatus
		}
		s := &statement{}
		var names, placeholders []string
		for _, column := range r.Columns {
			value, present := values[column.Name]
			if !present {
				if r.Timestamps && (column.Name == "created_at" || column.Name == "updated_at") {
					names = append(names, quote(column.Name))
					placeholders = append(placeholders, "now()")
				}
				continue
			}
			placeholder, err := bind(s, column, value)
			if err != nil {
				return err
			}
			names = append(names, quote(column.Name))
			placeholders = append(placeholders, placeholder)
		}
		insert := "insert into " + quote(r.Table) + " default values"
		if len(names) > 0 {
			insert = "insert into " + quote(r.Table) + " (" + strings.Join(names, ", ") + ") values (" +
				strings.Join(placeholders, ", ") + ")"
		}
		text := "with w as (" + insert + " returning " + r.selectList() + ") select row_to_json(w)::text from w"
		var err error
		if record, err = readRow(ctx, tx, text, s.args); err != nil {
			return err
		}
		if inWorkflow {
			rowID, err := r.rowIDOf(record)
			if err != nil {
				return err
			}
			if _, err := svc.processes.Start(ctx, tx, r.Krud, rowID, user); err != nil {
				return err
			}
		}
		if svc.hooks.AfterCreate != nil {
			return svc.hooks.AfterCreate(ctx, tx, r.Krud, record)
		}
		return nil
	})
	return record, err
}

// updateRights are the row conditions under which the caller may update a krud's records, and
// whether only an open step of a record's process grants it (byStep): on a workflow krud, a
// role the update is not granted to may still change a record it reads while it holds such a
// step, as on Tamga.
func (svc *Service) updateRights(r *Resource, user *auth.User, inWorkflow bool) ([]access.Condition, bool, error) {
	conditions, err := svc.policy.Check(user, r.Krud, access.Update)
	if apiErr, forbidden := err.(*apierror.Error); forbidden && apiErr.Code == "FORBIDDEN" && inWorkflow {
		if conditions, err = svc.policy.Check(user, r.Krud, access.Read); err == nil {
			return conditions, true, nil
		}
	}
	return conditions, false, err
}

// callerRefusals are the answers that mean "not this caller, not now", not a failure.
var callerRefusals = map[string]bool{"UNAUTHORIZED": true, "FORBIDDEN": true, "NOT_FOUND": true,
	"NOT_STEP_ASSIGNEE": true, "STEP_READ_ONLY": true, "PROCESS_FINISHED": true}

// MayUpdate is whether Update would let the caller change record rawID, whatever they send:
// the same checks in the same order, in a transaction that writes nothing, so a screen opens
// the form for editing exactly when a save would go through (Tamga's `rights.update`).
func (svc *Service) MayUpdate(ctx context.Context, r *Resource, user *auth.User, rawID string) (bool, error) {
	_, _, inWorkflow, err := svc.statusColumn(r)
	if err != nil {
		return false, err
	}
	conditions, byStep, err := svc.updateRights(r, user, inWorkflow)
	id, ok := r.parseID(rawID)
	if err == nil && !ok {
		err = errNotFound
	}
	if err == nil {
		err = svc.inReadOnlyTx(ctx, func(tx *sql.Tx) error {
			s := &statement{}
			before, err := readRow(ctx, tx, r.rowSelect(s, user, conditions, id, ""), s.args)
			if err != nil || !inWorkflow {
				return err
			}
			rowID, err := r.rowIDOf(before)
			if err != nil {
				return err
			}
			return svc.processes.GuardUpdate(ctx, tx, r.Krud, rowID, user, byStep)
		})
	}
	if apiErr, ok := err.(*apierror.Error); ok && callerRefusals[apiErr.Code] {
		return false, nil
	}
	return err == nil, err
}

// inReadOnlyTx runs work in a read-only transaction, always rolled back.
func (svc *Service) inReadOnlyTx(ctx context.Context, work func(tx *sql.Tx) error) error {
	tx, err := svc.db.BeginTx(ctx, &sql.TxOptions{ReadOnly: true})
	if err != nil {
		return fmt.Errorf("beginning a transaction: %w", err)
	}
	defer func() { _ = tx.Rollback() }()
	return work(tx)
}

// Update changes the fields sent when the record is still at version, and answers it.
//
// On a workflow krud, a role the update is not granted to may still change a record it reads
// while it holds an open step of the record's process that is not read-only, as on Tamga.
func (svc *Service) Update(ctx context.Context, r *Resource, user *auth.User, rawID, version string, body map[string]any) (json.RawMessage, error) {
	statusColumn, _, inWorkflow, err := svc.statusColumn(r)
	if err != nil {
		return nil, err
	}
	conditions, byStep, err := svc.updateRights(r, user, inWorkflow)
	if err != nil {
		return nil, err
	}
	if version == "" {
		return nil, apierror.Invalid("querystring", queryIssue("/version", "required", "заавал бөглөнө", "is required"))
	}
	id, ok := r.parseID(rawID)
	if !ok {
		return nil, errNotFound
	}
	if err := r.checkBody(r.UpdateSchema, body); err != nil {
		return nil, err
	}
	values := r.columnValues(body, false)
	// Only the workflow moves a record's status: a form sending the column back changes nothing.
	if inWorkflow {
		delete(values, statusColumn)
	}
	var record json.RawMessage
	err = svc.inTx(ctx, func(tx *sql.Tx) error {
		s := &statement{}
		before, err := readRow(ctx, tx, r.rowSelect(s, user, conditions, id, " for update"), s.args)
		if err != nil {
			return err
		}
		var current struct {
			Version string `json:"_version"`
		}
		if err := json.Unmarshal(before, &current); err != nil {
			return fmt.Errorf("reading the version: %w", err)
		}
		if current.Version != version {
			return apierror.New("RECORD_CHANGED")
		}
		if inWorkflow {
			rowID, err := r.rowIDOf(before)
			if err != nil {
				return err
			}
			if err := svc.processes.GuardUpdate(ctx, tx, r.Krud, rowID, user, byStep); err != nil {
				return err
			}
		}
		if svc.hooks.BeforeUpdate != nil {
			if err := svc.hooks.BeforeUpdate(ctx, tx, r.Krud, before, values); err != nil {
				return err
			}
		}
		if len(values) == 0 && !r.Timestamps {
			record = before
			return nil
		}
		if err := r.requireUnique(ctx, tx, values, id); err != nil {
			return err
		}
		s = &statement{}
		var sets []string
		for _, column := range r.Columns {
			value, present := values[column.Name]
			if !present {
				if r.Timestamps && column.Name == "updated_at" {
					sets = append(sets, `"updated_at" = now()`)
				}
				continue
			}
			placeholder, err := bind(s, column, value)
			if err != nil {
				return err
			}
			sets = append(sets, quote(column.Name)+" = "+placeholder)
		}
		text := "with w as (update " + quote(r.Table) + " set " + strings.Join(sets, ", ") +
			" where " + quote(r.Identity) + " = " + s.arg(id) + " returning " + r.selectList() +
			") select row_to_json(w)::text from w"
		if record, err = readRow(ctx, tx, text, s.args); err != nil {
			return err
		}
		if svc.hooks.AfterUpdate != nil {
			return svc.hooks.AfterUpdate(ctx, tx, r.Krud, record)
		}
		return nil
	})
	return record, err
}

// Delete removes a record: soft-delete tables mark it deleted, others delete the row.
func (svc *Service) Delete(ctx context.Context, r *Resource, user *auth.User, rawID string) error {
	conditions, err := svc.policy.Check(user, r.Krud, access.Delete)
	if err != nil {
		return err
	}
	id, ok := r.parseID(rawID)
	if !ok {
		return errNotFound
	}
	return svc.inTx(ctx, func(tx *sql.Tx) error {
		if svc.hooks.BeforeDelete != nil {
			if err := svc.hooks.BeforeDelete(ctx, tx, r.Krud, rawID); err != nil {
				return err
			}
		}
		s := &statement{}
		where := append(r.scope(s, user, conditions, false), quote(r.Identity)+" = "+s.arg(id))
		text := "delete from " + quote(r.Table) + whereClause(where)
		if r.SoftDelete {
			text = "update " + quote(r.Table) + ` set "deleted_at" = now()` + whereClause(where)
		}
		if err := execOne(ctx, tx, text, s.args); err != nil {
			return err
		}
		if svc.hooks.AfterDelete != nil {
			return svc.hooks.AfterDelete(ctx, tx, r.Krud, rawID)
		}
		return nil
	})
}

// Restore brings back a soft-deleted record.
func (svc *Service) Restore(ctx context.Context, r *Resource, user *auth.User, rawID string) error {
	conditions, err := svc.policy.Check(user, r.Krud, access.Delete)
	if err != nil {
		return err
	}
	id, ok := r.parseID(rawID)
	if !ok || !r.SoftDelete {
		return errNotFound
	}
	return svc.inTx(ctx, func(tx *sql.Tx) error {
		s := &statement{}
		where := append(r.scope(s, user, conditions, true), quote(r.Identity)+" = "+s.arg(id))
		text := "update " + quote(r.Table) + ` set "deleted_at" = null` + whereClause(where)
		if err := execOne(ctx, tx, text, s.args); err != nil {
			return err
		}
		if svc.hooks.AfterRestore != nil {
			return svc.hooks.AfterRestore(ctx, tx, r.Krud, rawID)
		}
		return nil
	})
}

// execOne runs a write of one row; no row is NOT_FOUND.
func execOne(ctx context.Context, tx *sql.Tx, text string, args []any) error {
	result, err := tx.ExecContext(ctx, text, args...)
	if err != nil {
		return dbError(err)
	}
	count, err := result.RowsAffected()
	if err != nil {
		return fmt.Errorf("counting changed rows: %w", err)
	}
	if count == 0 {
		return errNotFound
	}
	return nil
}
