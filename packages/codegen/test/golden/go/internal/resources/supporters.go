package resources

import (
	"heritage-server/internal/records"
	"heritage-server/internal/validate"
)

// Supporters is the krud "supporters" (Дэмжигч) over the table supporter.
func Supporters() *records.Resource {
	r := &records.Resource{Krud: "supporters", Table: "supporter", Identity: "id", SoftDelete: true, Timestamps: true}
	r.Actions = records.Actions{Create: true, Update: true, Delete: true, Restore: true}
	r.Columns = []records.Column{
		{Name: "id", Kind: records.KindBigint, Identity: true},
		{Name: "name", Kind: records.KindString},
		{Name: "supporter_type", Kind: records.KindString},
		{Name: "logo", Kind: records.KindString},
		{Name: "website", Kind: records.KindString},
		{Name: "description", Kind: records.KindString},
		{Name: "support_amount", Kind: records.KindDecimal},
		{Name: "supported_at", Kind: records.KindDate},
		{Name: "is_published", Kind: records.KindBoolean},
		{Name: "created_at", Kind: records.KindTimestampTZ},
		{Name: "updated_at", Kind: records.KindTimestampTZ},
		{Name: "deleted_at", Kind: records.KindTimestampTZ},
	}
	r.CreateSchema.Required = []string{"name"}
	r.CreateSchema.Properties = []validate.Property{
		{Name: "id", Rule: validate.Rule{Types: []string{"integer"}}},
		{Name: "name", Rule: validate.Rule{Types: []string{"string"}, MinLength: validate.Int(1), MaxLength: validate.Int(255)}},
		{Name: "supporter_type", Rule: validate.Rule{Types: []string{"string"}, MinLength: validate.Int(1), MaxLength: validate.Int(20), Enum: []any{"individual", "organization"}}},
		{Name: "logo", Rule: validate.Rule{Types: []string{"string", "null"}}},
		{Name: "website", Rule: validate.Rule{Types: []string{"string", "null"}, Format: "uri", MaxLength: validate.Int(255)}},
		{Name: "description", Rule: validate.Rule{Types: []string{"string", "null"}}},
		{Name: "support_amount", Rule: validate.Rule{Types: []string{"number", "null"}, Minimum: validate.Float(0), ExclusiveMinimum: validate.Float(-1000000000000), ExclusiveMaximum: validate.Float(1000000000000)}},
		{Name: "supported_at", Rule: validate.Rule{Types: []string{"string", "null"}, Format: "date"}},
		{Name: "is_published", Rule: validate.Rule{Types: []string{"boolean"}}},
	}
	r.UpdateSchema.Properties = []validate.Property{
		{Name: "id", Rule: validate.Rule{Types: []string{"integer"}}},
		{Name: "name", Rule: validate.Rule{Types: []string{"string"}, MinLength: validate.Int(1), MaxLength: validate.Int(255)}},
		{Name: "supporter_type", Rule: validate.Rule{Types: []string{"string"}, MinLength: validate.Int(1), MaxLength: validate.Int(20), Enum: []any{"individual", "organization"}}},
		{Name: "logo", Rule: validate.Rule{Types: []string{"string", "null"}}},
		{Name: "website", Rule: validate.Rule{Types: []string{"string", "null"}, Format: "uri", MaxLength: validate.Int(255)}},
		{Name: "description", Rule: validate.Rule{Types: []string{"string", "null"}}},
		{Name: "support_amount", Rule: validate.Rule{Types: []string{"number", "null"}, Minimum: validate.Float(0), ExclusiveMinimum: validate.Float(-1000000000000), ExclusiveMaximum: validate.Float(1000000000000)}},
		{Name: "supported_at", Rule: validate.Rule{Types: []string{"string", "null"}, Format: "date"}},
		{Name: "is_published", Rule: validate.Rule{Types: []string{"boolean"}}},
	}
	r.List.PageSize = 50
	r.List.MaxPageSize = 1000
	r.List.Columns = []string{"id", "logo", "name", "supporter_type", "website", "support_amount", "supported_at", "is_published"}
	r.List.Consolidations = []records.Consolidation{
		{Aggregate: "sum", Column: "support_amount"},
	}
	r.List.Sortable = []string{"name", "support_amount", "supported_at"}
	r.List.DefaultSort = &records.Sort{Column: "supported_at", Descending: true}
	r.List.Searchable = []string{"logo", "name", "supporter_type", "website"}
	r.List.Filters = []records.Filter{
		{Column: "name", Type: records.TextFilter, Match: records.Contains},
		{Column: "supporter_type", Type: records.SetFilter, Match: records.Equals},
		{Column: "support_amount", Type: records.NumberRangeFilter, Match: records.Equals},
		{Column: "supported_at", Type: records.DateRangeFilter, Match: records.Equals},
		{Column: "is_published", Type: records.SetFilter, Match: records.Equals},
	}
	return r
}
