package workflow

import (
	"bytes"
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"time"

	"heritage-server/internal/apierror"
	"heritage-server/internal/auth"
)

// signatureInput is a signature as the one acting gives it.
type signatureInput struct {
	Type     string  `json:"type"`
	Text     string  `json:"text"`
	UploadID string  `json:"uploadId"`
	JobName  *string `json:"job_name"`
	Struct   *string `json:"struct"`
}

// actRequest is the body of the act route (Tamga's ProcessActRequest).
type actRequest struct {
	Port         string          `json:"port"`
	Description  *string         `json:"description"`
	Signature    *signatureInput `json:"signature"`
	NextAssignee *struct {
		UserID int64 `json:"userId"`
	} `json:"nextAssignee"`
	Voters []int64 `json:"voters"`
	Date   *string `json:"date"`
}

// voteRequest is the body of the vote route (Tamga's ProcessVoteRequest).
type voteRequest struct {
	Vote        string          `json:"vote"`
	Description *string         `json:"description"`
	Signature   *signatureInput `json:"signature"`
}

func bodyIssue(path, code, mn, en string) apierror.Issue {
	return apierror.Issue{Path: path, Code: code, Message: apierror.Message{Mn: mn, En: en}}
}

var (
	isoDate  = regexp.MustCompile(`^\d{4}-\d{2}-\d{2}$`)
	uuidText = regexp.MustCompile(`^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$`)
)

// memberIssues is what Tamga's closed request schemas say of an object's members: one it does
// not know (additionalProperties, at the object) and one it needs (required, at the object).
func memberIssues(path string, members map[string]json.RawMessage, known, required []string) []apierror.Issue {
	var issues []apierror.Issue
	names := make([]string, 0, len(members))
	for name := range members {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		if !contains(known, name) {
			issues = append(issues, apierror.Unknown(path, name))
		}
	}
	for _, name := range required {
		if _, ok := members[name]; !ok {
			issues = append(issues, apierror.Required(path, name))
		}
	}
	return issues
}

func contains(names []string, name string) bool {
	for _, known := range names {
		if known == name {
			return true
		}
	}
	return false
}

// decodeClosed reads a JSON object body into target: INVALID_JSON for text that is not JSON,
// and Tamga's issues for members the request does not have or lacks, or of the wrong type.
func decodeClosed(body []byte, target any, known, required []string) ([]apierror.Issue, error) {
	if !json.Valid(body) {
		return nil, apierror.New("INVALID_JSON")
	}
	var members map[string]json.RawMessage
	if err := json.Unmarshal(body, &members); err != nil || members == nil {
		return []apierror.Issue{bodyIssue("", "type", "JSON объект байх ёстой", "must be a JSON object")}, nil
	}
	issues := memberIssues("", members, known, required)
	for _, name := range known {
		raw, ok := members[name]
		if !ok {
			continue
		}
		var probe map[string]json.RawMessage
		text, _ := json.Marshal(map[string]json.RawMessage{name: raw})
		switch {
		// null is no value of any member's type: refused, as Tamga's schema refuses it, never
		// taken as the member left out.
		case string(bytes.TrimSpace(raw)) == "null" || json.Unmarshal(text, target) != nil:
			issues = append(issues, apierror.WrongType("/"+name, memberTypes[name]))
		case name == "signature" && json.Unmarshal(raw, &probe) == nil:
			issues = append(issues, signatureMembers(probe)...)
		case name == "nextAssignee" && json.Unmarshal(raw, &probe) == nil:
			issues = append(issues, memberIssues("/nextAssignee", probe, []string{"userId"}, []string{"userId"})...)
		}
	}
	return issues, nil
}

// memberTypes are the JSON types of the act and vote bodies' members, as their schemas name them.
var memberTypes = map[string]string{
	"port": "string", "description": "string", "date": "string", "vote": "string",
	"voters": "array", "nextAssignee": "object", "signature": "object",
}

// signatureMembers checks a signature's members as Tamga's union of a typed and a drawn one does.
func signatureMembers(members map[string]json.RawMessage) []apierror.Issue {
	var kind string
	_ = json.Unmarshal(members["type"], &kind)
	switch kind {
	case "text":
		return memberIssues("/signature", members, []string{"type", "text", "job_name", "struct"}, []string{"type", "text"})
	case "draw":
		return memberIssues("/signature", members, []string{"type", "uploadId", "job_name", "struct"}, []string{"type", "uploadId"})
	}
	return []apierror.Issue{bodyIssue("/signature/type", "enum", "«text» эсвэл «draw» байна", "Choose one of: «text», «draw».")}
}

