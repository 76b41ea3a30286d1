package resources

import (
	"heritage-server/internal/records"
	"heritage-server/internal/validate"
)

// ContentItems is the krud "content-items" (Контент) over the table content_item.
func ContentItems() *records.Resource {
	r := &records.Resource{Krud: "content-items", Table: "content_item", Identity: "id", SoftDelete: true, Timestamps: true}
	r.Actions = records.Actions{Create: true, Update: true, Delete: true, Restore: true}
	r.Columns = []records.Column{
		{Name: "id", Kind: records.KindBigint, Identity: true},
		{Name: "category_id", Kind: records.KindBigint},
		{Name: "heritage_domain_id", Kind: records.KindBigint},
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
		{Name: "media_kind", Kind: records.KindString},
		{Name: "media_url", Kind: records.KindString},
		{Name: "author", Kind: records.KindString},
		{Name: "duration_minutes", Kind: records.KindInteger},
		{Name: "page_count", Kind: records.KindInteger},
		{Name: "episode_count", Kind: records.KindInteger},
		{Name: "is_paid", Kind: records.KindBoolean},
		{Name: "price", Kind: records.KindDecimal},
		{Name: "is_featured", Kind: records.KindBoolean},
		{Name: "sort_order", Kind: records.KindInteger},
		{Name: "view_count", Kind: records.KindInteger},
		{Name: "published_at", Kind: records.KindTimestampTZ},
		{Name: "is_published", Kind: records.KindBoolean},
		{Name: "created_by", Kind: records.KindBigint},
		{Name: "created_at", Kind: records.KindTimestampTZ},
		{Name: "updated_at", Kind: records.KindTimestampTZ},
		{Name: "deleted_at", Kind: records.KindTimestampTZ},
	}
	r.CreateSchema.Required = []string{"category_id", "title"}
	r.CreateSchema.Properties = []validate.Property{
		{Name: "id", Rule: validate.Rule{Types: []string{"integer"}}},
		{Name: "category_id", Rule: validate.Rule{Types: []string{"integer"}}},
		{Name: "heritage_domain_id", Rule: validate.Rule{Types: []string{"integer", "null"}}},
		{Name: "title", Rule: validate.Rule{Types: []string{"string"}, MinLength: validate.Int(1), MaxLength: validate.Int(255)}},
		{Name: "summary", Rule: validate.Rule{Types: []string{"string", "null"}, MaxLength: validate.Int(500)}},
		{Name: "body", Rule: validate.Rule{Types: []string{"string", "null"}}},
		{Name: "cover_image", Rule: validate.Rule{Types: []string{"string", "null"}}},
		{Name: "media_kind", Rule: validate.Rule{Types: []string{"string"}, MinLength: validate.Int(1), MaxLength: validate.Int(20), Enum: []any{"article", "video", "audio", "ebook", "audiobook", "course", "gallery"}}},
		{Name: "media_url", Rule: validate.Rule{Types: []string{"string", "null"}, Format: "uri"}},
		{Name: "author", Rule: validate.Rule{Types: []string{"string", "null"}, MaxLength: validate.Int(150)}},
		{Name: "duration_minutes", Rule: validate.Rule{Types: []string{"integer", "null"}, Minimum: validate.Float(0), Maximum: validate.Float(2147483647)}},
		{Name: "page_count", Rule: validate.Rule{Types: []string{"integer", "null"}, Minimum: validate.Float(0), Maximum: validate.Float(2147483647)}},
		{Name: "episode_count", Rule: validate.Rule{Types: []string{"integer", "null"}, Minimum: validate.Float(0), Maximum: validate.Float(2147483647)}},
		{Name: "is_paid", Rule: validate.Rule{Types: []string{"boolean"}}},
		{Name: "price", Rule: validate.Rule{Types: []string{"number", "null"}, Minimum: validate.Float(0), ExclusiveMinimum: validate.Float(-1000000000000), ExclusiveMaximum: validate.Float(1000000000000)}},
		{Name: "is_featured", Rule: validate.Rule{Types: []string{"boolean"}}},
		{Name: "sort_order", Rule: validate.Rule{Types: []string{"integer"}, Minimum: validate.Float(0), Maximum: validate.Float(2147483647)}},
		{Name: "published_at", Rule: validate.Rule{Types: []string{"string", "null"}, Format: "date-time"}},
		{Name: "is_published", Rule: validate.Rule{Types: []string{"boolean"}}},
		{Name: "view_count", Rule: validate.Rule{Types: []string{"integer"}, Minimum: validate.Float(-2147483648), Maximum: validate.Float(2147483647)}},
	}
	r.UpdateSchema.Properties = []validate.Property{
		{Name: "id", Rule: validate.Rule{Types: []string{"integer"}}},
		{Name: "category_id", Rule: validate.Rule{Types: []string{"integer"}}},
		{Name: "heritage_domain_id", Rule: validate.Rule{Types: []string{"integer", "null"}}},
		{Name: "title", Rule: validate.Rule{Types: []string{"string"}, MinLength: validate.Int(1), MaxLength: validate.Int(255)}},
		{Name: "summary", Rule: validate.Rule{Types: []string{"string", "null"}, MaxLength: validate.Int(500)}},
		{Name: "body", Rule: validate.Rule{Types: []string{"string", "null"}}},
		{Name: "cover_image", Rule: validate.Rule{Types: []string{"string", "null"}}},
		{Name: "media_kind", Rule: validate.Rule{Types: []string{"string"}, MinLength: validate.Int(1), MaxLength: validate.Int(20), Enum: []any{"article", "video", "audio", "ebook", "audiobook", "course", "gallery"}}},
		{Name: "media_url", Rule: validate.Rule{Types: []string{"string", "null"}, Format: "uri"}},
		{Name: "author", Rule: validate.Rule{Types: []string{"string", "null"}, MaxLength: validate.Int(150)}},
		{Name: "duration_minutes", Rule: validate.Rule{Types: []string{"integer", "null"}, Minimum: validate.Float(0), Maximum: validate.Float(2147483647)}},
		{Name: "page_count", Rule: validate.Rule{Types: []string{"integer", "null"}, Minimum: validate.Float(0), Maximum: validate.Float(2147483647)}},
		{Name: "episode_count", Rule: validate.Rule{Types: []string{"integer", "null"}, Minimum: validate.Float(0), Maximum: validate.Float(2147483647)}},
		{Name: "is_paid", Rule: validate.Rule{Types: []string{"boolean"}}},
		{Name: "price", Rule: validate.Rule{Types: []string{"number", "null"}, Minimum: validate.Float(0), ExclusiveMinimum: validate.Float(-1000000000000), ExclusiveMaximum: validate.Float(1000000000000)}},
		{Name: "is_featured", Rule: validate.Rule{Types: []string{"boolean"}}},
		{Name: "sort_order", Rule: validate.Rule{Types: []string{"integer"}, Minimum: validate.Float(0), Maximum: validate.Float(2147483647)}},
		{Name: "published_at", Rule: validate.Rule{Types: []string{"string", "null"}, Format: "date-time"}},
		{Name: "is_published", Rule: validate.Rule{Types: []string{"boolean"}}},
		{Name: "view_count", Rule: validate.Rule{Types: []string{"integer"}, Minimum: validate.Float(-2147483648), Maximum: validate.Float(2147483647)}},
	}
	r.CurrentUserColumns = []string{"created_by"}
	r.List.PageSize = 50
	r.List.MaxPageSize = 1000
	r.List.Columns = []string{"id", "cover_image", "title", "category_id", "heritage_domain_id", "media_kind", "author", "is_paid", "price", "published_at", "view_count", "is_featured", "is_published", "title_en", "title_ko"}
	r.List.Labels = []records.Label{
		{Field: "category_id", Table: "content_category", Key: "id", Fields: []string{"name"}},
		{Field: "heritage_domain_id", Table: "heritage_domain", Key: "id", Fields: []string{"name"}},
	}
	r.List.SearchLabels = []records.Label{
		{Field: "category_id", Table: "content_category", Key: "id", Fields: []string{"name"}},
		{Field: "heritage_domain_id", Table: "heritage_domain", Key: "id", Fields: []string{"name"}},
	}
	r.List.Consolidations = []records.Consolidation{
		{Aggregate: "sum", Column: "view_count"},
	}
	r.List.Sortable = []string{"title", "category_id", "price", "published_at", "view_count"}
	r.List.DefaultSort = &records.Sort{Column: "published_at", Descending: true}
	r.List.Searchable = []string{"cover_image", "title", "title_en", "title_ko", "media_kind", "author"}
	r.List.Filters = []records.Filter{
		{Column: "title", Type: records.TextFilter, Match: records.Contains},
		{Column: "category_id", Type: records.SetFilter, Match: records.Equals, Label: &records.Label{Field: "category_id", Table: "content_category", Key: "id", Fields: []string{"name"}}},
		{Column: "heritage_domain_id", Type: records.SetFilter, Match: records.Equals, Label: &records.Label{Field: "heritage_domain_id", Table: "heritage_domain", Key: "id", Fields: []string{"name"}}},
		{Column: "media_kind", Type: records.SetFilter, Match: records.Equals},
		{Column: "author", Type: records.TextFilter, Match: records.Contains},
		{Column: "is_paid", Type: records.SetFilter, Match: records.Equals},
		{Column: "price", Type: records.NumberRangeFilter, Match: records.Equals},
		{Column: "published_at", Type: records.DateRangeFilter, Match: records.Equals},
		{Column: "view_count", Type: records.NumberRangeFilter, Match: records.Equals},
		{Column: "is_featured", Type: records.SetFilter, Match: records.Equals},
		{Column: "is_published", Type: records.SetFilter, Match: records.Equals},
	}
	return r
}
