package records

import (
	"bytes"
	"context"
	"database/sql"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"net/url"
	"strconv"
	"strings"
	"time"

	"heritage-server/internal/access"
	"heritage-server/internal/apierror"
	"heritage-server/internal/auth"
)

// Page is the answer of a list.
type Page struct {
	Status          bool              `json:"status"`
	Rows            []json.RawMessage `json:"rows"`
	Total           int64             `json:"total"`
	TotalIsEstimate bool              `json:"totalIsEstimate"`
	Page            int               `json:"page"`
	PageSize        int               `json:"pageSize"`
	FirstRowNumber  int               `json:"firstRowNumber"`
	Next            *string           `json:"next"`
	Consolidation   json.RawMessage   `json:"consolidation"`
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
	if _, fits := isListText(values.Get("search"), maxSearchLength); !fits {
		issues = append(issues, queryIssue("/search", "search-length",
			"NUL тэмдэгтгүй, "+strconv.Itoa(maxSearchLength)+" хүртэл тэмдэгт",
			"at most "+strconv.Itoa(maxSearchLength)+" characters, without a NUL character"))
	}
	// The search in every spelling of the term (Cyrillic and Latin-typed Mongolian find each
	// other), over the visible text columns and the visible relations' labels, as Tamga's.
	if variants := searchVariants(values.Get("search")); len(variants) > 0 &&
		(len(r.List.Searchable) > 0 || len(r.List.SearchLabels) > 0) {
		patterns := make([]string, len(variants))
		for i, variant := range variants {
			patterns[i] = s.arg("%" + likePattern(variant) + "%")
		}
		var parts []string
		for _, column := range r.List.Searchable {
			for _, pattern := range patterns {
				parts = append(parts, r.sortColumn(column)+"::text ilike "+pattern)
			}
		}
		for _, label := range r.List.SearchLabels {
			parts = append(parts, r.labelMatch(label, patterns))
		}
		q.where = append(q.where, "("+strings.Join(parts, " or ")+")")
	}
	if len(issues) > 0 {
		return nil, apierror.Invalid("querystring", issues...)
	}
	return q, nil
}

// labelMatch is the condition of the rows whose related row's label columns match one of the
// bound patterns: a search and a relation's label filter alike, as Tamga's searched condition.
func (r *Resource) labelMatch(label Label, patterns []string) string {
	var matches []string
	for _, field := range label.Fields {
		for _, pattern := range patterns {
			matches = append(matches, "l."+quote(field)+"::text ilike "+pattern)
		}
	}
	return r.sortColumn(label.Field) + " in (select l." + quote(label.Key) + " from " + quote(label.Table) +
		" as l where " + strings.Join(matches, " or ") + ")"
}

