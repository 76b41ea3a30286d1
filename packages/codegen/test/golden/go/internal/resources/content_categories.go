package resources

import (
	"regexp"

	"heritage-server/internal/records"
	"heritage-server/internal/validate"
)

// ContentCategories is the krud "content-categories" (Контентын ангилал) over the table content_category.
func ContentCategories() *records.Resource {
	r := &records.Resource{Krud: "content-categories", Table: "content_category", Identity: "id", Timestamps: true}
	r.Actions = records.Actions{Create: true, Update: true}
	r.Columns = []records.Column{
		{Name: "id", Kind: records.KindBigint, Identity: true},
		{Name: "slug", Kind: records.KindString},
		{Name: "name", Kind: records.KindString},
		{Name: "name_en", Kind: records.KindString},
		{Name: "name_ko", Kind: records.KindString},
		{Name: "description", Kind: records.KindString},
		{Name: "cover_image", Kind: records.KindString},
		{Name: "icon", Kind: records.KindString},
		{Name: "sort_order", Kind: records.KindInteger},
		{Name: "is_published", Kind: records.KindBoolean},
		{Name: "created_at", Kind: records.KindTimestampTZ},
		{Name: "updated_at", Kind: records.KindTimestampTZ},
	}
	r.CreateSchema.Required = []string{"slug", "name"}
	r.CreateSchema.Properties = []validate.Property{
		{Name: "id", Rule: validate.Rule{Types: []string{"integer"}}},
		{Name: "slug", Rule: validate.Rule{Types: []string{"string"}, MinLength: validate.Int(1), MaxLength: validate.Int(50), Pattern: regexp.MustCompile(`^[a-z0-9]+(-[a-z0-9]+)*$`)}},
		{Name: "name", Rule: validate.Rule{Types: []string{"string"}, MinLength: validate.Int(1), MaxLength: validate.Int(150)}},
		{Name: "name_en", Rule: validate.Rule{Types: []string{"string", "null"}, MaxLength: validate.Int(150)}},
		{Name: "name_ko", Rule: validate.Rule{Types: []string{"string", "null"}, MaxLength: validate.Int(150)}},
		{Name: "description", Rule: validate.Rule{Types: []string{"string", "null"}}},
		{Name: "cover_image", Rule: validate.Rule{Types: []string{"string", "null"}}},
		{Name: "icon", Rule: validate.Rule{Types: []string{"string", "null"}, MaxLength: validate.Int(50)}},
		{Name: "sort_order", Rule: validate.Rule{Types: []string{"integer"}, Minimum: validate.Float(0), Maximum: validate.Float(2147483647)}},
		{Name: "is_published", Rule: validate.Rule{Types: []string{"boolean"}}},
	}
	r.UpdateSchema.Properties = []validate.Property{
		{Name: "id", Rule: validate.Rule{Types: []string{"integer"}}},
		{Name: "slug", Rule: validate.Rule{Types: []string{"string"}, MinLength: validate.Int(1), MaxLength: validate.Int(50), Pattern: regexp.MustCompile(`^[a-z0-9]+(-[a-z0-9]+)*$`)}},
		{Name: "name", Rule: validate.Rule{Types: []string{"string"}, MinLength: validate.Int(1), MaxLength: validate.Int(150)}},
		{Name: "name_en", Rule: validate.Rule{Types: []string{"string", "null"}, MaxLength: validate.Int(150)}},
		{Name: "name_ko", Rule: validate.Rule{Types: []string{"string", "null"}, MaxLength: validate.Int(150)}},
		{Name: "description", Rule: validate.Rule{Types: []string{"string", "null"}}},
		{Name: "cover_image", Rule: validate.Rule{Types: []string{"string", "null"}}},
		{Name: "icon", Rule: validate.Rule{Types: []string{"string", "null"}, MaxLength: validate.Int(50)}},
		{Name: "sort_order", Rule: validate.Rule{Types: []string{"integer"}, Minimum: validate.Float(0), Maximum: validate.Float(2147483647)}},
		{Name: "is_published", Rule: validate.Rule{Types: []string{"boolean"}}},
	}
	r.UniqueFields = []string{"slug"}
	r.List.PageSize = 20
	r.List.MaxPageSize = 1000
	r.List.Columns = []string{"id", "sort_order", "slug", "name", "name_en", "name_ko", "icon", "is_published"}
	r.List.Sortable = []string{"sort_order"}
	r.List.DefaultSort = &records.Sort{Column: "sort_order"}
	r.List.Searchable = []string{"slug", "name", "name_en", "name_ko", "icon"}
	r.List.Filters = []records.Filter{
		{Column: "is_published", Type: records.SetFilter, Match: records.Equals},
	}
	return r
}
