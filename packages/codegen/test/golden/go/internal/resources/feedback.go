package resources

import (
	"regexp"

	"heritage-server/internal/records"
	"heritage-server/internal/validate"
)

// Feedback is the krud "feedback" (Санал хүсэлт) over the table feedback.
func Feedback() *records.Resource {
	r := &records.Resource{Krud: "feedback", Table: "feedback", Identity: "id", SoftDelete: true, Timestamps: true}
	r.Actions = records.Actions{Update: true, Delete: true, Restore: true}
	r.Columns = []records.Column{
		{Name: "id", Kind: records.KindBigint, Identity: true},
		{Name: "name", Kind: records.KindString},
		{Name: "email", Kind: records.KindString},
		{Name: "phone", Kind: records.KindString},
		{Name: "topic", Kind: records.KindString},
		{Name: "message", Kind: records.KindString},
		{Name: "status", Kind: records.KindString},
		{Name: "reply", Kind: records.KindString},
		{Name: "replied_at", Kind: records.KindTimestampTZ},
		{Name: "created_at", Kind: records.KindTimestampTZ},
		{Name: "updated_at", Kind: records.KindTimestampTZ},
		{Name: "deleted_at", Kind: records.KindTimestampTZ},
	}
	r.CreateSchema.Properties = []validate.Property{
		{Name: "id", Rule: validate.Rule{Types: []string{"integer"}}},
		{Name: "name", Rule: validate.Rule{Types: []string{"string"}, MaxLength: validate.Int(150)}},
		{Name: "email", Rule: validate.Rule{Types: []string{"string", "null"}, Format: "email", MaxLength: validate.Int(150)}},
		{Name: "phone", Rule: validate.Rule{Types: []string{"string", "null"}, MaxLength: validate.Int(20), Pattern: regexp.MustCompile(`^[0-9]{8}$`)}},
		{Name: "topic", Rule: validate.Rule{Types: []string{"string"}, MaxLength: validate.Int(20), Enum: []any{"question", "suggestion", "complaint", "thanks"}}},
		{Name: "message", Rule: validate.Rule{Types: []string{"string"}}},
		{Name: "status", Rule: validate.Rule{Types: []string{"string"}, MinLength: validate.Int(1), MaxLength: validate.Int(20), Enum: []any{"new", "in-progress", "answered", "closed"}}},
		{Name: "reply", Rule: validate.Rule{Types: []string{"string", "null"}, MaxLength: validate.Int(4000)}},
		{Name: "replied_at", Rule: validate.Rule{Types: []string{"string", "null"}, Format: "date-time"}},
	}
	r.UpdateSchema.Properties = []validate.Property{
		{Name: "id", Rule: validate.Rule{Types: []string{"integer"}}},
		{Name: "name", Rule: validate.Rule{Types: []string{"string"}, MaxLength: validate.Int(150)}},
		{Name: "email", Rule: validate.Rule{Types: []string{"string", "null"}, Format: "email", MaxLength: validate.Int(150)}},
		{Name: "phone", Rule: validate.Rule{Types: []string{"string", "null"}, MaxLength: validate.Int(20), Pattern: regexp.MustCompile(`^[0-9]{8}$`)}},
		{Name: "topic", Rule: validate.Rule{Types: []string{"string"}, MaxLength: validate.Int(20), Enum: []any{"question", "suggestion", "complaint", "thanks"}}},
		{Name: "message", Rule: validate.Rule{Types: []string{"string"}}},
		{Name: "status", Rule: validate.Rule{Types: []string{"string"}, MinLength: validate.Int(1), MaxLength: validate.Int(20), Enum: []any{"new", "in-progress", "answered", "closed"}}},
		{Name: "reply", Rule: validate.Rule{Types: []string{"string", "null"}, MaxLength: validate.Int(4000)}},
		{Name: "replied_at", Rule: validate.Rule{Types: []string{"string", "null"}, Format: "date-time"}},
	}
	r.List.PageSize = 50
	r.List.MaxPageSize = 1000
	r.List.Columns = []string{"id", "name", "email", "phone", "topic", "message", "status", "replied_at"}
	r.List.Sortable = []string{"created_at", "replied_at"}
	r.List.DefaultSort = &records.Sort{Column: "created_at", Descending: true}
	r.List.Searchable = []string{"name", "email", "phone", "topic", "message", "status"}
	r.List.Filters = []records.Filter{
		{Column: "created_at", Type: records.DateRangeFilter, Match: records.Equals},
		{Column: "name", Type: records.TextFilter, Match: records.Contains},
		{Column: "email", Type: records.TextFilter, Match: records.Contains},
		{Column: "phone", Type: records.TextFilter, Match: records.StartsWith},
		{Column: "topic", Type: records.SetFilter, Match: records.Equals},
		{Column: "message", Type: records.TextFilter, Match: records.Contains},
		{Column: "status", Type: records.SetFilter, Match: records.Equals},
	}
	return r
}
