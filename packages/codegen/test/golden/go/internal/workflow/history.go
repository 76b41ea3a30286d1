// Package workflow runs Tamga's approval workflow over Tamga's own workflow tables, as Tamga's
// engine does: a new record of a workflow krud starts its process, its steps are acted on, voted
// on and closed (`POST /process/{processId}/steps/{stepId}/act|vote|close-vote`), and a process's
// state and history are answered.
package workflow

import (
	"bytes"
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"sort"
	"strconv"
	"strings"

	"heritage-server/internal/access"
	"heritage-server/internal/apierror"
	"heritage-server/internal/auth"
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
	// Labels are the diagram's labels that give more than Mongolian, by their Mongolian text.
	Labels json.RawMessage `json:"labels,omitempty"`
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

// Service reads process histories and runs the approval workflow: a new record's process, and
// the act, vote and close-vote actions on its steps.
type Service struct {
	db      *sql.DB
	policy  *access.Policy
	records Records
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
	var krud, rowID string
	var diagram []byte
	err = s.db.QueryRowContext(ctx, "select krud, row_id, diagram::text from tamga_process where id = $1", id).
		Scan(&krud, &rowID, &diagram)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, apierror.New("PROCESS_NOT_FOUND")
	}
	if err != nil {
		return nil, fmt.Errorf("reading process %d: %w", id, err)
	}
	if err := s.requireHistoryReadable(ctx, user, krud, rowID); err != nil {
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
	history.Labels = diagramLabels(diagram)
	return history, nil
}

// requireHistoryReadable: whoever may read the record reads its process's history, as on
// Tamga: the krud's read right and its row conditions (a record outside them answers as a
// process that is not there).
func (s *Service) requireHistoryReadable(ctx context.Context, user *auth.User, krud, rowID string) error {
	if s.records != nil {
		known, err := s.records.HistoryReadable(ctx, user, krud, rowID)
		if apiErr, ok := err.(*apierror.Error); ok && apiErr.Code == "NOT_FOUND" {
			return apierror.New("PROCESS_NOT_FOUND")
		}
		if known || err != nil {
			return err
		}
	}
	_, err := s.policy.Check(user, krud, access.Read)
	return err
}

// labelLanguages are the languages of a label, in the order Tamga writes them.
var labelLanguages = []string{"mn_MN", "en_US", "ko_KR"}

// diagramLabels are the labels of a process's diagram (its steps' and their ports') that give
// more than Mongolian, by the Mongolian text the history stores for them, in the diagram's
// order; nil when there are none, and the answer then has no labels.
func diagramLabels(stored []byte) json.RawMessage {
	var diagram struct {
		Nodes []struct {
			Label json.RawMessage `json:"label"`
			Ports []struct {
				Label json.RawMessage `json:"label"`
			} `json:"ports"`
		} `json:"nodes"`
	}
	if len(stored) == 0 || json.Unmarshal(stored, &diagram) != nil {
		return nil
	}
	var labels []json.RawMessage
	for _, node := range diagram.Nodes {
		labels = append(labels, node.Label)
		for _, port := range node.Ports {
			labels = append(labels, port.Label)
		}
	}
	seen := map[string]bool{}
	var parts []string
	for _, raw := range labels {
		var texts map[string]string
		if json.Unmarshal(raw, &texts) != nil || texts == nil {
			continue
		}
		mongolian, ok := texts["mn_MN"]
		_, english := texts["en_US"]
		_, korean := texts["ko_KR"]
		if !ok || (!english && !korean) || seen[mongolian] {
			continue
		}
		seen[mongolian] = true
		var fields []string
		for _, language := range labelLanguages {
			if text, ok := texts[language]; ok {
				fields = append(fields, quoted(language)+":"+quoted(text))
			}
		}
		parts = append(parts, quoted(mongolian)+":{"+strings.Join(fields, ",")+"}")
	}
	if len(parts) == 0 {
		return nil
	}
	return json.RawMessage("{" + strings.Join(parts, ",") + "}")
}

// quoted is text as a JSON string, written as JavaScript writes it (no HTML escapes).
func quoted(text string) string {
	var buffer bytes.Buffer
	encoder := json.NewEncoder(&buffer)
	encoder.SetEscapeHTML(false)
	_ = encoder.Encode(text)
	return strings.TrimSuffix(buffer.String(), "\n")
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
