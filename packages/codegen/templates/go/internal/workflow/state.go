package workflow

import (
	"context"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"__MODULE__/internal/apierror"
	"__MODULE__/internal/auth"
)

// Person is someone as the workflow screens name them (names empty when missing).
type Person struct {
	UserID    int64  `json:"userId"`
	FirstName string `json:"firstName"`
	LastName  string `json:"lastName"`
	Login     string `json:"login"`
}

// Voter is a council member's place in an open vote.
type Voter struct {
	Person Person `json:"person"`
	Voted  bool   `json:"voted"`
}

// OpenVote is an open VOTE step as the caller may see it.
type OpenVote struct {
	Voters      []Voter `json:"voters"`
	CanVote     bool    `json:"canVote"`
	CanClose    bool    `json:"canClose"`
	Supported   int     `json:"supported"`
	ToRecreate  int     `json:"toRecreate"`
	Unsupported int     `json:"unsupported"`
	NotVoted    int     `json:"notVoted"`
	Decision    string  `json:"decision"`
}

// OpenPort is a way out of an open step, as a button. Its members are written as Tamga's
// server writes them: the ones always there first, then those a port may lack.
type OpenPort struct {
	ID            string          `json:"id"`
	Label         json.RawMessage `json:"label"`
	LeadsTo       string          `json:"leadsTo"`
	PicksAssignee bool            `json:"picksAssignee"`
	Action        json.RawMessage `json:"action,omitempty"`
	Outcome       string          `json:"outcome,omitempty"`
}

// OpenStep is a step waiting for someone (role_name, which a step may lack, written last as
// Tamga's server writes it).
type OpenStep struct {
	ID                  int64           `json:"id"`
	StatusID            string          `json:"status_id"`
	Status              string          `json:"status"`
	StatusType          string          `json:"status_type"`
	SubjectType         string          `json:"subject_type"`
	RoleID              *int64          `json:"role_id"`
	UserID              *int64          `json:"user_id"`
	Assignee            *Person         `json:"assignee"`
	IsSignatureNeeded   bool            `json:"is_signature_needed"`
	IsSubjectChangeable bool            `json:"is_subject_changeable"`
	IsReadOnly          bool            `json:"is_read_only"`
	ActionNum           int             `json:"action_num"`
	OpenedAt            string          `json:"opened_at"`
	DueDate             *string         `json:"due_date"`
	Ports               []OpenPort      `json:"ports"`
	CanAct              bool            `json:"canAct"`
	Vote                *OpenVote       `json:"vote"`
	RoleName            json.RawMessage `json:"role_name,omitempty"`
}

// State is a record's process as the caller sees it (spec 3.11).
type State struct {
	ProcessID   int64      `json:"processId"`
	Krud        string     `json:"krud"`
	RowID       any        `json:"rowId"`
	Workflow    string     `json:"workflow"`
	Status      string     `json:"status"`
	StatusType  string     `json:"status_type"`
	Finished    bool       `json:"finished"`
	ActionNum   int        `json:"action_num"`
	ICanEdit    bool       `json:"iCanEdit"`
	IsReadOnly  bool       `json:"isReadOnly"`
	CurrentStep *OpenStep  `json:"currentStep"`
	OpenSteps   []OpenStep `json:"openSteps"`
}

// readable is a process the caller may see: 404 for an unknown one or one whose record the
// caller's row conditions keep out (or that was deleted), 403 without the krud's read right.
func (s *Service) readable(ctx context.Context, user *auth.User, processID int64) (*processRow, error) {
	p, err := scanProcess(s.db.QueryRowContext(ctx, "select "+processColumns+" from tamga_process where id = $1", processID))
	if err != nil {
		return nil, err
	}
	if err := s.requireReadable(ctx, user, p.krud, p.rowID); err != nil {
		return nil, err
	}
	return p, nil
}

func (s *Service) requireReadable(ctx context.Context, user *auth.User, krud, rowID string) error {
	if s.records == nil {
		return apierror.New("PROCESS_NOT_FOUND")
	}
	err := s.records.Readable(ctx, user, krud, rowID)
	if apiErr, ok := err.(*apierror.Error); ok && apiErr.Code == "NOT_FOUND" {
		return apierror.New("PROCESS_NOT_FOUND")
	}
	return err
}

