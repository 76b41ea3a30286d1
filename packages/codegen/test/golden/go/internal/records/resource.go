// Package records is the one implementation of the `/records/{krud}` API: list, show, create,
// update, delete and restore, driven by each resource's descriptor (see package resources).
package records

import (
	"context"
	"database/sql"
	"encoding/json"

	"heritage-server/internal/validate"
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

// The filter types: `{text}`, `{from, to}` and `{in: [...]}`.
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
	// Label is a relation filter's related rows, whose labels `{label}` words are looked for in.
	Label *Label
}

// Sort is a list order.
type Sort struct {
	Column     string
	Descending bool
}

// Label is a relation column's label, read from the related table in the list's own
// statement and answered as `{Field}__label`.
type Label struct {
	Field, Table, Key string
	// Fields are the related row's columns, joined with a space.
	Fields []string
}

// Consolidation is an aggregate over every row the list's filters keep, answered in the
// page's `consolidation` as `{Aggregate}_{Column}`.
type Consolidation struct {
	// Aggregate is one of sum, avg, count, min and max.
	Aggregate, Column string
}

// List is how a resource's list is read.
type List struct {
	// Columns are what a row of the list carries: the identity, the grid's columns and their
	// translations, never a write-only field.
	Columns        []string
	Labels         []Label
	Consolidations []Consolidation
	// SearchLabels are the relation columns a search finds by their related row's label.
	SearchLabels []Label
	Sortable     []string
	DefaultSort  *Sort
	Filters      []Filter
	Searchable   []string
	PageSize     int
	MaxPageSize  int
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
	// Workflow resources start an approval process per record; their list rows carry its id.
	Workflow bool
	Actions  Actions
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
