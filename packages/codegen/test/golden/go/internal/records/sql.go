package records

import (
	"encoding/json"
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/lib/pq"

	"heritage-server/internal/access"
	"heritage-server/internal/auth"
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

// selectList is the columns a record answers with, and its version (`xmin`, which every
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
			names = append(names, "to_char("+name+` at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as `+name)
		default:
			names = append(names, name)
		}
	}
	return strings.Join(append(names, "xmin::text as "+quote(versionField)), ", ")
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
			where = append(where, `"deleted_at" is not null`)
		} else {
			where = append(where, `"deleted_at" is null`)
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

var uuidPattern = regexp.MustCompile(`(?i)^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$`)

// parseID reads the `{id}` of a path as the identity column's kind; false when it cannot be one
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
	return strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`).Replace(text)
}