// Of answers the process of a krud's record as the caller sees it.
func (s *Service) Of(ctx context.Context, user *auth.User, krud, rawRowID string) (*State, error) {
	if user == nil {
		return nil, apierror.New("UNAUTHORIZED")
	}
	rowID := rawRowID
	if number, err := strconv.ParseInt(rawRowID, 10, 64); err == nil {
		rowID = strconv.FormatInt(number, 10)
	}
	if err := s.requireReadable(ctx, user, krud, rowID); err != nil {
		return nil, err
	}
	p, err := scanProcess(s.db.QueryRowContext(ctx, "select "+processColumns+" from tamga_process where krud = $1 and row_id = $2",
		krud, rowID))
	if err != nil {
		return nil, err
	}
	return s.stateFor(ctx, p, user)
}

// languageOrder is a label with its languages in the order Tamga writes them (mn_MN, en_US,
// ko_KR), whatever order the stored diagram keeps them in; a plain text stays as it is.
func languageOrder(label json.RawMessage) json.RawMessage {
	var texts map[string]string
	if len(label) == 0 || json.Unmarshal(label, &texts) != nil || texts == nil {
		return label
	}
	var fields []string
	for _, language := range labelLanguages {
		if text, ok := texts[language]; ok {
			fields = append(fields, quoted(language)+":"+quoted(text))
		}
	}
	return json.RawMessage("{" + strings.Join(fields, ",") + "}")
}

// apiRowID is a row id as the API gives it: a number when the key is one.
func apiRowID(rowID string) any {
	if number, err := strconv.ParseInt(rowID, 10, 64); err == nil && number > 0 && number <= 1<<53-1 &&
		strconv.FormatInt(number, 10) == rowID {
		return number
	}
	return rowID
}

// openStepRow is an open step with its assignee's names.
type openStepRow struct {
	stepRow
	login     *string
	firstName *string
	lastName  *string
}

// voterRow is a council member of an open vote with their names.
type voterRow struct {
	storedVote
	login     string
	firstName *string
	lastName  *string
}

func text(value *string) string {
	if value == nil {
		return ""
	}
	return *value
}

// stateFor is a process as caller sees it: its open steps (what the caller may do on each),
// iCanEdit when the caller holds one that is not read-only, isReadOnly when every one they
// hold only shows the record, currentStep the first they hold, else the first open step.
func (s *Service) stateFor(ctx context.Context, p *processRow, user *auth.User) (*State, error) {
	diagram, err := readDiagram(p.diagram)
	if err != nil {
		return nil, err
	}
	state := &State{ProcessID: p.id, Krud: p.krud, RowID: apiRowID(p.rowID), Workflow: p.workflow, Status: p.status,
		StatusType: p.statusType, Finished: p.finished, ActionNum: p.actionNum, OpenSteps: []OpenStep{}}
	if p.finished {
		return state, nil
	}
	rows, err := s.db.QueryContext(ctx, "select "+stepColumns+`, u.login, u.first_name, u.last_name
  from tamga_process_step s left join tamga_user u on u.id = s.user_id
  where s.process_id = $1 and s.is_done = 0 and s.status_type not in ('END', 'CANCEL') order by s.id`, p.id)
	if err != nil {
		return nil, fmt.Errorf("reading the open steps of process %d: %w", p.id, err)
	}
	var steps []openStepRow
	for rows.Next() {
		var row openStepRow
		if err := rows.Scan(append(row.targets(), &row.login, &row.firstName, &row.lastName)...); err != nil {
			rows.Close()
			return nil, fmt.Errorf("reading an open step: %w", err)
		}
		steps = append(steps, row)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("reading the open steps of process %d: %w", p.id, err)
	}
	if err := loadGenerated(); err != nil {
		return nil, err
	}
	held := []OpenStep{}
	for index := range steps {
		step, holds, err := s.openStepView(ctx, &steps[index], diagram, user)
		if err != nil {
			return nil, err
		}
		state.OpenSteps = append(state.OpenSteps, step)
		if holds {
			held = append(held, step)
		}
	}
	readOnly := len(held) > 0
	for _, step := range held {
		state.ICanEdit = state.ICanEdit || !step.IsReadOnly
		readOnly = readOnly && step.IsReadOnly
	}
	state.IsReadOnly = readOnly
	switch {
	case len(held) > 0:
		state.CurrentStep = &held[0]
	case len(state.OpenSteps) > 0:
		state.CurrentStep = &state.OpenSteps[0]
	}
	return state, nil
}