func signatureIssues(input *signatureInput) []apierror.Issue {
	if input == nil {
		return nil
	}
	var issues []apierror.Issue
	if length := len([]rune(input.Text)); input.Type == "text" && (length < 1 || length > 200) {
		issues = append(issues, bodyIssue("/signature/text", "maxLength", "1-200 тэмдэгт байна", "must be 1 to 200 characters"))
	}
	if input.Type == "draw" && !uuidText.MatchString(input.UploadID) {
		issues = append(issues, bodyIssue("/signature/uploadId", "format", "uuid байх ёстой", "must be a uuid"))
	}
	for path, text := range map[string]*string{"/signature/job_name": input.JobName, "/signature/struct": input.Struct} {
		if text != nil && len([]rune(*text)) > 200 {
			issues = append(issues, bodyIssue(path, "maxLength", "200 тэмдэгтээс ихгүй", "must be at most 200 characters"))
		}
	}
	return issues
}

func descriptionIssues(description *string) []apierror.Issue {
	if description != nil && len([]rune(*description)) > 4000 {
		return []apierror.Issue{bodyIssue("/description", "maxLength", "4000 тэмдэгтээс ихгүй", "must be at most 4000 characters")}
	}
	return nil
}

func parseAct(body []byte) (*actRequest, error) {
	var request actRequest
	issues, err := decodeClosed(body, &request, []string{"port", "description", "signature", "nextAssignee", "voters", "date"},
		[]string{"port"})
	if err != nil || len(issues) > 0 {
		return nil, orInvalid(err, issues)
	}
	if !apierror.DiagramID.MatchString(request.Port) {
		issues = append(issues, apierror.DiagramIDIssue("/port"))
	}
	issues = append(issues, descriptionIssues(request.Description)...)
	issues = append(issues, signatureIssues(request.Signature)...)
	if request.Voters != nil {
		seen := map[int64]bool{}
		if len(request.Voters) < 1 || len(request.Voters) > 200 {
			issues = append(issues, bodyIssue("/voters", "minItems", "1-200 гишүүн", "must list 1 to 200 members"))
		}
		for _, voter := range request.Voters {
			if voter < 1 || seen[voter] {
				issues = append(issues, bodyIssue("/voters", "uniqueItems", "давхардалгүй хэрэглэгч", "must list distinct users"))
				break
			}
			seen[voter] = true
		}
	}
	if request.NextAssignee != nil && request.NextAssignee.UserID < 1 {
		issues = append(issues, bodyIssue("/nextAssignee/userId", "minimum", "хэрэглэгч биш", "is not a user"))
	}
	if request.Date != nil && !isoDate.MatchString(*request.Date) {
		issues = append(issues, bodyIssue("/date", "pattern", "YYYY-MM-DD хэлбэртэй", "must be YYYY-MM-DD"))
	}
	if len(issues) > 0 {
		return nil, apierror.Invalid("body", issues...)
	}
	return &request, nil
}

func parseVote(body []byte) (*voteRequest, error) {
	var request voteRequest
	issues, err := decodeClosed(body, &request, []string{"vote", "description", "signature"}, []string{"vote"})
	if err != nil || len(issues) > 0 {
		return nil, orInvalid(err, issues)
	}
	if _, ok := voteLabels[request.Vote]; !ok {
		issues = append(issues, bodyIssue("/vote", "enum", "Энэ утга зөвшөөрөгдөхгүй. Эдгээрийн нэгийг сонгоно уу: «approve», «reject», «recreate».",
			"This value is not allowed. Choose one of: «approve», «reject», «recreate»."))
	}
	issues = append(issues, descriptionIssues(request.Description)...)
	issues = append(issues, signatureIssues(request.Signature)...)
	if len(issues) > 0 {
		return nil, apierror.Invalid("body", issues...)
	}
	return &request, nil
}

// voteLabels are what a vote signs, by the vote (DECISION_OUTCOME_LABELS in Mongolian).
var voteLabels = map[string]string{
	"approve":  "Дэмжсэн",
	"reject":   "Дэмжээгүй",
	"recreate": "Нэмэлт материал шаардлагатай",
}

// orInvalid is err, or VALIDATION_FAILED with issues.
func orInvalid(err error, issues []apierror.Issue) error {
	if err != nil {
		return err
	}
	return apierror.Invalid("body", issues...)
}

// parseIDs reads a step route's ids as Tamga's route schema does, before anything else of the
// request: integers from 1 to PostgreSQL's integer range, every problem said at once.
func parseIDs(rawProcess, rawStep string) (int64, int64, error) {
	processID, processIssue := apierror.ID("/processId", rawProcess)
	stepID, stepIssue := apierror.ID("/stepId", rawStep)
	var issues []apierror.Issue
	for _, issue := range []*apierror.Issue{processIssue, stepIssue} {
		if issue != nil {
			issues = append(issues, *issue)
		}
	}
	if len(issues) > 0 {
		return 0, 0, apierror.Invalid("params", issues...)
	}
	return processID, stepID, nil
}

