package resources

import (
	"regexp"

	"heritage-server/internal/records"
	"heritage-server/internal/validate"
)

// FieldSamples is the krud "field-samples" (Талбарын жишээ) over the table field_sample.
func FieldSamples() *records.Resource {
	r := &records.Resource{Krud: "field-samples", Table: "field_sample", Identity: "id", SoftDelete: true, Timestamps: true}
	r.Actions = records.Actions{Create: true, Update: true, Delete: true, Restore: true}
	r.Columns = []records.Column{
		{Name: "id", Kind: records.KindBigint, Identity: true},
		{Name: "title", Kind: records.KindString},
		{Name: "code", Kind: records.KindString},
		{Name: "summary", Kind: records.KindString},
		{Name: "quantity", Kind: records.KindInteger},
		{Name: "unit_price", Kind: records.KindDecimal},
		{Name: "total", Kind: records.KindDecimal},
		{Name: "event_date", Kind: records.KindDate},
		{Name: "starts_at", Kind: records.KindTimestampTZ},
		{Name: "opening_time", Kind: records.KindTime},
		{Name: "recorded_at", Kind: records.KindTimestampTZ},
		{Name: "category", Kind: records.KindString},
		{Name: "tags", Kind: records.KindJSON},
		{Name: "size", Kind: records.KindString},
		{Name: "is_checked", Kind: records.KindBoolean},
		{Name: "is_active", Kind: records.KindBoolean},
		{Name: "domain_node", Kind: records.KindString},
		{Name: "color", Kind: records.KindString},
		{Name: "attachment", Kind: records.KindString},
		{Name: "picture", Kind: records.KindString},
		{Name: "secret", Kind: records.KindString, Hidden: true},
		{Name: "email", Kind: records.KindString},
		{Name: "phone", Kind: records.KindString},
		{Name: "website", Kind: records.KindString},
		{Name: "order_number", Kind: records.KindInteger},
		{Name: "description", Kind: records.KindString},
		{Name: "aimag_id", Kind: records.KindBigint},
		{Name: "bearer_id", Kind: records.KindBigint},
		{Name: "origin", Kind: records.KindString},
		{Name: "created_at", Kind: records.KindTimestampTZ},
		{Name: "updated_at", Kind: records.KindTimestampTZ},
		{Name: "deleted_at", Kind: records.KindTimestampTZ},
	}
	r.CreateSchema.Required = []string{"title", "category"}
	r.CreateSchema.Properties = []validate.Property{
		{Name: "id", Rule: validate.Rule{Types: []string{"integer"}}},
		{Name: "origin", Rule: validate.Rule{Types: []string{"string", "null"}, MaxLength: validate.Int(40)}},
		{Name: "title", Rule: validate.Rule{Types: []string{"string"}, MinLength: validate.Int(3), MaxLength: validate.Int(40)}},
		{Name: "code", Rule: validate.Rule{Types: []string{"string", "null"}, MaxLength: validate.Int(20), Pattern: regexp.MustCompile(`^[A-Z]{2}-[0-9]{3}$`)}},
		{Name: "summary", Rule: validate.Rule{Types: []string{"string", "null"}}},
		{Name: "quantity", Rule: validate.Rule{Types: []string{"integer", "null"}, Minimum: validate.Float(1), Maximum: validate.Float(1000)}},
		{Name: "unit_price", Rule: validate.Rule{Types: []string{"number", "null"}, ExclusiveMinimum: validate.Float(-1000000000000), ExclusiveMaximum: validate.Float(1000000000000)}},
		{Name: "event_date", Rule: validate.Rule{Types: []string{"string", "null"}, Format: "date"}},
		{Name: "starts_at", Rule: validate.Rule{Types: []string{"string", "null"}, Format: "date-time"}},
		{Name: "opening_time", Rule: validate.Rule{Types: []string{"string", "null"}, Format: "iso-time"}},
		{Name: "recorded_at", Rule: validate.Rule{Types: []string{"string", "null"}, Format: "date-time"}},
		{Name: "category", Rule: validate.Rule{Types: []string{"string"}, MinLength: validate.Int(1), MaxLength: validate.Int(30), Enum: []any{"heritage", "education", "event"}}},
		{Name: "tags", Rule: validate.Rule{Types: []string{"array", "null"}, Items: &validate.Rule{Enum: []any{"music", "craft", "dance", "script"}}, UniqueItems: true}},
		{Name: "size", Rule: validate.Rule{Types: []string{"string", "null"}, MaxLength: validate.Int(10), Enum: []any{"small", "medium", "large", nil}}},
		{Name: "is_checked", Rule: validate.Rule{Types: []string{"boolean"}}},
		{Name: "is_active", Rule: validate.Rule{Types: []string{"boolean"}}},
		{Name: "domain_node", Rule: validate.Rule{Types: []string{"string", "null"}, MaxLength: validate.Int(40), Enum: []any{"performing", "long_song", "khoomei", "crafts", "felt", "morin_khuur_making", nil}}},
		{Name: "color", Rule: validate.Rule{Types: []string{"string", "null"}, MaxLength: validate.Int(7)}},
		{Name: "attachment", Rule: validate.Rule{Types: []string{"string", "null"}}},
		{Name: "picture", Rule: validate.Rule{Types: []string{"string", "null"}}},
		{Name: "secret", Rule: validate.Rule{Types: []string{"string", "null"}, MaxLength: validate.Int(100)}},
		{Name: "email", Rule: validate.Rule{Types: []string{"string", "null"}, Format: "email", MaxLength: validate.Int(120)}},
		{Name: "phone", Rule: validate.Rule{Types: []string{"string", "null"}, MaxLength: validate.Int(20), Pattern: regexp.MustCompile(`^[0-9]{8}$`)}},
		{Name: "website", Rule: validate.Rule{Types: []string{"string", "null"}, Format: "uri", MaxLength: validate.Int(255)}},
		{Name: "order_number", Rule: validate.Rule{Types: []string{"integer", "null"}, Minimum: validate.Float(-2147483648), Maximum: validate.Float(2147483647)}},
		{Name: "description", Rule: validate.Rule{Types: []string{"string", "null"}}},
		{Name: "aimag_id", Rule: validate.Rule{Types: []string{"integer", "null"}}},
		{Name: "bearer_id", Rule: validate.Rule{Types: []string{"integer", "null"}}},
	}
	r.UpdateSchema.Properties = []validate.Property{
		{Name: "id", Rule: validate.Rule{Types: []string{"integer"}}},
		{Name: "origin", Rule: validate.Rule{Types: []string{"string", "null"}, MaxLength: validate.Int(40)}},
		{Name: "title", Rule: validate.Rule{Types: []string{"string"}, MinLength: validate.Int(3), MaxLength: validate.Int(40)}},
		{Name: "code", Rule: validate.Rule{Types: []string{"string", "null"}, MaxLength: validate.Int(20), Pattern: regexp.MustCompile(`^[A-Z]{2}-[0-9]{3}$`)}},
		{Name: "summary", Rule: validate.Rule{Types: []string{"string", "null"}}},
		{Name: "quantity", Rule: validate.Rule{Types: []string{"integer", "null"}, Minimum: validate.Float(1), Maximum: validate.Float(1000)}},
		{Name: "unit_price", Rule: validate.Rule{Types: []string{"number", "null"}, ExclusiveMinimum: validate.Float(-1000000000000), ExclusiveMaximum: validate.Float(1000000000000)}},
		{Name: "event_date", Rule: validate.Rule{Types: []string{"string", "null"}, Format: "date"}},
		{Name: "starts_at", Rule: validate.Rule{Types: []string{"string", "null"}, Format: "date-time"}},
		{Name: "opening_time", Rule: validate.Rule{Types: []string{"string", "null"}, Format: "iso-time"}},
		{Name: "recorded_at", Rule: validate.Rule{Types: []string{"string", "null"}, Format: "date-time"}},
		{Name: "category", Rule: validate.Rule{Types: []string{"string"}, MinLength: validate.Int(1), MaxLength: validate.Int(30), Enum: []any{"heritage", "education", "event"}}},
		{Name: "tags", Rule: validate.Rule{Types: []string{"array", "null"}, Items: &validate.Rule{Enum: []any{"music", "craft", "dance", "script"}}, UniqueItems: true}},
		{Name: "size", Rule: validate.Rule{Types: []string{"string", "null"}, MaxLength: validate.Int(10), Enum: []any{"small", "medium", "large", nil}}},
		{Name: "is_checked", Rule: validate.Rule{Types: []string{"boolean"}}},
		{Name: "is_active", Rule: validate.Rule{Types: []string{"boolean"}}},
		{Name: "domain_node", Rule: validate.Rule{Types: []string{"string", "null"}, MaxLength: validate.Int(40), Enum: []any{"performing", "long_song", "khoomei", "crafts", "felt", "morin_khuur_making", nil}}},
		{Name: "color", Rule: validate.Rule{Types: []string{"string", "null"}, MaxLength: validate.Int(7)}},
		{Name: "attachment", Rule: validate.Rule{Types: []string{"string", "null"}}},
		{Name: "picture", Rule: validate.Rule{Types: []string{"string", "null"}}},
		{Name: "secret", Rule: validate.Rule{Types: []string{"string", "null"}, MaxLength: validate.Int(100)}},
		{Name: "email", Rule: validate.Rule{Types: []string{"string", "null"}, Format: "email", MaxLength: validate.Int(120)}},
		{Name: "phone", Rule: validate.Rule{Types: []string{"string", "null"}, MaxLength: validate.Int(20), Pattern: regexp.MustCompile(`^[0-9]{8}$`)}},
		{Name: "website", Rule: validate.Rule{Types: []string{"string", "null"}, Format: "uri", MaxLength: validate.Int(255)}},
		{Name: "order_number", Rule: validate.Rule{Types: []string{"integer", "null"}, Minimum: validate.Float(-2147483648), Maximum: validate.Float(2147483647)}},
		{Name: "description", Rule: validate.Rule{Types: []string{"string", "null"}}},
		{Name: "aimag_id", Rule: validate.Rule{Types: []string{"integer", "null"}}},
		{Name: "bearer_id", Rule: validate.Rule{Types: []string{"integer", "null"}}},
	}
	r.UniqueFields = []string{"code"}
	r.List.PageSize = 50
	r.List.MaxPageSize = 1000
	r.List.Columns = []string{"id", "picture", "title", "code", "category", "quantity", "unit_price", "total", "event_date", "starts_at", "color", "is_active", "aimag_id", "bearer_id", "attachment"}
	r.List.Labels = []records.Label{
		{Field: "aimag_id", Table: "aimag", Key: "id", Fields: []string{"name"}},
		{Field: "bearer_id", Table: "heritage_bearer", Key: "id", Fields: []string{"last_name", "first_name"}},
	}
	r.List.SearchLabels = []records.Label{
		{Field: "aimag_id", Table: "aimag", Key: "id", Fields: []string{"name"}},
		{Field: "bearer_id", Table: "heritage_bearer", Key: "id", Fields: []string{"last_name", "first_name"}},
	}
	r.List.Sortable = []string{"id", "title", "code", "quantity", "unit_price", "total", "event_date", "aimag_id"}
	r.List.DefaultSort = &records.Sort{Column: "id", Descending: true}
	r.List.Searchable = []string{"picture", "title", "code", "category", "color", "attachment"}
	r.List.Filters = []records.Filter{
		{Column: "title", Type: records.TextFilter, Match: records.Contains},
		{Column: "code", Type: records.TextFilter, Match: records.StartsWith},
		{Column: "category", Type: records.SetFilter, Match: records.Equals},
		{Column: "event_date", Type: records.DateRangeFilter, Match: records.Equals},
		{Column: "aimag_id", Type: records.SetFilter, Match: records.Equals, Label: &records.Label{Field: "aimag_id", Table: "aimag", Key: "id", Fields: []string{"name"}}},
	}
	return r
}
