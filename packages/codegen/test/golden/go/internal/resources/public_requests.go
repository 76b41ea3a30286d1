package resources

import (
	"heritage-server/internal/records"
	"heritage-server/internal/validate"
)

// PublicRequests is the krud "public-requests" (Хүсэлтүүд) over the table public_request.
func PublicRequests() *records.Resource {
	r := &records.Resource{Krud: "public-requests", Table: "public_request", Identity: "id", SoftDelete: true, Timestamps: true}
	r.Actions = records.Actions{Update: true, Delete: true, Restore: true}
	r.Columns = []records.Column{
		{Name: "id", Kind: records.KindBigint, Identity: true},
		{Name: "kind", Kind: records.KindString},
		{Name: "name", Kind: records.KindString},
		{Name: "email", Kind: records.KindString},
		{Name: "phone", Kind: records.KindString},
		{Name: "message", Kind: records.KindString},
		{Name: "amount", Kind: records.KindDecimal},
		{Name: "content_item_id", Kind: records.KindBigint},
		{Name: "status", Kind: records.KindString},
		{Name: "staff_note", Kind: records.KindString},
		{Name: "created_at", Kind: records.KindTimestampTZ},
		{Name: "updated_at", Kind: records.KindTimestampTZ},
		{Name: "deleted_at", Kind: records.KindTimestampTZ},
	}
	r.CreateSchema.Properties = []validate.Property{
		{Name: "id", Rule: validate.Rule{Types: []string{"integer"}}},
		{Name: "kind", Rule: validate.Rule{Types: []string{"string"}, MaxLength: validate.Int(20), Enum: []any{"donation", "investment", "access"}}},
		{Name: "name", Rule: validate.Rule{Types: []string{"string"}, MaxLength: validate.Int(200)}},
		{Name: "email", Rule: validate.Rule{Types: []string{"string"}, Format: "email", MaxLength: validate.Int(200)}},
		{Name: "phone", Rule: validate.Rule{Types: []string{"string", "null"}, MaxLength: validate.Int(50)}},
		{Name: "amount", Rule: validate.Rule{Types: []string{"number", "null"}, ExclusiveMinimum: validate.Float(-100000000000000), ExclusiveMaximum: validate.Float(100000000000000)}},
		{Name: "content_item_id", Rule: validate.Rule{Types: []string{"integer", "null"}}},
		{Name: "message", Rule: validate.Rule{Types: []string{"string", "null"}}},
		{Name: "status", Rule: validate.Rule{Types: []string{"string"}, MinLength: validate.Int(1), MaxLength: validate.Int(20), Enum: []any{"new", "approved", "rejected", "answered"}}},
		{Name: "staff_note", Rule: validate.Rule{Types: []string{"string", "null"}, MaxLength: validate.Int(4000)}},
	}
	r.UpdateSchema.Properties = []validate.Property{
		{Name: "id", Rule: validate.Rule{Types: []string{"integer"}}},
		{Name: "kind", Rule: validate.Rule{Types: []string{"string"}, MaxLength: validate.Int(20), Enum: []any{"donation", "investment", "access"}}},
		{Name: "name", Rule: validate.Rule{Types: []string{"string"}, MaxLength: validate.Int(200)}},
		{Name: "email", Rule: validate.Rule{Types: []string{"string"}, Format: "email", MaxLength: validate.Int(200)}},
		{Name: "phone", Rule: validate.Rule{Types: []string{"string", "null"}, MaxLength: validate.Int(50)}},
		{Name: "amount", Rule: validate.Rule{Types: []string{"number", "null"}, ExclusiveMinimum: validate.Float(-100000000000000), ExclusiveMaximum: validate.Float(100000000000000)}},
		{Name: "content_item_id", Rule: validate.Rule{Types: []string{"integer", "null"}}},
		{Name: "message", Rule: validate.Rule{Types: []string{"string", "null"}}},
		{Name: "status", Rule: validate.Rule{Types: []string{"string"}, MinLength: validate.Int(1), MaxLength: validate.Int(20), Enum: []any{"new", "approved", "rejected", "answered"}}},
		{Name: "staff_note", Rule: validate.Rule{Types: []string{"string", "null"}, MaxLength: validate.Int(4000)}},
	}
	r.List.PageSize = 50
	r.List.MaxPageSize = 1000
	r.List.Columns = []string{"id", "kind", "name", "email", "phone", "amount", "message", "status"}
	r.List.Sortable = []string{"created_at", "amount"}
	r.List.DefaultSort = &records.Sort{Column: "created_at", Descending: true}
	r.List.Searchable = []string{"kind", "name", "email", "phone", "message", "status"}
	r.List.Filters = []records.Filter{
		{Column: "created_at", Type: records.DateRangeFilter, Match: records.Equals},
		{Column: "kind", Type: records.SetFilter, Match: records.Equals},
		{Column: "name", Type: records.TextFilter, Match: records.Contains},
		{Column: "email", Type: records.TextFilter, Match: records.Contains},
		{Column: "phone", Type: records.TextFilter, Match: records.StartsWith},
		{Column: "message", Type: records.TextFilter, Match: records.Contains},
		{Column: "status", Type: records.SetFilter, Match: records.Equals},
	}
	return r
}