// action runs work on an open step of a process the caller may read: one transaction that
// locks the process row before it reads the step, so two actions on one record run one after
// the other and the second sees what the first did. Answers the process as the caller now
// sees it.
func (s *Service) action(ctx context.Context, user *auth.User, rawProcess, rawStep string, signing bool,
	work func(tx *sql.Tx, p *processRow, step *stepRow, a *actor) error) (*State, error) {
	if user == nil {
		return nil, apierror.New("UNAUTHORIZED")
	}
	processID, stepID, err := parseIDs(rawProcess, rawStep)
	if err != nil {
		return nil, err
	}
	if _, err := s.readable(ctx, user, processID); err != nil {
		return nil, err
	}
	a := &actor{userID: user.ID, roleID: user.RoleID}
	if signing {
		if a, err = s.actorOf(ctx, user); err != nil {
			return nil, err
		}
	}
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return nil, fmt.Errorf("beginning a transaction: %w", err)
	}
	err = func() error {
		p, err := scanProcess(tx.QueryRowContext(ctx, "select "+processColumns+" from tamga_process where id = $1 for update", processID))
		if err != nil {
			return err
		}
		if p.finished {
			return apierror.New("PROCESS_FINISHED")
		}
		var step stepRow
		err = tx.QueryRowContext(ctx, "select "+stepColumns+" from tamga_process_step s where s.id = $1 and s.process_id = $2",
			stepID, p.id).Scan(step.targets()...)
		if errors.Is(err, sql.ErrNoRows) {
			return apierror.New("STEP_NOT_FOUND")
		}
		if err != nil {
			return fmt.Errorf("reading step %d: %w", stepID, err)
		}
		if step.isDone == 1 || terminalTypes[step.statusType] {
			return apierror.New("STEP_ALREADY_DONE")
		}
		return work(tx, p, &step, a)
	}()
	if err != nil {
		if rollbackErr := tx.Rollback(); rollbackErr != nil {
			return nil, fmt.Errorf("%w (rolling back: %v)", err, rollbackErr)
		}
		return nil, err
	}
	if err := tx.Commit(); err != nil {
		return nil, fmt.Errorf("committing an action: %w", err)
	}
	p, err := scanProcess(s.db.QueryRowContext(ctx, "select "+processColumns+" from tamga_process where id = $1", processID))
	if err != nil {
		return nil, err
	}
	return s.stateFor(ctx, p, user)
}

// Act completes an open step (not a VOTE) through one of its ports, as Tamga's engine does:
// 403 when the caller is not its assignee, 400 for a port it does not have, people or a date
// the port does not take, or a missing signature the step needs; then the step is done, its
// history entry written (the port's label is the action) and the next steps opened.
func (s *Service) Act(ctx context.Context, user *auth.User, rawProcess, rawStep string, body []byte) (*State, error) {
	// The route's ids are read before its body, as Tamga reads them.
	if _, _, err := parseIDs(rawProcess, rawStep); err != nil {
		return nil, err
	}
	request, err := parseAct(body)
	if err != nil {
		return nil, err
	}
	return s.action(ctx, user, rawProcess, rawStep, true, func(tx *sql.Tx, p *processRow, step *stepRow, a *actor) error {
		if votedTypes[step.statusType] {
			return apierror.New("WRONG_STEP_TYPE")
		}
		if !isAssignee(step, a.userID, a.roleID) {
			return apierror.New("NOT_STEP_ASSIGNEE")
		}
		diagram, err := readDiagram(p.diagram)
		if err != nil {
			return err
		}
		node, err := step.node()
		if err != nil {
			return err
		}
		port := node.port(request.Port)
		if port == nil {
			issue := bodyIssue("/port", "unknown-port", `"`+step.status+`" алхмын гарц биш`,
				`is not a way out of the step "`+step.status+`"`)
			ports := make([]string, len(node.Ports))
			for index := range node.Ports {
				ports[index] = node.Ports[index].ID
			}
			issue.Params = map[string]any{"ports": ports}
			return apierror.Invalid("body", issue)
		}
		targets, err := diagram.targets(node.ID, port.ID)
		if err != nil {
			return err
		}
		issues, next, err := s.requestIssues(ctx, tx, step, targets, request, a)
		if err != nil {
			return err
		}
		if len(issues) > 0 {
			return apierror.Invalid("body", issues...)
		}
		action := labelText(port.Label)
		signature, err := s.stepSignature(ctx, tx, step, request.Signature, a, action, p.id)
		if err != nil {
			return err
		}
		var due *string
		if datedTypes[step.statusType] {
			due = request.Date
		}
		if err := closeStep(ctx, tx, p, step, port, action, textOrNil(request.Description), signature, &a.userID, &a.roleID, due); err != nil {
			return err
		}
		return s.openNextSteps(ctx, tx, move{p: p, diagram: diagram, from: node, port: port, actor: a,
			nextAssignee: next, voters: request.Voters, date: request.Date})
	})
}

