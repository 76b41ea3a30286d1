package records

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
	Status          bool              `json:"status"`
	Rows            []json.RawMessage `json:"rows"`
	Total           int64             `json:"total"`
	TotalIsEstimate bool              `json:"totalIsEstimate"`
	Page            int               `json:"page"`
	PageSize        int               `json:"pageSize"`
	FirstRowNumber  int               `json:"firstRowNumber"`
	Next            *string           `json:"next"`
	Consolidation   struct{}          `json:"consolidation"`
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
		// The whole `to` day is in the range.
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
