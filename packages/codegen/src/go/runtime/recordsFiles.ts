// Go source the generator writes as it is, but for `__MODULE__` (the generated module path)
// and `__NAME__` (the project's name). Keep it gofmt-clean: the Go server test runs gofmt -l.

/** The one implementation of `/records/{krud}` (`internal/records`), driven by the generated descriptors. */
export const RECORDS_FILES: ReadonlyArray<readonly [path: string, contents: string]> = [
  [
    'internal/records/resource.go',
    `// Package records is the one implementation of the \`/records/{krud}\` API: list, show, create,
// update, delete and restore, driven by each resource's descriptor (see package resources).
package records

import (
	"context"
	"database/sql"
	"encoding/json"

	"__MODULE__/internal/validate"
)

// Kind is what a column's value is; it decides how a value is bound and how an id is parsed.
type Kind string

// The kinds of column values.
const (
	KindString      Kind = "string"
	KindUUID        Kind = "uuid"
	KindInteger     Kind = "integer"
	KindBigint      Kind = "bigint"
	KindDecimal     Kind = "decimal"
	KindBoolean     Kind = "boolean"
	KindDate        Kind = "date"
	KindTimestamp   Kind = "timestamp"
	KindTimestampTZ Kind = "timestamptz"
	KindTime        Kind = "time"
	KindJSON        Kind = "json"
	KindGeometry    Kind = "geometry"
)

// Column is one column of a resource's table.
type Column struct {
	Name string
	Kind Kind
	// Identity columns take the database's next value when a create leaves them empty.
	Identity bool
	// Hidden columns (write-only fields) are never sent back.
	Hidden bool
}

// FilterType is the shape of a list filter's value.
type FilterType string

// The filter types: \`{text}\`, \`{from, to}\` and \`{in: [...]}\`.
const (
	TextFilter        FilterType = "text"
	NumberRangeFilter FilterType = "number-range"
	DateRangeFilter   FilterType = "date-range"
	SetFilter         FilterType = "set"
)

// Match is how a text filter compares.
type Match string

// The text matches.
const (
	Contains   Match = "contains"
	StartsWith Match = "starts-with"
	Equals     Match = "equals"
)

// Filter is a column the list filters on.
type Filter struct {
	Column string
	Type   FilterType
	Match  Match
}

// Sort is a list order.
type Sort struct {
	Column     string
	Descending bool
}

// List is how a resource's list is read.
type List struct {
	Sortable    []string
	DefaultSort *Sort
	Filters     []Filter
	Searchable  []string
	PageSize    int
	MaxPageSize int
}

// Actions are the writes a resource offers; reading is always offered.
type Actions struct {
	Create, Update, Delete, Restore bool
}

// Resource describes one krud: its table, what it accepts and how it lists.
type Resource struct {
	Krud       string
	Table      string
	Identity   string
	Columns    []Column
	SoftDelete bool
	Timestamps bool
	// Public resources may be listed and shown without signing in.
	Public  bool
	Actions Actions
	// CreateSchema and UpdateSchema are what a create and an update accept.
	CreateSchema       validate.Schema
	UpdateSchema       validate.Schema
	UniqueFields       []string
	CurrentUserColumns []string
	List               List
}

func (r *Resource) column(name string) (Column, bool) {
	for _, column := range r.Columns {
		if column.Name == name {
			return column, true
		}
	}
	return Column{}, false
}

// Hooks are called around every write, inside its transaction: an error undoes the write and
// answers the request (an *apierror.Error as itself, anything else as SERVER_ERROR). Values
// are the decoded JSON values about to be written (json.Number for numbers) and may be changed.
type Hooks struct {
	BeforeCreate func(ctx context.Context, tx *sql.Tx, krud string, values map[string]any) error
	AfterCreate  func(ctx context.Context, tx *sql.Tx, krud string, record json.RawMessage) error
	BeforeUpdate func(ctx context.Context, tx *sql.Tx, krud string, before json.RawMessage, values map[string]any) error
	AfterUpdate  func(ctx context.Context, tx *sql.Tx, krud string, record json.RawMessage) error
	BeforeDelete func(ctx context.Context, tx *sql.Tx, krud string, id string) error
	AfterDelete  func(ctx context.Context, tx *sql.Tx, krud string, id string) error
	AfterRestore func(ctx context.Context, tx *sql.Tx, krud string, id string) error
}
`,
  ],
  [
    'internal/records/sql.go',
    `package records

import (
	"encoding/json"
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/lib/pq"

	"__MODULE__/internal/access"
	"__MODULE__/internal/auth"
)

// statement collects SQL text and its bound values; every value is a parameter.
type statement struct {
	args []any
}

// arg binds value and returns its placeholder.
func (s *statement) arg(value any) string {
	s.args = append(s.args, value)
	return "$" + strconv.Itoa(len(s.args))
}

func quote(name string) string {
	return pq.QuoteIdentifier(name)
}

// selectList is the columns a record answers with, and its version (\`xmin\`, which every
// write changes). Values read as Tamga's own server sends them: decimals as text (no float
// rounding), timestamps with a time zone in UTC with milliseconds, as JavaScript writes a Date.
func (r *Resource) selectList() string {
	names := make([]string, 0, len(r.Columns)+1)
	for _, column := range r.Columns {
		if column.Hidden {
			continue
		}
		name := quote(column.Name)
		switch column.Kind {
		case KindDecimal:
			names = append(names, name+"::text as "+name)
		case KindTimestampTZ:
			names = append(names, "to_char("+name+\` at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as \`+name)
		default:
			names = append(names, name)
		}
	}
	return strings.Join(append(names, "xmin::text as _version"), ", ")
}

// sortColumn names a column of the table itself, not the select list's text of it.
func (r *Resource) sortColumn(name string) string {
	return quote(r.Table) + "." + quote(name)
}

// scope is the conditions every read and write of existing rows carries: live (or deleted)
// rows only, and the caller's row conditions.
func (r *Resource) scope(s *statement, user *auth.User, conditions []access.Condition, deleted bool) []string {
	var where []string
	if r.SoftDelete {
		if deleted {
			where = append(where, \`"deleted_at" is not null\`)
		} else {
			where = append(where, \`"deleted_at" is null\`)
		}
	}
	for _, condition := range conditions {
		switch condition.Type {
		case access.CurrentUser:
			where = append(where, quote(condition.Column)+" = "+s.arg(user.ID))
		case access.UserOrganizations:
			where = append(where, quote(condition.Column)+
				" in (select org_id from tamga_user_organization where user_id = "+s.arg(user.ID)+")")
		default:
			// A condition this server does not know matches nothing rather than everything.
			where = append(where, "false")
		}
	}
	return where
}

func whereClause(conditions []string) string {
	if len(conditions) == 0 {
		return ""
	}
	return " where " + strings.Join(conditions, " and ")
}

var uuidPattern = regexp.MustCompile(\`(?i)^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$\`)

// parseID reads the \`{id}\` of a path as the identity column's kind; false when it cannot be one
// (the record then does not exist).
func (r *Resource) parseID(raw string) (any, bool) {
	column, _ := r.column(r.Identity)
	switch column.Kind {
	case KindInteger:
		id, err := strconv.ParseInt(raw, 10, 32)
		return id, err == nil
	case KindBigint:
		id, err := strconv.ParseInt(raw, 10, 64)
		return id, err == nil
	case KindUUID:
		return raw, uuidPattern.MatchString(raw)
	default:
		return raw, raw != ""
	}
}

// bind is the placeholder of a value for column, converted to what the driver sends.
func bind(s *statement, column Column, value any) (string, error) {
	if value == nil {
		return s.arg(nil), nil
	}
	if column.Kind == KindJSON {
		text, err := json.Marshal(value)
		if err != nil {
			return "", fmt.Errorf("encoding %s: %w", column.Name, err)
		}
		return s.arg(string(text)) + "::jsonb", nil
	}
	switch v := value.(type) {
	case json.Number:
		return s.arg(v.String()), nil
	case string, bool, int64:
		return s.arg(v), nil
	default:
		text, err := json.Marshal(v)
		if err != nil {
			return "", fmt.Errorf("encoding %s: %w", column.Name, err)
		}
		return s.arg(string(text)), nil
	}
}

// likePattern escapes the LIKE wildcards of text.
func likePattern(text string) string {
	return strings.NewReplacer(\`\\\`, \`\\\\\`, \`%\`, \`\\%\`, \`_\`, \`\\_\`).Replace(text)
}
`,
  ],
  [
    'internal/records/list.go',
    `package records

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/url"
	"sort"
	"strconv"
	"strings"

	"github.com/lib/pq"

	"__MODULE__/internal/access"
	"__MODULE__/internal/apierror"
	"__MODULE__/internal/auth"
)

// Page is the answer of a list.
type Page struct {
	Status          bool              \`json:"status"\`
	Rows            []json.RawMessage \`json:"rows"\`
	Total           int64             \`json:"total"\`
	TotalIsEstimate bool              \`json:"totalIsEstimate"\`
	Page            int               \`json:"page"\`
	PageSize        int               \`json:"pageSize"\`
	FirstRowNumber  int               \`json:"firstRowNumber"\`
	Next            *string           \`json:"next"\`
	Consolidation   struct{}          \`json:"consolidation"\`
}

// listQuery is a list request, read and checked.
type listQuery struct {
	page, pageSize int
	order          []Sort
	where          []string
	deleted        bool
}

func queryIssue(path, code, mn, en string) apierror.Issue {
	return apierror.Issue{Path: path, Code: code, Message: apierror.Message{Mn: mn, En: en}}
}

// positive reads a query integer in [1, max] (no upper bound when max is 0), adding an issue
// and answering fallback when it is not one.
func positive(values url.Values, name string, fallback, max int, issues *[]apierror.Issue) int {
	raw := values.Get(name)
	if raw == "" {
		return fallback
	}
	n, err := strconv.Atoi(raw)
	switch {
	case err != nil:
		*issues = append(*issues, queryIssue("/"+name, "type", "бүхэл тоо байх ёстой", "must be a whole number"))
	case n < 1:
		*issues = append(*issues, queryIssue("/"+name, "minimum", "1-с бага байж болохгүй", "must be at least 1"))
	case max > 0 && n > max:
		*issues = append(*issues, queryIssue("/"+name, "maximum",
			strconv.Itoa(max)+"-с их байж болохгүй", "must be at most "+strconv.Itoa(max)))
	default:
		return n
	}
	return fallback
}

// readListQuery reads page, pageSize, sort, filter, search and deleted, binding every value.
func (r *Resource) readListQuery(s *statement, values url.Values) (*listQuery, error) {
	var issues []apierror.Issue
	q := &listQuery{
		page:     positive(values, "page", 1, 0, &issues),
		pageSize: positive(values, "pageSize", r.List.PageSize, r.List.MaxPageSize, &issues),
		deleted:  r.SoftDelete && values.Get("deleted") == "true",
	}
	q.order = r.readSort(values.Get("sort"), &issues)
	if raw := values.Get("filter"); raw != "" {
		q.where = append(q.where, r.readFilter(s, raw, &issues)...)
	}
	if search := strings.TrimSpace(values.Get("search")); search != "" && len(r.List.Searchable) > 0 {
		placeholder := s.arg("%" + likePattern(search) + "%")
		parts := make([]string, len(r.List.Searchable))
		for i, column := range r.List.Searchable {
			parts[i] = quote(column) + "::text ilike " + placeholder
		}
		q.where = append(q.where, "("+strings.Join(parts, " or ")+")")
	}
	if len(issues) > 0 {
		return nil, apierror.Invalid("querystring", issues...)
	}
	return q, nil
}

func (r *Resource) readSort(raw string, issues *[]apierror.Issue) []Sort {
	if raw == "" {
		if r.List.DefaultSort != nil {
			return []Sort{*r.List.DefaultSort}
		}
		return nil
	}
	var order []Sort
	for _, part := range strings.Split(raw, ",") {
		part = strings.TrimSpace(part)
		key := Sort{Column: strings.TrimPrefix(part, "-"), Descending: strings.HasPrefix(part, "-")}
		if !contains(r.List.Sortable, key.Column) {
			*issues = append(*issues, queryIssue("/sort", "unknown-sort-field",
				"энэ баганаар эрэмбэлэхгүй: "+key.Column, "cannot sort by "+key.Column))
			continue
		}
		order = append(order, key)
	}
	return order
}

func (r *Resource) findFilter(column string) (Filter, bool) {
	for _, filter := range r.List.Filters {
		if filter.Column == column {
			return filter, true
		}
	}
	return Filter{}, false
}

func (r *Resource) readFilter(s *statement, raw string, issues *[]apierror.Issue) []string {
	decoder := json.NewDecoder(bytes.NewReader([]byte(raw)))
	decoder.UseNumber()
	var given map[string]map[string]any
	if err := decoder.Decode(&given); err != nil {
		*issues = append(*issues, queryIssue("/filter", "type",
			"шүүлт нь JSON объект байх ёстой", "must be a JSON object of column filters"))
		return nil
	}
	columns := make([]string, 0, len(given))
	for column := range given {
		columns = append(columns, column)
	}
	sort.Strings(columns)
	var where []string
	for _, column := range columns {
		path := "/filter/" + column
		filter, ok := r.findFilter(column)
		if !ok {
			*issues = append(*issues, queryIssue(path, "unknown-filter-field",
				"энэ баганаар шүүхгүй", "cannot filter by this column"))
			continue
		}
		condition, ok := filterCondition(s, filter, given[column])
		if !ok {
			*issues = append(*issues, queryIssue(path, "type", "шүүлтийн утга буруу байна", "is not a valid filter value"))
			continue
		}
		if condition != "" {
			where = append(where, condition)
		}
	}
	return where
}

// filterCondition is the SQL of one filter, "" when it filters nothing; false when the value
// does not fit the filter.
func filterCondition(s *statement, filter Filter, value map[string]any) (string, bool) {
	column := quote(filter.Column)
	switch filter.Type {
	case TextFilter:
		text, ok := value["text"].(string)
		if !ok {
			return "", value["text"] == nil
		}
		if text == "" {
			return "", true
		}
		switch filter.Match {
		case Equals:
			return column + "::text = " + s.arg(text), true
		case StartsWith:
			return column + "::text ilike " + s.arg(likePattern(text)+"%"), true
		default:
			return column + "::text ilike " + s.arg("%"+likePattern(text)+"%"), true
		}
	case NumberRangeFilter, DateRangeFilter:
		var parts []string
		for _, bound := range []string{"from", "to"} {
			raw, present := value[bound]
			if !present || raw == nil || raw == "" {
				continue
			}
			part, ok := rangeBound(s, filter, column, bound, raw)
			if !ok {
				return "", false
			}
			parts = append(parts, part)
		}
		return strings.Join(parts, " and "), true
	case SetFilter:
		items, ok := value["in"].([]any)
		if !ok {
			return "", false
		}
		if len(items) == 0 {
			return "", true
		}
		texts := make([]string, 0, len(items))
		withNull := false
		for _, item := range items {
			switch v := item.(type) {
			case nil:
				withNull = true
			case string:
				texts = append(texts, v)
			case json.Number:
				texts = append(texts, v.String())
			case bool:
				texts = append(texts, strconv.FormatBool(v))
			default:
				return "", false
			}
		}
		condition := column + "::text = any(" + s.arg(pq.Array(texts)) + "::text[])"
		if withNull {
			condition = "(" + condition + " or " + column + " is null)"
		}
		return condition, true
	}
	return "", false
}

func rangeBound(s *statement, filter Filter, column, bound string, raw any) (string, bool) {
	operator := ">="
	if bound == "to" {
		operator = "<="
	}
	if filter.Type == NumberRangeFilter {
		var text string
		switch v := raw.(type) {
		case json.Number:
			text = v.String()
		case string:
			text = strings.TrimSpace(v)
		default:
			return "", false
		}
		if _, err := strconv.ParseFloat(text, 64); err != nil {
			return "", false
		}
		return column + " " + operator + " " + s.arg(text) + "::numeric", true
	}
	text, ok := raw.(string)
	if !ok || len(text) < 10 || !validDate(text[:10]) {
		return "", false
	}
	if bound == "to" {
		// The whole \`to\` day is in the range.
		return column + " < " + s.arg(text[:10]) + "::date + 1", true
	}
	return column + " >= " + s.arg(text[:10]) + "::date", true
}

func contains(list []string, value string) bool {
	for _, item := range list {
		if item == value {
			return true
		}
	}
	return false
}

// List answers a page of the rows the caller may read.
func (svc *Service) List(ctx context.Context, r *Resource, user *auth.User, values url.Values) (*Page, error) {
	conditions, err := svc.policy.Check(user, r.Krud, access.Read, r.Public)
	if err != nil {
		return nil, err
	}
	s := &statement{}
	q, err := r.readListQuery(s, values)
	if err != nil {
		return nil, err
	}
	if q.deleted {
		// The deleted rows are the ones a restore brings back: shown to those who may delete.
		if conditions, err = svc.policy.Check(user, r.Krud, access.Delete, false); err != nil {
			return nil, err
		}
	}
	where := append(r.scope(s, user, conditions, q.deleted), q.where...)
	from := " from " + quote(r.Table) + whereClause(where)
	answer := &Page{
		Status:         true,
		Rows:           []json.RawMessage{},
		Page:           q.page,
		PageSize:       q.pageSize,
		FirstRowNumber: (q.page-1)*q.pageSize + 1,
	}
	if err := svc.db.QueryRowContext(ctx, "select count(*)"+from, s.args...).Scan(&answer.Total); err != nil {
		return nil, dbError(fmt.Errorf("counting %s: %w", r.Krud, err))
	}
	order := make([]string, 0, len(q.order)+1)
	identitySorted := false
	for _, key := range q.order {
		direction := " asc"
		if key.Descending {
			direction = " desc"
		}
		order = append(order, r.sortColumn(key.Column)+direction)
		identitySorted = identitySorted || key.Column == r.Identity
	}
	if !identitySorted {
		order = append(order, r.sortColumn(r.Identity)+" asc")
	}
	limit := s.arg(q.pageSize)
	offset := s.arg((q.page - 1) * q.pageSize)
	text := "select row_to_json(r)::text from (select " + r.selectList() + from +
		" order by " + strings.Join(order, ", ") + " limit " + limit + " offset " + offset + ") r"
	rows, err := svc.db.QueryContext(ctx, text, s.args...)
	if err != nil {
		return nil, dbError(fmt.Errorf("listing %s: %w", r.Krud, err))
	}
	defer rows.Close()
	for rows.Next() {
		var row string
		if err := rows.Scan(&row); err != nil {
			return nil, fmt.Errorf("reading %s: %w", r.Krud, err)
		}
		answer.Rows = append(answer.Rows, json.RawMessage(row))
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("listing %s: %w", r.Krud, err)
	}
	return answer, nil
}
`,
  ],
  [
    'internal/records/service.go',
    `package records

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
	db     *sql.DB
	policy *access.Policy
	hooks  Hooks
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
	conditions, err := svc.policy.Check(user, r.Krud, access.Read, r.Public)
	if err != nil {
		return nil, err
	}
	id, ok := r.parseID(rawID)
	if !ok {
		return nil, errNotFound
	}
	s := &statement{}
	return readRow(ctx, svc.db, r.rowSelect(s, user, conditions, id, ""), s.args)
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
			where = append(where, \`"deleted_at" is null\`)
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
	if _, err := svc.policy.Check(user, r.Krud, access.Create, false); err != nil {
		return nil, err
	}
	if err := r.checkBody(r.CreateSchema, body); err != nil {
		return nil, err
	}
	values := r.columnValues(body, true)
	for _, column := range r.CurrentUserColumns {
		values[column] = json.Number(strconv.FormatInt(user.ID, 10))
	}
	var record json.RawMessage
	err := svc.inTx(ctx, func(tx *sql.Tx) error {
		if svc.hooks.BeforeCreate != nil {
			if err := svc.hooks.BeforeCreate(ctx, tx, r.Krud, values); err != nil {
				return err
			}
		}
		if err := r.requireUnique(ctx, tx, values, nil); err != nil {
			return err
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
		if svc.hooks.AfterCreate != nil {
			return svc.hooks.AfterCreate(ctx, tx, r.Krud, record)
		}
		return nil
	})
	return record, err
}

// Update changes the fields sent when the record is still at version, and answers it.
func (svc *Service) Update(ctx context.Context, r *Resource, user *auth.User, rawID, version string, body map[string]any) (json.RawMessage, error) {
	conditions, err := svc.policy.Check(user, r.Krud, access.Update, false)
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
	var record json.RawMessage
	err = svc.inTx(ctx, func(tx *sql.Tx) error {
		s := &statement{}
		before, err := readRow(ctx, tx, r.rowSelect(s, user, conditions, id, " for update"), s.args)
		if err != nil {
			return err
		}
		var current struct {
			Version string \`json:"_version"\`
		}
		if err := json.Unmarshal(before, &current); err != nil {
			return fmt.Errorf("reading the version: %w", err)
		}
		if current.Version != version {
			return apierror.New("RECORD_CHANGED")
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
					sets = append(sets, \`"updated_at" = now()\`)
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
	conditions, err := svc.policy.Check(user, r.Krud, access.Delete, false)
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
			text = "update " + quote(r.Table) + \` set "deleted_at" = now()\` + whereClause(where)
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
	conditions, err := svc.policy.Check(user, r.Krud, access.Delete, false)
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
		text := "update " + quote(r.Table) + \` set "deleted_at" = null\` + whereClause(where)
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
`,
  ],
  [
    'internal/records/dberror.go',
    `package records

import (
	"errors"
	"regexp"
	"strings"

	"github.com/lib/pq"

	"__MODULE__/internal/apierror"
)

// keyDetail finds the column in PostgreSQL's \`Key (column)=(value) …\` detail.
var keyDetail = regexp.MustCompile(\`^Key \\(([^),]+)[^)]*\\)=\`)

func uniqueIssue(column string) apierror.Issue {
	return apierror.Issue{Path: "/" + column, Code: "unique", Message: apierror.Message{
		Mn: "энэ утга өөр бичлэгт байна", En: "is already used by another record",
	}}
}

// dbError turns the database refusing what was sent into VALIDATION_FAILED (bad input is
// never a server error); any other error is returned as it is.
func dbError(err error) error {
	var pqErr *pq.Error
	if !errors.As(err, &pqErr) {
		return err
	}
	column := ""
	if match := keyDetail.FindStringSubmatch(pqErr.Detail); match != nil {
		column = match[1]
	}
	path := ""
	if column != "" {
		path = "/" + column
	}
	issue := func(path, code, mn, en string) error {
		return apierror.Invalid("body", apierror.Issue{Path: path, Code: code, Message: apierror.Message{Mn: mn, En: en}})
	}
	switch {
	case pqErr.Code == "23505":
		return apierror.Invalid("body", uniqueIssue(column))
	case pqErr.Code == "23503" && strings.Contains(pqErr.Detail, "is still referenced"):
		return issue("", "referenced", "энэ бичлэгийг өөр бичлэг ашиглаж байна", "is used by other records")
	case pqErr.Code == "23503":
		return issue(path, "reference", "холбох бичлэг олдсонгүй", "refers to a record that does not exist")
	case pqErr.Code == "23502":
		return issue("/"+pqErr.Column, "required", "заавал бөглөнө", "is required")
	case pqErr.Code == "23514":
		return issue(path, "check", "утга зөвшөөрөгдөхгүй", "is not an allowed value")
	case pqErr.Code.Class() == "22":
		return issue(path, "type", "утга буруу байна", "is not a valid value: "+pqErr.Message)
	}
	return err
}
`,
  ],
]