// textOrNil is a description as stored: none when empty or blank.
func textOrNil(text *string) *string {
	if text == nil || strings.TrimSpace(*text) == "" {
		return nil
	}
	return text
}

// chosenAssignee is the user a next step assigned through roleID goes to instead of the role.
type chosenAssignee struct {
	userID int64
	roleID int64
}

// nextAssigneeRole is the role a picked next assignee must hold: the first next step's that is
// assigned through a role.
func nextAssigneeRole(targets []*Node, a *actor) *int64 {
	for _, node := range targets {
		if assignableByRole(node) {
			if role := nextStepRole(node, a.roleID); role != nil {
				return role
			}
		}
	}
	return nil
}

// councilOf is the settings of the first vote among targets.
func councilOf(targets []*Node) *VoteSettings {
	for _, node := range targets {
		if votedTypes[node.Type] {
			if node.Vote == nil {
				return &VoteSettings{}
			}
			return node.Vote
		}
	}
	return nil
}

// holdersAmong are which of userIDs are live, confirmed users holding roleID (as their main
// role or an extra one).
func holdersAmong(ctx context.Context, q queryer, roleID int64, userIDs []int64) (map[int64]bool, error) {
	held := map[int64]bool{}
	if len(userIDs) == 0 {
		return held, nil
	}
	ids := make([]string, len(userIDs))
	for index, id := range userIDs {
		ids[index] = strconv.FormatInt(id, 10)
	}
	holds, err := holdsRole(ctx, q, "$2")
	if err != nil {
		return nil, err
	}
	rows, err := q.QueryContext(ctx, `select id from tamga_user where id = any(string_to_array($1, ',')::int[])
  and deleted_at is null and confirmed and `+holds, strings.Join(ids, ","), roleID)
	if err != nil {
		return nil, fmt.Errorf("reading the holders of role %d: %w", roleID, err)
	}
	defer rows.Close()
	for rows.Next() {
		var id int64
		if err := rows.Scan(&id); err != nil {
			return nil, fmt.Errorf("reading a holder: %w", err)
		}
		held[id] = true
	}
	return held, rows.Err()
}

// holdsRole is the condition of a tamga_user row holding the role bound at param, as its main
// role or an extra one. Extra roles live in Tamga's tamga_user_role, which a database this
// server made alone lacks.
func holdsRole(ctx context.Context, q queryer, param string) (string, error) {
	extraRoles, err := tableExists(ctx, q, "tamga_user_role")
	if err != nil || !extraRoles {
		return "role_id = " + param, err
	}
	return "(role_id = " + param + " or id in (select user_id from tamga_user_role where role_id = " + param + "))", nil
}

// tableExists: whether Tamga's table name is in the database (one this server made alone has
// only the tables its migrations write).
func tableExists(ctx context.Context, q queryer, name string) (bool, error) {
	var exists bool
	if err := q.QueryRowContext(ctx, `select to_regclass($1) is not null`, name).Scan(&exists); err != nil {
		return false, fmt.Errorf("looking for %s: %w", name, err)
	}
	return exists, nil
}

// requestIssues checks the people and the date the request names against the step and where
// its port leads, as Tamga does; answers the checked next assignee.
func (s *Service) requestIssues(ctx context.Context, q queryer, step *stepRow, targets []*Node, request *actRequest, a *actor) ([]apierror.Issue, *chosenAssignee, error) {
	var issues []apierror.Issue
	if council := councilOf(targets); council != nil {
		found, err := councilIssues(ctx, q, council, request.Voters)
		if err != nil {
			return nil, nil, err
		}
		issues = append(issues, found...)
	} else if request.Voters != nil {
		issues = append(issues, bodyIssue("/voters", "unused", "зөвхөн санал хураалт руу шилжихэд өгнө",
			"is only given when the port leads to a vote"))
	}
	var next *chosenAssignee
	if request.NextAssignee != nil {
		role := nextAssigneeRole(targets, a)
		switch {
		case !step.isSubjectChangeable:
			issues = append(issues, bodyIssue("/nextAssignee", "subject-not-changeable",
				"сонгох боломжгүй: энэ алхам дараагийн хариуцагчийг диаграмын дагуу тогтооно",
				"cannot be chosen: this step hands the record on as the diagram says"))
		case role == nil:
			issues = append(issues, bodyIssue("/nextAssignee", "no-role-step",
				"сонгох боломжгүй: энэ гарц эрхээр хуваарилдаг алхам руу хүргэдэггүй",
				"cannot be chosen: the port leads to no step assigned by role"))
		default:
			held, err := holdersAmong(ctx, q, *role, []int64{request.NextAssignee.UserID})
			if err != nil {
				return nil, nil, err
			}
			if !held[request.NextAssignee.UserID] {
				issues = append(issues, bodyIssue("/nextAssignee/userId", "not-a-holder",
					"дараагийн алхмын эрхийг эзэмшдэггүй хэрэглэгч", "does not hold the role the next step is assigned to"))
			} else {
				next = &chosenAssignee{userID: request.NextAssignee.UserID, roleID: *role}
			}
		}
	}
	if request.Date != nil {
		dated := datedTypes[step.statusType]
		for _, node := range targets {
			dated = dated || datedTypes[node.Type]
		}
		if !dated {
			issues = append(issues, bodyIssue("/date", "unused", "зөвхөн DATE, COURT, POSTPONE алхамд эсвэл түүн рүү шилжихэд өгнө",
				"is only given on a DATE, COURT or POSTPONE step, or on the way to one"))
		} else if parsed, err := time.Parse("2006-01-02", *request.Date); err != nil || parsed.Format("2006-01-02") != *request.Date {
			issues = append(issues, bodyIssue("/date", "date", "хуанлийн огноо биш", "is not a calendar date"))
		}
	}
	return issues, next, nil
}

