package resources

import (
	"regexp"

	"heritage-server/internal/records"
	"heritage-server/internal/validate"
)

// Aimags is the krud "aimags" (Аймаг) over the table aimag.
func Aimags() *records.Resource {
	r := &records.Resource{Krud: "aimags", Table: "aimag", Identity: "id", Timestamps: true}
	r.Actions = records.Actions{Create: true, Update: true}
	r.Columns = []records.Column{
		{Name: "id", Kind: records.KindBigint, Identity: true},
		{Name: "name", Kind: records.KindString},
		{Name: "code", Kind: records.KindString},
		{Name: "boundary", Kind: records.KindJSON},
		{Name: "created_at", Kind: records.KindTimestampTZ},
		{Name: "updated_at", Kind: records.KindTimestampTZ},
	}
	r.CreateSchema.Required = []string{"name"}
	r.CreateSchema.Properties = []validate.Property{
		{Name: "id", Rule: validate.Rule{Types: []string{"integer"}}},
		{Name: "name", Rule: validate.Rule{Types: []string{"string"}, MinLength: validate.Int(1), MaxLength: validate.Int(100)}},
		{Name: "code", Rule: validate.Rule{Types: []string{"string", "null"}, MaxLength: validate.Int(10), Pattern: regexp.MustCompile(`^MN-[0-9]{1,3}$`)}},
		{Name: "boundary", Rule: validate.Rule{}},
	}
	r.UpdateSchema.Properties = []validate.Property{
		{Name: "id", Rule: validate.Rule{Types: []string{"integer"}}},
		{Name: "name", Rule: validate.Rule{Types: []string{"string"}, MinLength: validate.Int(1), MaxLength: validate.Int(100)}},
		{Name: "code", Rule: validate.Rule{Types: []string{"string", "null"}, MaxLength: validate.Int(10), Pattern: regexp.MustCompile(`^MN-[0-9]{1,3}$`)}},
		{Name: "boundary", Rule: validate.Rule{}},
	}
	r.UniqueFields = []string{"name"}
	r.List.PageSize = 20
	r.List.MaxPageSize = 1000
	r.List.Columns = []string{"id", "name", "code"}
	r.List.Sortable = []string{"name", "code"}
	r.List.DefaultSort = &records.Sort{Column: "name"}
	r.List.Searchable = []string{"name", "code"}
	r.List.Filters = []records.Filter{
		{Column: "name", Type: records.TextFilter, Match: records.Contains},
		{Column: "code", Type: records.TextFilter, Match: records.StartsWith},
	}
	return r
}