// openStepView is one open step as the caller sees it, and whether the caller holds it.
func (s *Service) openStepView(ctx context.Context, row *openStepRow, diagram *Diagram, user *auth.User) (OpenStep, bool, error) {
	node, err := row.node()
	if err != nil {
		return OpenStep{}, false, err
	}
	step := OpenStep{ID: row.id, StatusID: row.statusID, Status: row.status, StatusType: row.statusType,
		SubjectType: node.Subject.SubjectType, RoleID: row.roleID, UserID: row.userID,
		IsSignatureNeeded: row.isSignatureNeeded, IsSubjectChangeable: row.isSubjectChangeable, IsReadOnly: row.isReadOnly,
		ActionNum: row.actionNum, OpenedAt: row.openedAt, DueDate: row.dueDate, Ports: []OpenPort{}}
	if row.roleID != nil {
		step.RoleName = languageOrder(generated.roleNames[*row.roleID])
	}
	if row.userID != nil && row.login != nil {
		step.Assignee = &Person{UserID: *row.userID, FirstName: text(row.firstName), LastName: text(row.lastName), Login: *row.login}
	}
	for index := range node.Ports {
		port := &node.Ports[index]
		targets, err := diagram.targets(node.ID, port.ID)
		if err != nil {
			return OpenStep{}, false, err
		}
		if len(targets) == 0 {
			continue
		}
		step.Ports = append(step.Ports, OpenPort{ID: port.ID, Label: languageOrder(port.Label), Action: languageOrder(port.Action), Outcome: port.Outcome,
			LeadsTo: targets[0].Type, PicksAssignee: diagram.picksPeople(node, port, row.isSubjectChangeable)})
	}
	if !votedTypes[row.statusType] {
		step.CanAct = isAssignee(&row.stepRow, user.ID, user.RoleID)
		return step, step.CanAct, nil
	}
	vote, err := s.openVote(ctx, row, node, user)
	if err != nil {
		return OpenStep{}, false, err
	}
	step.Vote = vote
	step.CanAct = vote.CanVote || vote.CanClose
	return step, vote.CanVote, nil
}

// openVote is an open vote so far: its members, the tally, what the caller may do.
func (s *Service) openVote(ctx context.Context, row *openStepRow, node *Node, user *auth.User) (*OpenVote, error) {
	settings := node.Vote
	if settings == nil {
		return nil, apierror.New("WRONG_STEP_TYPE")
	}
	rows, err := s.db.QueryContext(ctx, `select v.user_id, v.voted, v.approve, v.recreate, u.login, u.first_name, u.last_name
  from tamga_vote v join tamga_user u on u.id = v.user_id where v.step_id = $1 order by v.id`, row.id)
	if err != nil {
		return nil, fmt.Errorf("reading the council of step %d: %w", row.id, err)
	}
	defer rows.Close()
	var voters []voterRow
	for rows.Next() {
		var voter voterRow
		if err := rows.Scan(&voter.userID, &voter.voted, &voter.approve, &voter.recreate, &voter.login, &voter.firstName,
			&voter.lastName); err != nil {
			return nil, fmt.Errorf("reading a council member: %w", err)
		}
		voters = append(voters, voter)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("reading the council of step %d: %w", row.id, err)
	}
	votes := make([]storedVote, len(voters))
	vote := &OpenVote{Voters: []Voter{}}
	for index, voter := range voters {
		votes[index] = voter.storedVote
		vote.Voters = append(vote.Voters, Voter{Person: Person{UserID: voter.userID, FirstName: text(voter.firstName),
			LastName: text(voter.lastName), Login: voter.login}, Voted: voter.voted == 1})
		vote.CanVote = vote.CanVote || (voter.userID == user.ID && voter.voted == 0)
	}
	t := tallyVotes(votes, settings)
	voted := len(voters) - t.notVoted
	vote.CanClose = row.openedBy != nil && *row.openedBy == user.ID && voted >= settings.MinVoters
	vote.Supported, vote.ToRecreate, vote.Unsupported, vote.NotVoted, vote.Decision =
		t.supported, t.toRecreate, t.unsupported, t.notVoted, t.decision
	return vote, nil
}