// councilIssues is what is wrong with the council an act picked for a vote: none picked, fewer
// than the vote's minimum and quorum, or someone not holding the council role.
func councilIssues(ctx context.Context, q queryer, settings *VoteSettings, voters []int64) ([]apierror.Issue, error) {
	if voters == nil {
		return []apierror.Issue{bodyIssue("/voters", "required", "шаардлагатай: санал өгөх зөвлөлийн гишүүдийг сонгоно уу",
			"is required: pick the council members who vote")}, nil
	}
	var issues []apierror.Issue
	least := settings.MinVoters
	if settings.DecisionRule == "quorum" && settings.Quorum != nil && *settings.Quorum > least {
		least = *settings.Quorum
	}
	if len(voters) < least {
		issues = append(issues, bodyIssue("/voters", "minItems",
			fmt.Sprintf("дор хаяж %d гишүүн сонгоно уу: санал хураалт тийм олон санал өгсөн үед л тооцогдоно", least),
			fmt.Sprintf("needs at least %d council members: the vote counts only when that many vote", least)))
	}
	held, err := holdersAmong(ctx, q, settings.VoterRoleID, voters)
	if err != nil {
		return nil, err
	}
	for index, voter := range voters {
		if !held[voter] {
			issues = append(issues, bodyIssue(fmt.Sprintf("/voters/%d", index), "not-a-council-member",
				"энэ алхамд санал өгөх зөвлөлийн гишүүн биш", "is not a council member who may vote on this step"))
		}
	}
	return issues, nil
}

// storedSignature is a signature as Tamga stores it (spec 3.3): its fields in this order.
type storedSignature struct {
	SignAction *string `json:"signAction"`
	JobName    *string `json:"job_name"`
	Struct     *string `json:"struct"`
	Type       *string `json:"type"`
	Signature  *string `json:"signature"`
	Firstname  *string `json:"firstname"`
	Lastname   *string `json:"lastname"`
}

// imageTypes are the media types a drawn signature's upload may have.
var imageTypes = map[string]bool{"image/png": true, "image/jpeg": true, "image/gif": true, "image/webp": true}

// stepSignature is the signature the request gives, stored: the action signed, the job name and
// structure (by default the role's name and the signer's main organisation), the kind, the typed
// text or the drawn image's path, and the signer's names. None without one; SIGNATURE_REQUIRED
// when the step needs one.
func (s *Service) stepSignature(ctx context.Context, q queryer, step *stepRow, input *signatureInput, a *actor, action string, processID int64) (*string, error) {
	if input == nil {
		if step.isSignatureNeeded {
			return nil, apierror.New("SIGNATURE_REQUIRED")
		}
		return nil, nil
	}
	text := input.Text
	if input.Type == "draw" {
		// Drawn signatures are uploaded to Tamga (tamga_upload), which a database this server
		// made alone lacks: there, no upload is the signer's.
		uploads, err := tableExists(ctx, q, "tamga_upload")
		if err != nil {
			return nil, err
		}
		var mediaType string
		err = sql.ErrNoRows
		if uploads {
			err = q.QueryRowContext(ctx, `select media_type from tamga_upload where id::text = $1 and owner_id = $2`,
				strings.ToLower(input.UploadID), a.userID).Scan(&mediaType)
		}
		if err != nil && !errors.Is(err, sql.ErrNoRows) {
			return nil, fmt.Errorf("reading a signature upload: %w", err)
		}
		if err != nil || !imageTypes[mediaType] {
			return nil, apierror.Invalid("body", bodyIssue("/signature/uploadId", "signature-upload",
				"таны хуулсан гарын үсгийн зураг биш байна", "is not a signature image you uploaded"))
		}
		text = fmt.Sprintf("/process/%d/signatures/%s", processID, strings.ToLower(input.UploadID))
	}
	stored := storedSignature{SignAction: &action, JobName: input.JobName, Struct: input.Struct, Type: &input.Type,
		Signature: &text, Firstname: a.firstName, Lastname: a.lastName}
	if stored.JobName == nil {
		stored.JobName = a.jobName
	}
	if stored.Struct == nil {
		stored.Struct = a.structure
	}
	var buffer bytes.Buffer
	encoder := json.NewEncoder(&buffer)
	encoder.SetEscapeHTML(false)
	if err := encoder.Encode(stored); err != nil {
		return nil, fmt.Errorf("writing a signature: %w", err)
	}
	result := strings.TrimSuffix(buffer.String(), "\n")
	return &result, nil
}

