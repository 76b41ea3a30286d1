package workflow

import (
	"context"
	"fmt"

	"heritage-server/internal/apierror"
	"heritage-server/internal/auth"
)

// WaitingStep is an open step of a record's process, as an inbox lists it.
type WaitingStep struct {
	ProcessID int64    `json:"processId"`
	Krud      string   `json:"krud"`
	RowID     any      `json:"rowId"`
	Step      OpenStep `json:"step"`
}

// WaitingSteps is an inbox: open steps, oldest first.
type WaitingSteps struct {
	Steps []WaitingStep `json:"steps"`
}

// waitingLimit is the most steps one inbox answers.
const waitingLimit = 500

// Waiting answers the open steps the caller may act on, as Tamga's engine does: those naming
// them, those of the role their session acts as that name no one, and the votes they are listed
// in and have not voted in yet; only on records they may read (the krud's read right and its
// row conditions), oldest first, at most waitingLimit.
func (s *Service) Waiting(ctx context.Context, user *auth.User) (*WaitingSteps, error) {
	if user == nil {
		return nil, apierror.New("UNAUTHORIZED")
	}
	rows, err := s.db.QueryContext(ctx, "select "+stepColumns+`, u.login, u.first_name, u.last_name,
  p.krud, p.row_id, p.diagram::text, p.id
  from tamga_process_step s join tamga_process p on p.id = s.process_id left join tamga_user u on u.id = s.user_id
  where s.is_done = 0 and p.finished_at is null and s.status_type not in ('END', 'CANCEL') and (
    (s.status_type <> 'VOTE' and (s.user_id = $1 or (s.user_id is null and s.role_id = $2)))
    or (s.status_type = 'VOTE' and exists (select 1 from tamga_vote v where v.step_id = s.id and v.user_id = $1 and v.voted = 0)))
  order by s.opened_at, s.id limit $3`, user.ID, user.RoleID, waitingLimit)
	if err != nil {
		return nil, fmt.Errorf("reading the caller's open steps: %w", err)
	}
	type waitingRow struct {
		openStepRow
		krud, rowID string
		diagram     []byte
		processID   int64
	}
	var found []waitingRow
	for rows.Next() {
		var row waitingRow
		targets := append(row.targets(), &row.login, &row.firstName, &row.lastName, &row.krud, &row.rowID, &row.diagram, &row.processID)
		if err := rows.Scan(targets...); err != nil {
			rows.Close()
			return nil, fmt.Errorf("reading an open step: %w", err)
		}
		found = append(found, row)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("reading the caller's open steps: %w", err)
	}
	if err := loadGenerated(); err != nil {
		return nil, err
	}
	answer := &WaitingSteps{Steps: []WaitingStep{}}
	// A krud the caller may not read at all is asked about once, not once per step.
	refused := map[string]bool{}
	for index := range found {
		row := &found[index]
		if refused[row.krud] {
			continue
		}
		if err := s.requireReadable(ctx, user, row.krud, row.rowID); err != nil {
			if apiErr, ok := err.(*apierror.Error); ok {
				refused[row.krud] = apiErr.Code != "PROCESS_NOT_FOUND"
				continue
			}
			return nil, err
		}
		diagram, err := readDiagram(row.diagram)
		if err != nil {
			return nil, err
		}
		step, _, err := s.openStepView(ctx, &row.openStepRow, diagram, user)
		if err != nil {
			return nil, err
		}
		answer.Steps = append(answer.Steps, WaitingStep{ProcessID: row.processID, Krud: row.krud, RowID: apiRowID(row.rowID), Step: step})
	}
	return answer, nil
}
