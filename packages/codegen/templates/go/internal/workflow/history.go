// Package workflow answers a process's history (`GET /process/history/{processId}`) from Tamga's
// workflow tables, as Tamga's own server does.
package workflow

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"sort"
	"strconv"
	"strings"

	"__MODULE__/internal/access"
	"__MODULE__/internal/apierror"
	"__MODULE__/internal/auth"
)

// Employee is who acted or votes, as the portal shows them.
type Employee struct {
	JobName    *string `json:"JOB_NAME"`
	StructName *string `json:"STRUCT_NAME"`
	LastName   *string `json:"LNAME"`
	FirstName  *string `json:"FNAME"`
}

// Entry is a status history entry (done) or a step still waiting.
type Entry struct {
	Status       string          `json:"status"`
	StatusType   string          `json:"status_type"`
	StatusAction *string         `json:"status_action"`
	IsDone       int             `json:"is_done"`
	CreatedAt    *string         `json:"created_at"`
	Description  *string         `json:"description"`
	ActionNum    int             `json:"action_num"`
	Signature    json.RawMessage `json:"signature"`
	Emp          *Employee       `json:"emp"`
}

// Vote is a member of the process's latest vote.
type Vote struct {
	Approve        *int            `json:"approve"`
	Recreate       *int            `json:"recreate"`
	Voted          int             `json:"voted"`
	Description    *string         `json:"description"`
	SignatureImage json.RawMessage `json:"signature_image"`
	SignatureDate  *string         `json:"signature_date"`
	Emp            *Employee       `json:"emp"`
}

// ActionNumber is one round of a process.
type ActionNumber struct {
	Index     int `json:"index"`
	ActionNum int `json:"action_num"`
}

// History is the answer of the history route.
type History struct {
	StatusHistories []Entry        `json:"statusHistories"`
	VotingPeople    []Vote         `json:"votingPeople"`
	ActionNumbers   []ActionNumber `json:"actionNumbers"`
}

// person is who the history statement names, with their main organisation.
type person struct {
	UserID    *int64  `json:"user_id"`
	RoleID    *int64  `json:"role_id"`
	FirstName *string `json:"first_name"`
	LastName  *string `json:"last_name"`
	Struct    *string `json:"struct"`
}

type entryJSON struct {
	person
	Status       string  `json:"status"`
	StatusType   string  `json:"status_type"`
	StatusAction *string `json:"status_action"`
	IsDone       int     `json:"is_done"`
	CreatedAt    *string `json:"created_at"`
	Description  *string `json:"description"`
	ActionNum    int     `json:"action_num"`
	Signature    *string `json:"signature"`
}

type voteJSON struct {
	person
	Approve        *int    `json:"approve"`
	Recreate       *int    `json:"recreate"`
	Voted          int     `json:"voted"`
	Description    *string `json:"description"`
	SignatureImage *string `json:"signature_image"`
	SignatureDate  *string `json:"signature_date"`
}

// Service reads process histories.
type Service struct {
	db     *sql.DB
	policy *access.Policy
}

// NewService returns a Service over db.
func NewService(db *sql.DB, policy *access.Policy) *Service {
	return &Service{db: db, policy: policy}
}

// History answers process rawID's history to a caller who may read its resource.
func (s *Service) History(ctx context.Context, user *auth.User, rawID string) (*History, error) {
	if user == nil {
		return nil, apierror.New("UNAUTHORIZED")
	}
	id, err := strconv.ParseInt(rawID, 10, 32)
	if err != nil || id < 1 {
		return nil, apierror.New("PROCESS_NOT_FOUND")
	}
	var krud string
	err = s.db.QueryRowContext(ctx, "select krud from tamga_process where id = $1", id).Scan(&krud)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, apierror.New("PROCESS_NOT_FOUND")
	}
	if err != nil {
		return nil, fmt.Errorf("reading process %d: %w", id, err)
	}
	if _, err := s.policy.Check(user, krud, access.Read, false); err != nil {
		return nil, err
	}
	var done, pending, votes []byte
	if err := s.db.QueryRowContext(ctx, historySQL, id).Scan(&done, &pending, &votes); err != nil {
		return nil, fmt.Errorf("reading the history of process %d: %w", id, err)
	}
	var doneRows, pendingRows []entryJSON
	var voteRows []voteJSON
	for _, part := range []struct {
		data   []byte
		target any
	}{{done, &doneRows}, {pending, &pendingRows}, {votes, &voteRows}} {
		if err := json.Unmarshal(part.data, part.target); err != nil {
			return nil, fmt.Errorf("decoding the history of process %d: %w", id, err)
		}
	}
	history := &History{StatusHistories: []Entry{}, VotingPeople: []Vote{}, ActionNumbers: []ActionNumber{}}
	rounds := map[int]bool{}
	for _, row := range append(doneRows, pendingRows...) {
		history.StatusHistories = append(history.StatusHistories, Entry{
			Status:       row.Status,
			StatusType:   row.StatusType,
			StatusAction: row.StatusAction,
			IsDone:       oneOrZero(row.IsDone),
			CreatedAt:    row.CreatedAt,
			Description:  row.Description,
			ActionNum:    row.ActionNum,
			Signature:    signature(row.Signature),
			Emp:          s.employee(row.person),
		})
		rounds[row.ActionNum] = true
	}
	for _, row := range voteRows {
		history.VotingPeople = append(history.VotingPeople, Vote{
			Approve:        optionalOneOrZero(row.Approve),
			Recreate:       optionalOneOrZero(row.Recreate),
			Voted:          oneOrZero(row.Voted),
			Description:    row.Description,
			SignatureImage: signature(row.SignatureImage),
			SignatureDate:  row.SignatureDate,
			Emp:            s.employee(row.person),
		})
	}
	ordered := make([]int, 0, len(rounds))
	for round := range rounds {
		ordered = append(ordered, round)
	}
	sort.Ints(ordered)
	for index, round := range ordered {
		history.ActionNumbers = append(history.ActionNumbers, ActionNumber{Index: index, ActionNum: round})
	}
	return history, nil
}

// employee is the `emp` of a person, nil when the entry names no one; JOB_NAME is the title of
// the role they acted as, from the project's roles.
func (s *Service) employee(p person) *Employee {
	if p.UserID == nil {
		return nil
	}
	var job *string
	if p.RoleID != nil {
		if title := s.policy.RoleTitle(*p.RoleID); title != "" {
			job = &title
		}
	}
	return &Employee{JobName: job, StructName: p.Struct, LastName: p.LastName, FirstName: p.FirstName}
}

func oneOrZero(n int) int {
	if n == 1 {
		return 1
	}
	return 0
}

func optionalOneOrZero(n *int) *int {
	if n == nil {
		return nil
	}
	value := oneOrZero(*n)
	return &value
}

// signature is a stored signature's JSON; empty, "null" or unreadable text reads as none.
func signature(text *string) json.RawMessage {
	null := json.RawMessage("null")
	if text == nil {
		return null
	}
	trimmed := strings.TrimSpace(*text)
	if trimmed == "" || trimmed == "null" || !json.Valid([]byte(trimmed)) {
		return null
	}
	var object map[string]any
	if err := json.Unmarshal([]byte(trimmed), &object); err != nil {
		return null
	}
	return json.RawMessage(trimmed)
}