// closeStep marks an open step done through port (due: a dated step's new date), with its
// history entry. The process row is locked, so only this transaction can have closed it.
func closeStep(ctx context.Context, tx *sql.Tx, p *processRow, step *stepRow, port *Port, action string, description, signature *string, userID, roleID *int64, due *string) error {
	result, err := tx.ExecContext(ctx, `update tamga_process_step set is_done = 1, done_at = now(), done_by = $2,
  port = $3, status_action = $4, description = $5, signature = $6, due_date = coalesce($7::date, due_date)
  where id = $1 and is_done = 0`, step.id, userID, port.ID, action, description, signature, due)
	if err != nil {
		return fmt.Errorf("closing step %d: %w", step.id, err)
	}
	if count, err := result.RowsAffected(); err != nil || count != 1 {
		return apierror.New("STEP_ALREADY_DONE")
	}
	return appendHistory(ctx, tx, p.id, historyEntry{stepID: step.id, status: step.status, statusType: step.statusType,
		statusAction: &action, isDone: 1, description: description, actionNum: step.actionNum, signature: signature,
		userID: userID, roleID: roleID})
}

// move is taking a port of a step: what openNextSteps needs.
type move struct {
	p            *processRow
	diagram      *Diagram
	from         *Node
	port         *Port
	actor        *actor
	nextAssignee *chosenAssignee
	voters       []int64
	date         *string
}

// openNextSteps opens the steps the port leads to, each with its assignee resolved; a port
// whose outcome is recreate, or a RE_CREATE step, starts a new round; END and CANCEL finish
// the process with their entry (not done). The process row and the record's status column
// then show where it stands.
func (s *Service) openNextSteps(ctx context.Context, tx *sql.Tx, m move) error {
	targets, err := m.diagram.targets(m.from.ID, m.port.ID)
	if err != nil {
		return err
	}
	if len(targets) == 0 {
		return fmt.Errorf("the port %s of %s leads nowhere", m.port.ID, m.from.ID)
	}
	newRound := m.port.Outcome == "recreate"
	needsStart := false
	for _, node := range targets {
		newRound = newRound || roundTypes[node.Type]
		needsStart = needsStart || node.Subject.SubjectType == "CREATOR"
	}
	actionNum := m.p.actionNum
	if newRound {
		actionNum++
	}
	var start *assignee
	if needsStart {
		var found assignee
		err := tx.QueryRowContext(ctx, `select role_id, user_id from tamga_process_step where process_id = $1
  and status_type = 'START' order by id limit 1`, m.p.id).Scan(&found.roleID, &found.userID)
		if err != nil && !errors.Is(err, sql.ErrNoRows) {
			return fmt.Errorf("reading the START step of process %d: %w", m.p.id, err)
		}
		if err == nil {
			start = &found
		}
	}
	finished := false
	shown := targets[0]
	for _, node := range targets {
		who, err := resolveSubject(node, m.actor, start)
		if err != nil {
			return err
		}
		if m.nextAssignee != nil && assignableByRole(node) && who.roleID != nil && *who.roleID == m.nextAssignee.roleID {
			userID := m.nextAssignee.userID
			who.userID = &userID
		}
		var due *string
		if datedTypes[node.Type] {
			due = m.date
		}
		stepID, err := insertStep(ctx, tx, m.p, node, who, actionNum, m.actor.userID, due)
		if err != nil {
			return err
		}
		if terminalTypes[node.Type] {
			if !finished {
				shown = node
			}
			finished = true
			err := appendHistory(ctx, tx, m.p.id, historyEntry{stepID: stepID, status: labelText(node.Label),
				statusType: node.Type, isDone: 0, actionNum: actionNum, userID: &m.actor.userID, roleID: &m.actor.roleID})
			if err != nil {
				return err
			}
			continue
		}
		if votedTypes[node.Type] {
			for _, voter := range m.voters {
				_, err := tx.ExecContext(ctx, `insert into tamga_vote (step_id, process_id, user_id) values ($1, $2, $3)`,
					stepID, m.p.id, voter)
				if err != nil {
					return fmt.Errorf("listing the council of step %d: %w", stepID, err)
				}
			}
		}
	}
	_, err = tx.ExecContext(ctx, `update tamga_process set status = $2, status_type = $3, action_num = $4,
  finished_at = case when $5 then now() else null end where id = $1`,
		m.p.id, labelText(shown.Label), shown.Type, actionNum, finished)
	if err != nil {
		return fmt.Errorf("moving process %d on: %w", m.p.id, err)
	}
	return s.writeRecordStatus(ctx, tx, m.p, m.diagram, shown.Type)
}

