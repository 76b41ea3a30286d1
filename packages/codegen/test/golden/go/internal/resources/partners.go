package resources

import (
	"heritage-server/internal/records"
	"heritage-server/internal/validate"
)

// Partners is the krud "partners" (Хамтрагч байгууллага) over the table partner.
func Partners() *records.Resource {
	r := &records.Resource{Krud: "partners", Table: "partner", Identity: "id", SoftDelete: true, Timestamps: true}
	r.Actions = records.Actions{Create: true, Update: true, Delete: true, Restore: true}
	r.Columns = []records.Column{
		{Name: "id", Kind: records.KindBigint, Identity: true},
		{Name: "name", Kind: records.KindString},
		{Name: "partner_type", Kind: records.KindString},
		{Name: "logo", Kind: records.KindString},
		{Name: "website", Kind: records.KindString},
		{Name: "country", Kind: records.KindString},
		{Name: "cooperation_area", Kind: records.KindString},
		{Name: "description", Kind: records.KindString},
		{Name: "partner_since", Kind: records.KindDate},
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
		{Name: "partner_type", Rule: validate.Rule{Types: []string{"string"}, MinLength: validate.Int(1), MaxLength: validate.Int(20), Enum: []any{"government", "international", "ngo", "academic", "business"}}},
		{Name: "logo", Rule: validate.Rule{Types: []string{"string", "null"}}},
		{Name: "website", Rule: validate.Rule{Types: []string{"string", "null"}, Format: "uri", MaxLength: validate.Int(255)}},
		{Name: "country", Rule: validate.Rule{Types: []string{"string", "null"}, MaxLength: validate.Int(100)}},
		{Name: "cooperation_area", Rule: validate.Rule{Types: []string{"string", "null"}, MaxLength: validate.Int(255)}},
		{Name: "description", Rule: validate.Rule{Types: []string{"string", "null"}}},
		{Name: "partner_since", Rule: validate.Rule{Types: []string{"string", "null"}, Format: "date"}},
		{Name: "sort_order", Rule: validate.Rule{Types: []string{"integer"}, Minimum: validate.Float(0), Maximum: validate.Float(2147483647)}},
		{Name: "is_published", Rule: validate.Rule{Types: []string{"boolean"}}},
	}
	r.UpdateSchema.Properties = []validate.Property{
		{Name: "id", Rule: validate.Rule{Types: []string{"integer"}}},
		{Name: "name", Rule: validate.Rule{Types: []string{"string"}, MinLength: validate.Int(1), MaxLength: validate.Int(255)}},
		{Name: "partner_type", Rule: validate.Rule{Types: []string{"string"}, MinLength: validate.Int(1), MaxLength: validate.Int(20), Enum: []any{"government", "international", "ngo", "academic", "business"}}},
		{Name: "logo", Rule: validate.Rule{Types: []string{"string", "null"}}},
		{Name: "website", Rule: validate.Rule{Types: []string{"string", "null"}, Format: "uri", MaxLength: validate.Int(255)}},
		{Name: "country", Rule: validate.Rule{Types: []string{"string", "null"}, MaxLength: validate.Int(100)}},
		{Name: "cooperation_area", Rule: validate.Rule{Types: []string{"string", "null"}, MaxLength: validate.Int(255)}},
		{Name: "description", Rule: validate.Rule{Types: []string{"string", "null"}}},
		{Name: "partner_since", Rule: validate.Rule{Types: []string{"string", "null"}, Format: "date"}},
		{Name: "sort_order", Rule: validate.Rule{Types: []string{"integer"}, Minimum: validate.Float(0), Maximum: validate.Float(2147483647)}},
		{Name: "is_published", Rule: validate.Rule{Types: []string{"boolean"}}},
	}
	r.List.PageSize = 50
	r.List.MaxPageSize = 1000
	r.List.Columns = []string{"id", "logo", "name", "partner_type", "country", "cooperation_area", "website", "partner_since", "sort_order", "is_published"}
	r.List.Sortable = []string{"name", "partner_since", "sort_order"}
	r.List.DefaultSort = &records.Sort{Column: "sort_order"}
	r.List.Searchable = []string{"logo", "name", "partner_type", "country", "cooperation_area", "website"}
	r.List.Filters = []records.Filter{
		{Column: "name", Type: records.TextFilter, Match: records.Contains},
		{Column: "partner_type", Type: records.SetFilter, Match: records.Equals},
		{Column: "country", Type: records.SetFilter, Match: records.Equals},
		{Column: "partner_since", Type: records.DateRangeFilter, Match: records.Equals},
		{Column: "is_published", Type: records.SetFilter, Match: records.Equals},
	}
	return r
}
