package records

import (
	"bytes"
	"encoding/json"
	"io"
	"sort"
	"strconv"
	"strings"

	"heritage-server/internal/apierror"
)

// The list's `filter=`: a JSON object of column filters, read as Tamga reads it (@tamga/schema
// runtime/list-request.ts readListFilter, then each value checked against its column), with the
// same issues at the same places and in the same order, and compiled into bound conditions.

// member is one member of a JSON object.
type member struct {
	key   string
	value any
}

// isArrayIndex is whether JavaScript orders a key as an array index: before every other key,
// in numeric order.
func isArrayIndex(key string) bool {
	if key == "0" {
		return true
	}
	if key == "" || key[0] < '1' || key[0] > '9' {
		return false
	}
	n, err := strconv.ParseUint(key, 10, 32)
	return err == nil && n < 1<<32-1
}

// objectMembers reads a JSON object's members in the order JavaScript's Object.entries gives
// them after JSON.parse: array-index keys first in numeric order, then the others in the order
// they were written, a repeated key keeping its first place and its last value. False when the
// text is not one JSON object.
func objectMembers(raw string) ([]member, bool) {
	decoder := json.NewDecoder(bytes.NewReader([]byte(raw)))
	decoder.UseNumber()
	if token, err := decoder.Token(); err != nil || token != json.Delim('{') {
		return nil, false
	}
	var members []member
	places := map[string]int{}
	for decoder.More() {
		token, err := decoder.Token()
		key, ok := token.(string)
		if err != nil || !ok {
			return nil, false
		}
		var value any
		if err := decoder.Decode(&value); err != nil {
			return nil, false
		}
		if place, seen := places[key]; seen {
			members[place].value = value
			continue
		}
		places[key] = len(members)
		members = append(members, member{key, value})
	}
	if token, err := decoder.Token(); err != nil || token != json.Delim('}') {
		return nil, false
	}
	if _, err := decoder.Token(); err != io.EOF {
		return nil, false
	}
	sort.SliceStable(members, func(i, j int) bool {
		a, b := isArrayIndex(members[i].key), isArrayIndex(members[j].key)
		if a && b {
			x, _ := strconv.ParseUint(members[i].key, 10, 32)
			y, _ := strconv.ParseUint(members[j].key, 10, 32)
			return x < y
		}
		return a && !b
	})
	return members, true
}

// readFilter reads `filter=` into the list's conditions, adding an issue per column whose
// filter is not one the grid offers, in its shape and within its column's type.
func (r *Resource) readFilter(s *statement, raw string, issues *[]apierror.Issue) []string {
	members, ok := objectMembers(raw)
	if !ok {
		*issues = append(*issues, queryIssue("/filter", "filter-json", "JSON объект байх ёстой", "must be a JSON object"))
		return nil
	}
	var where []string
	for _, m := range members {
		condition, issue := r.filterCondition(s, m.key, m.value)
		if issue != nil {
			*issues = append(*issues, *issue)
			continue
		}
		if condition != "" {
			where = append(where, condition)
		}
	}
	return where
}

func filterIssue(path, code, mn, en string) (string, *apierror.Issue) {
	issue := queryIssue(path, code, mn, en)
	return "", &issue
}

// filterBoundIssue is the issue of a range filter's bound that is not a number (or, for
// dates, not a day YYYY-MM-DD).
func filterBoundIssue(field, bound string, numbers bool) (string, *apierror.Issue) {
	if numbers {
		return filterIssue("/filter/"+field+"/"+bound, "filter-bound", "тоо байх ёстой", "must be a number")
	}
	return filterIssue("/filter/"+field+"/"+bound, "filter-bound", "YYYY-MM-DD огноо байх ёстой", "must be a date YYYY-MM-DD")
}

