package resources

import (
	"regexp"

	"heritage-server/internal/records"
	"heritage-server/internal/validate"
)

// Pages is the krud "pages" (Мэдээллийн хуудас) over the table page.
func Pages() *records.Resource {
	r := &records.Resource{Krud: "pages", Table: "page", Identity: "id", Timestamps: true}
	r.Actions = records.Actions{Update: true}
	r.Columns = []records.Column{
		{Name: "id", Kind: records.KindBigint, Identity: true},
		{Name: "slug", Kind: records.KindString},
		{Name: "title", Kind: records.KindString},
		{Name: "title_en", Kind: records.KindString},
		{Name: "title_ko", Kind: records.KindString},
		{Name: "summary", Kind: records.KindString},
		{Name: "summary_en", Kind: records.KindString},
		{Name: "summary_ko", Kind: records.KindString},
		{Name: "body", Kind: records.KindString},
		{Name: "body_en", Kind: records.KindString},
		{Name: "body_ko", Kind: records.KindString},
		{Name: "cover_image", Kind: records.KindString},
		{Name: "sort_order", Kind: records.KindInteger},
		{Name: "is_published", Kind: records.KindBoolean},
		{Name: "created_at", Kind: records.KindTimestampTZ},
		{Name: "updated_at", Kind: records.KindTimestampTZ},
	}
	r.CreateSchema.Required = []string{"slug", "title", "body"}
	r.CreateSchema.Properties = []validate.Property{
		{Name: "id", Rule: validate.Rule{Types: []string{"integer"}}},
		{Name: "slug", Rule: validate.Rule{Types: []string{"string"}, MinLength: validate.Int(1), MaxLength: validate.Int(50), Pattern: regexp.MustCompile(`^[a-z0-9]+(-[a-z0-9]+)*$`)}},
		{Name: "title", Rule: validate.Rule{Types: []string{"string"}, MinLength: validate.Int(1), MaxLength: validate.Int(255)}},
		{Name: "title_en", Rule: validate.Rule{Types: []string{"string", "null"}, MaxLength: validate.Int(255)}},
		{Name: "title_ko", Rule: validate.Rule{Types: []string{"string", "null"}, MaxLength: validate.Int(255)}},
		{Name: "summary", Rule: validate.Rule{Types: []string{"string", "null"}, MaxLength: validate.Int(500)}},
		{Name: "body", Rule: validate.Rule{Types: []string{"string"}, MinLength: validate.Int(1)}},
		{Name: "cover_image", Rule: validate.Rule{Types: []string{"string", "null"}}},
		{Name: "sort_order", Rule: validate.Rule{Types: []string{"integer"}, Minimum: validate.Float(0), Maximum: validate.Float(2147483647)}},
		{Name: "is_published", Rule: validate.Rule{Types: []string{"boolean"}}},
	}
	r.UpdateSchema.Properties = []validate.Property{
		{Name: "id", Rule: validate.Rule{Types: []string{"integer"}}},
		{Name: "slug", Rule: validate.Rule{Types: []string{"string"}, MinLength: validate.Int(1), MaxLength: validate.Int(50), Pattern: regexp.MustCompile(`^[a-z0-9]+(-[a-z0-9]+)*$`)}},
		{Name: "title", Rule: validate.Rule{Types: []string{"string"}, MinLength: validate.Int(1), MaxLength: validate.Int(255)}},
		{Name: "title_en", Rule: validate.Rule{Types: []string{"string", "null"}, MaxLength: validate.Int(255)}},
		{Name: "title_ko", Rule: validate.Rule{Types: []string{"string", "null"}, MaxLength: validate.Int(255)}},
		{Name: "summary", Rule: validate.Rule{Types: []string{"string", "null"}, MaxLength: validate.Int(500)}},
		{Name: "body", Rule: validate.Rule{Types: []string{"string"}, MinLength: validate.Int(1)}},
		{Name: "cover_image", Rule: validate.Rule{Types: []string{"string", "null"}}},
		{Name: "sort_order", Rule: validate.Rule{Types: []string{"integer"}, Minimum: validate.Float(0), Maximum: validate.Float(2147483647)}},
		{Name: "is_published", Rule: validate.Rule{Types: []string{"boolean"}}},
	}
	r.UniqueFields = []string{"slug"}
	r.List.PageSize = 20
	r.List.MaxPageSize = 1000
	r.List.Columns = []string{"id", "sort_order", "slug", "title", "title_en", "title_ko", "is_published"}
	r.List.Sortable = []string{"sort_order", "updated_at"}
	r.List.DefaultSort = &records.Sort{Column: "sort_order"}
	r.List.Searchable = []string{"slug", "title", "title_en", "title_ko"}
	r.List.Filters = []records.Filter{
		{Column: "title", Type: records.TextFilter, Match: records.Contains},
		{Column: "is_published", Type: records.SetFilter, Match: records.Equals},
	}
	return r
}