func (r *Resource) readSort(raw string, issues *[]apierror.Issue) []Sort {
	if raw == "" {
		if r.List.DefaultSort != nil {
			return []Sort{*r.List.DefaultSort}
		}
		return nil
	}
	var order []Sort
	seen := map[string]bool{}
	for _, part := range strings.Split(raw, ",") {
		key := Sort{Column: strings.TrimPrefix(part, "-"), Descending: strings.HasPrefix(part, "-")}
		if seen[key.Column] {
			continue
		}
		if !contains(r.List.Sortable, key.Column) {
			issue := queryIssue("/sort", "unknown-sort-field",
				`"`+key.Column+`" баганаар эрэмбэлэх боломжгүй`, `"`+key.Column+`" cannot be sorted by`)
			issue.Params = map[string]any{"field": key.Column}
			*issues = append(*issues, issue)
			continue
		}
		seen[key.Column] = true
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

func contains(list []string, value string) bool {
	for _, item := range list {
		if item == value {
			return true
		}
	}
	return false
}

// listSelect is what a row of the list carries, in the order Tamga's list answers it: the
// list's columns, each relation's label from its related table, when the deleted rows are
// listed their deletion time, the version, and a workflow record's process id.
func (r *Resource) listSelect(s *statement, deleted bool) string {
	names := make([]string, 0, len(r.List.Columns)+len(r.List.Labels)+3)
	for _, name := range r.List.Columns {
		column, _ := r.column(name)
		names = append(names, selectItem(r.Table, column))
	}
	for _, label := range r.List.Labels {
		parts := make([]string, len(label.Fields))
		for i, field := range label.Fields {
			parts[i] = "l." + quote(field) + "::text"
		}
		text := parts[0]
		if len(parts) > 1 {
			text = "concat_ws(' ', " + strings.Join(parts, ", ") + ")"
		}
		names = append(names, "(select "+text+" from "+quote(label.Table)+" as l where l."+quote(label.Key)+
			" = "+r.sortColumn(label.Field)+" limit 1) as "+quote(label.Field+labelSuffix))
	}
	if deleted {
		column, _ := r.column("deleted_at")
		names = append(names, selectItem(r.Table, column))
	}
	names = append(names, quote(r.Table)+".xmin::text as "+quote(versionField))
	if r.Workflow {
		names = append(names, "(select p.id from tamga_process as p where p.krud = "+s.arg(r.Krud)+
			" and p.row_id = "+r.sortColumn(r.Identity)+"::text) as "+quote(processIDField))
	}
	return strings.Join(names, ", ")
}

// selectItem reads a column as Tamga's own server sends it (see selectList).
func selectItem(table string, column Column) string {
	name := quote(table) + "." + quote(column.Name)
	switch column.Kind {
	case KindDecimal:
		return name + "::text as " + quote(column.Name)
	case KindTimestampTZ:
		return "to_char(" + name + ` at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as ` + quote(column.Name)
	default:
		return name
	}
}

// sqlType is the type a cursor's value is compared as, that of its column.
func sqlType(kind Kind) string {
	switch kind {
	case KindInteger, KindBigint:
		return "bigint"
	case KindDecimal:
		return "numeric"
	case KindBoolean:
		return "boolean"
	case KindDate:
		return "date"
	case KindTimestamp:
		return "timestamp"
	case KindTimestampTZ:
		return "timestamptz"
	case KindTime:
		return "time"
	case KindUUID:
		return "uuid"
	default:
		return "text"
	}
}

// castable is whether text can be cast to a column of kind, so a doctored cursor is refused
// as one rather than failing in the database.
func castable(kind Kind, text string) bool {
	switch kind {
	case KindInteger, KindBigint:
		_, err := strconv.ParseInt(text, 10, 64)
		return err == nil
	case KindDecimal:
		_, err := strconv.ParseFloat(text, 64)
		return err == nil
	case KindBoolean:
		return text == "true" || text == "false"
	case KindDate:
		return len(text) >= 10 && validDate(text[:10])
	case KindTimestamp, KindTimestampTZ:
		_, err := time.Parse(time.RFC3339Nano, text)
		if err != nil {
			_, err = time.Parse("2006-01-02"+"T15:04:05.999999999", text) // no offset: a timestamp without a zone
		}
		return err == nil
	case KindTime:
		_, err := time.Parse("15:04:05", text)
		return err == nil
	case KindUUID:
		return uuidPattern.MatchString(text)
	default:
		return true
	}
}

// afterCondition reads a `next` cursor (the sort values and identity of the previous page's
// last row, as base64url JSON) into the condition of the rows after it, for keys in order:
// (a, b, id) after (x, y, z) is a > x or (a = x and (b > y or (b = y and id > z))), each
// comparison in its key's direction. False when the cursor is not one of this order.
func (r *Resource) afterCondition(s *statement, raw string, keys []Sort) (string, bool) {
	decoded, err := base64.RawURLEncoding.DecodeString(raw)
	if err != nil {
		return "", false
	}
	decoder := json.NewDecoder(bytes.NewReader(decoded))
	decoder.UseNumber()
	var values []any
	if err := decoder.Decode(&values); err != nil || len(values) != len(keys) {
		return "", false
	}
	condition := ""
	for i := len(keys) - 1; i >= 0; i-- {
		column, ok := r.column(keys[i].Column)
		if !ok {
			return "", false
		}
		var text string
		switch v := values[i].(type) {
		case string:
			text = v
		case json.Number:
			text = v.String()
		case bool:
			text = strconv.FormatBool(v)
		default:
			return "", false
		}
		if !castable(column.Kind, text) {
			return "", false
		}
		value := s.arg(text) + "::" + sqlType(column.Kind)
		operator := " > "
		if keys[i].Descending {
			operator = " < "
		}
		target := r.sortColumn(keys[i].Column)
		if condition == "" {
			condition = target + operator + value
		} else {
			condition = "(" + target + operator + value + " or (" + target + " = " + value + " and " + condition + "))"
		}
	}
	return condition, true
}

// cursor is the `next` of a full page: its last row's sort values and identity, or nil when
// one of them is null (no cursor can point past it).
func cursor(last json.RawMessage, keys []Sort) *string {
	var row map[string]json.RawMessage
	if err := json.Unmarshal(last, &row); err != nil {
		return nil
	}
	parts := make([]string, len(keys))
	for i, key := range keys {
		value, ok := row[key.Column]
		if !ok || string(value) == "null" {
			return nil
		}
		parts[i] = string(value)
	}
	text := base64.RawURLEncoding.EncodeToString([]byte("[" + strings.Join(parts, ",") + "]"))
	return &text
}

// consolidation is the page's `consolidation`: each aggregate's value as a number (null when
// no row has one), in the grid's order, as Tamga answers it.
func (r *Resource) consolidation(values []sql.NullString) json.RawMessage {
	parts := make([]string, len(r.List.Consolidations))
	for i, c := range r.List.Consolidations {
		name, _ := json.Marshal(c.Aggregate + "_" + c.Column)
		value := "null"
		if values[i].Valid {
			if n, err := strconv.ParseFloat(values[i].String, 64); err == nil {
				number, _ := json.Marshal(n)
				value = string(number)
			}
		}
		parts[i] = string(name) + ":" + value
	}
	return json.RawMessage("{" + strings.Join(parts, ",") + "}")
}

// List answers a page of the rows the caller may read, its total and the grid's
// consolidations over every row the filters keep.
func (svc *Service) List(ctx context.Context, r *Resource, user *auth.User, values url.Values) (*Page, error) {
	conditions, err := svc.policy.Check(user, r.Krud, access.Read)
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
		if conditions, err = svc.policy.Check(user, r.Krud, access.Delete); err != nil {
			return nil, err
		}
	}
	keys := append([]Sort{}, q.order...)
	identitySorted := false
	for _, key := range keys {
		identitySorted = identitySorted || key.Column == r.Identity
	}
	if !identitySorted {
		keys = append(keys, Sort{Column: r.Identity})
	}
	where := append(r.scope(s, user, conditions, q.deleted), q.where...)
	answer := &Page{
		Status:         true,
		Rows:           []json.RawMessage{},
		Page:           q.page,
		PageSize:       q.pageSize,
		FirstRowNumber: (q.page-1)*q.pageSize + 1,
	}
	totals := []string{"count(*)::bigint"}
	for _, c := range r.List.Consolidations {
		totals = append(totals, c.Aggregate+"("+r.sortColumn(c.Column)+")::text")
	}
	counted := make([]sql.NullString, len(totals))
	targets := make([]any, len(totals))
	for i := range counted {
		targets[i] = &counted[i]
	}
	text := "select " + strings.Join(totals, ", ") + " from " + quote(r.Table) + whereClause(where)
	if err := svc.db.QueryRowContext(ctx, text, s.args...).Scan(targets...); err != nil {
		return nil, dbError(fmt.Errorf("counting %s: %w", r.Krud, err))
	}
	answer.Total, _ = strconv.ParseInt(counted[0].String, 10, 64)
	answer.Consolidation = r.consolidation(counted[1:])

	window := " limit " + s.arg(q.pageSize)
	if raw := values.Get("after"); raw != "" {
		after, ok := r.afterCondition(s, raw, keys)
		if !ok {
			return nil, apierror.Invalid("querystring",
				queryIssue("/after", "cursor", "энэ эрэмбийн курсор биш", "is not a cursor of this sort"))
		}
		where = append(where, after)
	} else {
		window += " offset " + s.arg((q.page-1)*q.pageSize)
	}
	order := make([]string, len(keys))
	for i, key := range keys {
		order[i] = r.sortColumn(key.Column) + " asc"
		if key.Descending {
			order[i] = r.sortColumn(key.Column) + " desc"
		}
	}
	text = "select row_to_json(r)::text from (select " + r.listSelect(s, q.deleted) + " from " + quote(r.Table) +
		whereClause(where) + " order by " + strings.Join(order, ", ") + window + ") r"
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
	if len(answer.Rows) == q.pageSize {
		answer.Next = cursor(answer.Rows[len(answer.Rows)-1], keys)
	}
	return answer, nil
}
