package resources

import (
	"heritage-server/internal/records"
	"heritage-server/internal/validate"
)

// News is the krud "news" (Мэдээ) over the table news.
func News() *records.Resource {
	r := &records.Resource{Krud: "news", Table: "news", Identity: "id", SoftDelete: true, Timestamps: true}
	r.Actions = records.Actions{Create: true, Update: true, Delete: true, Restore: true}
	r.Columns = []records.Column{
		{Name: "id", Kind: records.KindBigint, Identity: true},
		{Name: "title", Kind: records.KindString},
		{Name: "title_en", Kind: records.KindString},
		{Name: "title_ko", Kind: records.KindString},
		{Name: "summary", Kind: records.KindString},
		{Name: "summary_en", Kind: records.KindString},
		{Name: "summary_ko", Kind: records.KindString},
		{Name: "body", Kind: records.KindString},
		{Name: "body_en", Kind: records.KindString},
		{Name: "body_ko", Kind: records.KindString},
		{Name: "image", Kind: records.KindString},
		{Name: "published_at", Kind: records.KindTimestampTZ},
		{Name: "is_published", Kind: records.KindBoolean},
		{Name: "view_count", Kind: records.KindInteger},
		{Name: "created_by", Kind: records.KindBigint},
		{Name: "created_at", Kind: records.KindTimestampTZ},
		{Name: "updated_at", Kind: records.KindTimestampTZ},
		{Name: "deleted_at", Kind: records.KindTimestampTZ},
	}
	r.CreateSchema.Required = []string{"title", "body"}
	r.CreateSchema.Properties = []validate.Property{
		{Name: "id", Rule: validate.Rule{Types: []string{"integer"}}},
		{Name: "title", Rule: validate.Rule{Types: []string{"string"}, MinLength: validate.Int(1), MaxLength: validate.Int(255)}},
		{Name: "summary", Rule: validate.Rule{Types: []string{"string", "null"}, MaxLength: validate.Int(500)}},
		{Name: "image", Rule: validate.Rule{Types: []string{"string", "null"}}},
		{Name: "published_at", Rule: validate.Rule{Types: []string{"string", "null"}, Format: "date-time"}},
		{Name: "is_published", Rule: validate.Rule{Types: []string{"boolean"}}},
		{Name: "body", Rule: validate.Rule{Types: []string{"string"}, MinLength: validate.Int(1)}},
		{Name: "view_count", Rule: validate.Rule{Types: []string{"integer"}, Minimum: validate.Float(-2147483648), Maximum: validate.Float(2147483647)}},
	}
	r.UpdateSchema.Properties = []validate.Property{
		{Name: "id", Rule: validate.Rule{Types: []string{"integer"}}},
		{Name: "title", Rule: validate.Rule{Types: []string{"string"}, MinLength: validate.Int(1), MaxLength: validate.Int(255)}},
		{Name: "summary", Rule: validate.Rule{Types: []string{"string", "null"}, MaxLength: validate.Int(500)}},
		{Name: "image", Rule: validate.Rule{Types: []string{"string", "null"}}},
		{Name: "published_at", Rule: validate.Rule{Types: []string{"string", "null"}, Format: "date-time"}},
		{Name: "is_published", Rule: validate.Rule{Types: []string{"boolean"}}},
		{Name: "body", Rule: validate.Rule{Types: []string{"string"}, MinLength: validate.Int(1)}},
		{Name: "view_count", Rule: validate.Rule{Types: []string{"integer"}, Minimum: validate.Float(-2147483648), Maximum: validate.Float(2147483647)}},
	}
	r.CurrentUserColumns = []string{"created_by"}
	r.List.PageSize = 50
	r.List.MaxPageSize = 1000
	r.List.Columns = []string{"id", "image", "title", "published_at", "view_count", "is_published", "title_en", "title_ko"}
	r.List.Sortable = []string{"title", "published_at", "view_count"}
	r.List.DefaultSort = &records.Sort{Column: "published_at", Descending: true}
	r.List.Searchable = []string{"image", "title", "title_en", "title_ko"}
	r.List.Filters = []records.Filter{
		{Column: "title", Type: records.TextFilter, Match: records.Contains},
		{Column: "published_at", Type: records.DateRangeFilter, Match: records.Equals},
		{Column: "view_count", Type: records.NumberRangeFilter, Match: records.Equals},
		{Column: "is_published", Type: records.SetFilter, Match: records.Equals},
	}
	return r
}