// writeRecordStatus writes the step type the record is at into the workflow's status column.
func (s *Service) writeRecordStatus(ctx context.Context, tx *sql.Tx, p *processRow, diagram *Diagram, status string) error {
	if s.records == nil || diagram.StatusColumn == "" {
		return nil
	}
	table, identity, ok := s.records.Place(p.krud)
	if !ok {
		return nil
	}
	_, err := tx.ExecContext(ctx, "update "+quote(table)+" set "+quote(diagram.StatusColumn)+" = $1 where "+
		quote(identity)+"::text = $2", status, p.rowID)
	if err != nil {
		return fmt.Errorf("writing the status of %s %s: %w", p.krud, p.rowID, err)
	}
	return nil
}

func quote(name string) string {
	return `"` + strings.ReplaceAll(name, `"`, `""`) + `"`
}

// tally is a vote's count so far.
type tally struct {
	supported, toRecreate, unsupported, notVoted int
	decision                                     string
}

// tallyVotes counts votes with the vote's rule, as @tamga/schema's tallyVotes does.
func tallyVotes(votes []storedVote, settings *VoteSettings) tally {
	var t tally
	for _, vote := range votes {
		switch {
		case vote.voted != 1:
			t.notVoted++
		case vote.approve != nil && *vote.approve == 1:
			t.supported++
		case vote.recreate != nil && *vote.recreate == 1:
			t.toRecreate++
		default:
			t.unsupported++
		}
	}
	voted := t.supported + t.toRecreate + t.unsupported
	listed := len(votes)
	enough := false
	switch settings.DecisionRule {
	case "simple_majority":
		enough = t.supported*2 >= voted
	case "absolute_majority":
		enough = t.supported*2 > listed
	case "unanimous":
		enough = t.supported == voted
	case "quorum":
		quorum := listed
		if settings.Quorum != nil {
			quorum = *settings.Quorum
		}
		enough = voted >= quorum && t.supported*2 >= voted
	}
	switch {
	case voted < settings.MinVoters:
		t.decision = "pending"
	case enough:
		t.decision = "approve"
	case t.toRecreate > t.unsupported:
		t.decision = "recreate"
	default:
		t.decision = "reject"
	}
	return t
}

// storedVote is a council member's row of tamga_vote.
type storedVote struct {
	userID   int64
	voted    int
	approve  *int
	recreate *int
}

func readVotes(ctx context.Context, q queryer, stepID int64) ([]storedVote, error) {
	rows, err := q.QueryContext(ctx, `select user_id, voted, approve, recreate from tamga_vote where step_id = $1 order by id`, stepID)
	if err != nil {
		return nil, fmt.Errorf("reading the votes of step %d: %w", stepID, err)
	}
	defer rows.Close()
	var votes []storedVote
	for rows.Next() {
		var vote storedVote
		if err := rows.Scan(&vote.userID, &vote.voted, &vote.approve, &vote.recreate); err != nil {
			return nil, fmt.Errorf("reading a vote: %w", err)
		}
		votes = append(votes, vote)
	}
	return votes, rows.Err()
}

// voteSettingsOf is a VOTE step's settings; WRONG_STEP_TYPE for any other step.
func voteSettingsOf(step *stepRow) (*VoteSettings, *Node, error) {
	node, err := step.node()
	if err != nil {
		return nil, nil, err
	}
	if step.statusType != "VOTE" || node.Vote == nil {
		return nil, nil, apierror.New("WRONG_STEP_TYPE")
	}
	return node.Vote, node, nil
}

// portForDecision is the port a decision takes: the one whose outcome it is, else the one
// without an outcome; a vote still pending counts as not supported.
func portForDecision(node *Node, decision string) (*Port, error) {
	if decision == "pending" {
		decision = "reject"
	}
	for index := range node.Ports {
		if node.Ports[index].Outcome == decision {
			return &node.Ports[index], nil
		}
	}
	for index := range node.Ports {
		if node.Ports[index].Outcome == "" {
			return &node.Ports[index], nil
		}
	}
	return nil, fmt.Errorf("the vote %s has no way out for %s", node.ID, decision)
}

