package workflow

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"__MODULE__/internal/apierror"
	"__MODULE__/internal/auth"
)

// Candidates are the people a step's port lets its assignee pick.
type Candidates struct {
	People []Person `json:"people"`
}

// maxCandidates is the most people a step offers to pick from.
const maxCandidates = 1000

// Candidates answers whom the assignee of an open step may pick when taking port, as Tamga's
// engine does: on a port leading to a vote, the holders of the vote's council role; otherwise,
// on a step whose subject is changeable, the holders of the role the next step goes to; nobody
// else. 404 for a step of another process, 409 for a done one, 403 to anyone but its assignee,
// 400 for a port the step does not have.
func (s *Service) Candidates(ctx context.Context, user *auth.User, rawProcess, rawStep, port string) (*Candidates, error) {
	if user == nil {
		return nil, apierror.New("UNAUTHORIZED")
	}
	processID, stepID, err := parseIDs(rawProcess, rawStep)
	if err != nil {
		return nil, err
	}
	p, err := s.readable(ctx, user, processID)
	if err != nil {
		return nil, err
	}
	var step stepRow
	err = s.db.QueryRowContext(ctx, "select "+stepColumns+" from tamga_process_step s where s.id = $1 and s.process_id = $2",
		stepID, p.id).Scan(step.targets()...)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, apierror.New("STEP_NOT_FOUND")
	}
	if err != nil {
		return nil, fmt.Errorf("reading step %d: %w", stepID, err)
	}
	if step.isDone == 1 || p.finished {
		return nil, apierror.New("STEP_ALREADY_DONE")
	}
	if votedTypes[step.statusType] || !isAssignee(&step, user.ID, user.RoleID) {
		return nil, apierror.New("NOT_STEP_ASSIGNEE")
	}
	node, err := step.node()
	if err != nil {
		return nil, err
	}
	if node.port(port) == nil {
		return nil, apierror.Invalid("querystring", apierror.Issue{Path: "/port", Code: "unknown-port",
			Message: apierror.Message{Mn: "энэ алхмын гарц биш", En: "is not a way out of this step"}})
	}
	diagram, err := readDiagram(p.diagram)
	if err != nil {
		return nil, err
	}
	targets, err := diagram.targets(node.ID, port)
	if err != nil {
		return nil, err
	}
	var roleID *int64
	if vote := councilOf(targets); vote != nil && vote.VoterRoleID != 0 {
		roleID = &vote.VoterRoleID
	} else if step.isSubjectChangeable {
		for _, next := range targets {
			if assignableByRole(next) {
				roleID = nextStepRole(next, user.RoleID)
				break
			}
		}
	}
	answer := &Candidates{People: []Person{}}
	if roleID == nil {
		return answer, nil
	}
	return answer, s.roleHolders(ctx, *roleID, answer)
}

// roleHolders adds the live, confirmed users holding roleID (as their main role or an extra
// one) to answer, by last name, first name and id.
func (s *Service) roleHolders(ctx context.Context, roleID int64, answer *Candidates) error {
	holds, err := holdsRole(ctx, s.db, "$1")
	if err != nil {
		return err
	}
	rows, err := s.db.QueryContext(ctx, `select id, coalesce(first_name, ''), coalesce(last_name, ''), login
  from tamga_user where deleted_at is null and confirmed and `+holds+`
  order by last_name, first_name, id limit $2`, roleID, maxCandidates)
	if err != nil {
		return fmt.Errorf("reading the holders of role %d: %w", roleID, err)
	}
	defer rows.Close()
	for rows.Next() {
		var person Person
		if err := rows.Scan(&person.UserID, &person.FirstName, &person.LastName, &person.Login); err != nil {
			return fmt.Errorf("reading a holder: %w", err)
		}
		answer.People = append(answer.People, person)
	}
	return rows.Err()
}
