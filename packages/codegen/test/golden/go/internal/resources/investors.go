package resources

import (
	"heritage-server/internal/records"
	"heritage-server/internal/validate"
)

// Investors is the krud "investors" (Хөрөнгө оруулагч) over the table investor.
func Investors() *records.Resource {
	r := &records.Resource{Krud: "investors", Table: "investor", Identity: "id", SoftDelete: true, Timestamps: true}
	r.Actions = records.Actions{Create: true, Update: true, Delete: true, Restore: true}
	r.Columns = []records.Column{
		{Name: "id", Kind: records.KindBigint, Identity: true},
		{Name: "name", Kind: records.KindString},
		{Name: "investor_type", Kind: records.KindString},
		{Name: "logo", Kind: records.KindString},
		{Name: "website", Kind: records.KindString},
		{Name: "description", Kind: records.KindString},
		{Name: "project", Kind: records.KindString},
		{Name: "invested_amount", Kind: records.KindDecimal},
		{Name: "invested_at", Kind: records.KindDate},
		{Name: "sort_order", Kind: records.KindInteger},
		{Name: "is_published", Kind: records.KindBoolean},
		{Name: "created_at", Kind: records.KindTimestampTZ},
		{Name: "updated_at", Kind: records.KindTimestampTZ},
		{Name: "deleted_at", Kind: records.KindTimestampTZ},
	}
	r.CreateSchema.Required = []string{"name"}
	r.CreateSchema.Properties = []validate.Property{
		{Name: "id", Rule: validate.Rule{Types: []string{"integer"}}},
		{Name: "name", Rule: validate.Rule{Types: []string{"string"}, MinLength: validate.Int(1), MaxLength: validate.Int(255)}},
		{Name: "investor_type", Rule: validate.Rule{Types: []string{"string"}, MinLength: validate.Int(1), MaxLength: validate.Int(20), Enum: []any{"individual", "organization"}}},
		{Name: "logo", Rule: validate.Rule{Types: []string{"string", "null"}}},
		{Name: "website", Rule: validate.Rule{Types: []string{"string", "null"}, Format: "uri", MaxLength: validate.Int(255)}},
		{Name: "project", Rule: validate.Rule{Types: []string{"string", "null"}, MaxLength: validate.Int(255)}},
		{Name: "invested_amount", Rule: validate.Rule{Types: []string{"number", "null"}, Minimum: validate.Float(0), ExclusiveMinimum: validate.Float(-1000000000000), ExclusiveMaximum: validate.Float(1000000000000)}},
		{Name: "invested_at", Rule: validate.Rule{Types: []string{"string", "null"}, Format: "date"}},
		{Name: "description", Rule: validate.Rule{Types: []string{"string", "null"}}},
		{Name: "sort_order", Rule: validate.Rule{Types: []string{"integer"}, Minimum: validate.Float(0), Maximum: validate.Float(2147483647)}},
		{Name: "is_published", Rule: validate.Rule{Types: []string{"boolean"}}},
	}
	r.UpdateSchema.Properties = []validate.Property{
		{Name: "id", Rule: validate.Rule{Types: []string{"integer"}}},
		{Name: "name", Rule: validate.Rule{Types: []string{"string"}, MinLength: validate.Int(1), MaxLength: validate.Int(255)}},
		{Name: "investor_type", Rule: validate.Rule{Types: []string{"string"}, MinLength: validate.Int(1), MaxLength: validate.Int(20), Enum: []any{"individual", "organization"}}},
		{Name: "logo", Rule: validate.Rule{Types: []string{"string", "null"}}},
		{Name: "website", Rule: validate.Rule{Types: []string{"string", "null"}, Format: "uri", MaxLength: validate.Int(255)}},
		{Name: "project", Rule: validate.Rule{Types: []string{"string", "null"}, MaxLength: validate.Int(255)}},
		{Name: "invested_amount", Rule: validate.Rule{Types: []string{"number", "null"}, Minimum: validate.Float(0), ExclusiveMinimum: validate.Float(-1000000000000), ExclusiveMaximum: validate.Float(1000000000000)}},
		{Name: "invested_at", Rule: validate.Rule{Types: []string{"string", "null"}, Format: "date"}},
		{Name: "description", Rule: validate.Rule{Types: []string{"string", "null"}}},
		{Name: "sort_order", Rule: validate.Rule{Types: []string{"integer"}, Minimum: validate.Float(0), Maximum: validate.Float(2147483647)}},
		{Name: "is_published", Rule: validate.Rule{Types: []string{"boolean"}}},
	}
	r.List.PageSize = 50
	r.List.MaxPageSize = 1000
	r.List.Columns = []string{"id", "logo", "name", "investor_type", "project", "invested_amount", "invested_at", "sort_order", "is_published"}
	r.List.Consolidations = []records.Consolidation{
		{Aggregate: "sum", Column: "invested_amount"},
	}
	r.List.Sortable = []string{"name", "invested_amount", "invested_at", "sort_order"}
	r.List.DefaultSort = &records.Sort{Column: "invested_at", Descending: true}
	r.List.Searchable = []string{"logo", "name", "investor_type", "project"}
	r.List.Filters = []records.Filter{
		{Column: "name", Type: records.TextFilter, Match: records.Contains},
		{Column: "investor_type", Type: records.SetFilter, Match: records.Equals},
		{Column: "project", Type: records.TextFilter, Match: records.Contains},
		{Column: "invested_amount", Type: records.NumberRangeFilter, Match: records.Equals},
		{Column: "invested_at", Type: records.DateRangeFilter, Match: records.Equals},
		{Column: "is_published", Type: records.SetFilter, Match: records.Equals},
	}
	return r
}