// closeVote counts a vote with its rule, takes the port its decision names, writes the step's
// entry (closedBy nil: the last vote closed it) and opens the next steps.
func (s *Service) closeVote(ctx context.Context, tx *sql.Tx, p *processRow, step *stepRow, a *actor, closedBy *actor) error {
	settings, node, err := voteSettingsOf(step)
	if err != nil {
		return err
	}
	votes, err := readVotes(ctx, tx, step.id)
	if err != nil {
		return err
	}
	port, err := portForDecision(node, tallyVotes(votes, settings).decision)
	if err != nil {
		return err
	}
	var userID, roleID *int64
	if closedBy != nil {
		userID, roleID = &closedBy.userID, &closedBy.roleID
	}
	if err := closeStep(ctx, tx, p, step, port, labelText(port.Label), nil, nil, userID, roleID, nil); err != nil {
		return err
	}
	diagram, err := readDiagram(p.diagram)
	if err != nil {
		return err
	}
	return s.openNextSteps(ctx, tx, move{p: p, diagram: diagram, from: node, port: port, actor: a})
}

// Vote records a council member's vote with their description and signature: 403 for someone
// not listed, 409 for a second vote, 400 without a signature the step needs. The last
// member's vote closes the vote.
func (s *Service) Vote(ctx context.Context, user *auth.User, rawProcess, rawStep string, body []byte) (*State, error) {
	// The route's ids are read before its body, as Tamga reads them.
	if _, _, err := parseIDs(rawProcess, rawStep); err != nil {
		return nil, err
	}
	request, err := parseVote(body)
	if err != nil {
		return nil, err
	}
	return s.action(ctx, user, rawProcess, rawStep, true, func(tx *sql.Tx, p *processRow, step *stepRow, a *actor) error {
		if _, _, err := voteSettingsOf(step); err != nil {
			return err
		}
		var memberID int64
		var voted int
		err := tx.QueryRowContext(ctx, `select id, voted from tamga_vote where step_id = $1 and user_id = $2`,
			step.id, a.userID).Scan(&memberID, &voted)
		if errors.Is(err, sql.ErrNoRows) {
			return apierror.New("NOT_A_VOTER")
		}
		if err != nil {
			return fmt.Errorf("reading a council member: %w", err)
		}
		if voted == 1 {
			return apierror.New("ALREADY_VOTED")
		}
		signature, err := s.stepSignature(ctx, tx, step, request.Signature, a, voteLabels[request.Vote], p.id)
		if err != nil {
			return err
		}
		flag := func(on bool) int {
			if on {
				return 1
			}
			return 0
		}
		result, err := tx.ExecContext(ctx, `update tamga_vote set voted = 1, approve = $2, recreate = $3, description = $4,
  signature_image = $5, signature_date = now() where id = $1 and voted = 0`,
			memberID, flag(request.Vote == "approve"), flag(request.Vote == "recreate"), textOrNil(request.Description), signature)
		if err != nil {
			return fmt.Errorf("recording a vote: %w", err)
		}
		if count, err := result.RowsAffected(); err != nil || count != 1 {
			return apierror.New("ALREADY_VOTED")
		}
		var waiting bool
		if err := tx.QueryRowContext(ctx, `select exists (select 1 from tamga_vote where step_id = $1 and voted = 0)`,
			step.id).Scan(&waiting); err != nil {
			return fmt.Errorf("counting the votes left: %w", err)
		}
		if waiting {
			return nil
		}
		return s.closeVote(ctx, tx, p, step, a, nil)
	})
}

// CloseVote closes a vote before every member voted: only the one who prepared it, and only
// once the vote's minimum number of members voted.
func (s *Service) CloseVote(ctx context.Context, user *auth.User, rawProcess, rawStep string) (*State, error) {
	return s.action(ctx, user, rawProcess, rawStep, false, func(tx *sql.Tx, p *processRow, step *stepRow, a *actor) error {
		settings, _, err := voteSettingsOf(step)
		if err != nil {
			return err
		}
		if step.openedBy == nil || *step.openedBy != a.userID {
			return apierror.New("VOTE_CLOSE_FORBIDDEN")
		}
		var voted int
		if err := tx.QueryRowContext(ctx, `select count(*) from tamga_vote where step_id = $1 and voted = 1`, step.id).Scan(&voted); err != nil {
			return fmt.Errorf("counting the votes: %w", err)
		}
		if voted < settings.MinVoters {
			return apierror.New("VOTE_TOO_FEW_VOTES")
		}
		return s.closeVote(ctx, tx, p, step, a, a)
	})
}
