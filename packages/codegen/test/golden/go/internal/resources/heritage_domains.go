package resources

import (
	"heritage-server/internal/records"
	"heritage-server/internal/validate"
)

// HeritageDomains is the krud "heritage-domains" (Өвийн төрөл) over the table heritage_domain.
func HeritageDomains() *records.Resource {
	r := &records.Resource{Krud: "heritage-domains", Table: "heritage_domain", Identity: "id", Timestamps: true}
	r.Actions = records.Actions{Create: true, Update: true, Delete: true}
	r.Columns = []records.Column{
		{Name: "id", Kind: records.KindBigint, Identity: true},
		{Name: "name", Kind: records.KindString},
		{Name: "description", Kind: records.KindString},
		{Name: "created_at", Kind: records.KindTimestampTZ},
		{Name: "updated_at", Kind: records.KindTimestampTZ},
	}
	r.CreateSchema.Required = []string{"name"}
	r.CreateSchema.Properties = []validate.Property{
		{Name: "id", Rule: validate.Rule{Types: []string{"integer"}}},
		{Name: "name", Rule: validate.Rule{Types: []string{"string"}, MinLength: validate.Int(1), MaxLength: validate.Int(255)}},
		{Name: "description", Rule: validate.Rule{Types: []string{"string", "null"}}},
	}
	r.UpdateSchema.Properties = []validate.Property{
		{Name: "id", Rule: validate.Rule{Types: []string{"integer"}}},
		{Name: "name", Rule: validate.Rule{Types: []string{"string"}, MinLength: validate.Int(1), MaxLength: validate.Int(255)}},
		{Name: "description", Rule: validate.Rule{Types: []string{"string", "null"}}},
	}
	r.UniqueFields = []string{"name"}
	r.List.PageSize = 50
	r.List.MaxPageSize = 1000
	r.List.Columns = []string{"id", "name", "description"}
	r.List.Sortable = []string{"name"}
	r.List.DefaultSort = &records.Sort{Column: "name"}
	r.List.Searchable = []string{"name", "description"}
	r.List.Filters = []records.Filter{
		{Column: "name", Type: records.TextFilter, Match: records.Contains},
		{Column: "description", Type: records.TextFilter, Match: records.Contains},
	}
	return r
}