// filterCondition is the SQL of one column's filter, "" when it narrows nothing, or its issue.
func (r *Resource) filterCondition(s *statement, field string, given any) (string, *apierror.Issue) {
	at := "/filter/" + field
	filter, ok := r.findFilter(field)
	if !ok {
		return filterIssue(at, "unknown-filter-field",
			`"`+field+`" баганаар шүүх боломжгүй`, `"`+field+`" cannot be filtered`)
	}
	value, ok := given.(map[string]any)
	if !ok {
		return filterIssue(at, "filter-not-object", "объект байх ёстой", "must be an object")
	}
	column := quote(filter.Column)
	switch filter.Type {
	case TextFilter:
		text, ok := isListText(value["text"], maxSearchLength)
		if !ok {
			return filterIssue(at, "filter-text",
				`"text" нь NUL тэмдэгтгүй, `+strconv.Itoa(maxSearchLength)+" хүртэл тэмдэгт байна",
				`needs "text" of at most `+strconv.Itoa(maxSearchLength)+" characters, without a NUL character")
		}
		switch {
		case text == "":
			return "", nil
		case filter.Match == Equals:
			return column + " = " + s.arg(text), nil
		case filter.Match == StartsWith:
			return column + "::text ilike " + s.arg(likePattern(text)+"%"), nil
		default:
			return column + "::text ilike " + s.arg("%"+likePattern(text)+"%"), nil
		}
	case NumberRangeFilter, DateRangeFilter:
		return r.rangeCondition(s, filter, field, value)
	}
	if _, hasIn := value["in"]; !hasIn && filter.Label != nil {
		if label, present := value["label"]; present {
			return r.labelCondition(s, filter, at, label)
		}
	}
	items, ok := value["in"].([]any)
	valid := ok && len(items) <= maxFilterValues
	for _, item := range items {
		valid = valid && isPrimitive(item)
	}
	if !valid {
		return filterIssue(at, "filter-values",
			`"in" нь `+strconv.Itoa(maxFilterValues)+" хүртэл утгын жагсаалт байна",
			`needs "in": a list of at most `+strconv.Itoa(maxFilterValues)+" values")
	}
	if len(items) == 0 {
		// One of no values: no row.
		return "false", nil
	}
	target, known := r.comparedColumn(filter.Column)
	args := make([]string, len(items))
	for i, item := range items {
		bound, problem := checkValue(target, known, listedValue(target, known, item), maxSearchLength)
		if problem != nil {
			return "", &apierror.Issue{Path: at + "/in/" + strconv.Itoa(i), Code: "filter-value", Message: *problem}
		}
		args[i] = s.arg(bound)
	}
	return column + " in (" + strings.Join(args, ", ") + ")", nil
}

// rangeCondition is a number or date range's conditions: either bound may be left out, both
// are inclusive, and `to` takes the whole of its day.
func (r *Resource) rangeCondition(s *statement, filter Filter, field string, value map[string]any) (string, *apierror.Issue) {
	numbers := filter.Type == NumberRangeFilter
	bounds := map[string]any{}
	for _, bound := range []string{"from", "to"} {
		given, present := value[bound]
		if !present || given == nil {
			continue
		}
		if numbers {
			if _, ok := jsonNumber(given); !ok {
				return filterBoundIssue(field, bound, true)
			}
		} else if text, ok := given.(string); !ok || !dayPattern.MatchString(text) {
			return filterBoundIssue(field, bound, false)
		}
		bounds[bound] = given
	}
	target, known := r.comparedColumn(filter.Column)
	column := quote(filter.Column)
	var parts []string
	for _, bound := range []string{"from", "to"} {
		given, present := bounds[bound]
		if !present {
			continue
		}
		if numbers {
			checked, problem := checkValue(target, known, given, maxSearchLength)
			if problem != nil {
				return filterBoundIssue(field, bound, true)
			}
			if bound == "from" {
				parts = append(parts, column+" >= "+s.arg(checked))
			} else {
				parts = append(parts, column+" <= "+s.arg(checked))
			}
			continue
		}
		day := given.(string)
		if !isCalendarDay(dayPattern.FindStringSubmatch(day)) {
			return filterBoundIssue(field, bound, false)
		}
		if bound == "from" {
			parts = append(parts, column+" >= "+s.arg(day))
		} else {
			// The whole `to` day is in the range.
			parts = append(parts, column+" < ("+s.arg(day)+"::date + 1)")
		}
	}
	return strings.Join(parts, " and "), nil
}

// labelCondition is a relation filter by its related rows' label: the rows whose related row's
// label columns (translations included) hold the words in any of their spellings.
func (r *Resource) labelCondition(s *statement, filter Filter, at string, given any) (string, *apierror.Issue) {
	label, ok := isListText(given, maxSearchLength)
	if !ok {
		return filterIssue(at, "filter-label",
			`"label" нь NUL тэмдэгтгүй, `+strconv.Itoa(maxSearchLength)+" хүртэл тэмдэгт байна",
			`needs "label" of at most `+strconv.Itoa(maxSearchLength)+" characters, without a NUL character")
	}
	variants := searchVariants(strings.TrimSpace(label))
	if len(variants) == 0 {
		return "", nil
	}
	patterns := make([]string, len(variants))
	for i, variant := range variants {
		patterns[i] = s.arg("%" + likePattern(variant) + "%")
	}
	related := *filter.Label
	related.Field = filter.Column
	return r.labelMatch(related, patterns), nil
}
