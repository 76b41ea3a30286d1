package resources

import (
	"regexp"

	"heritage-server/internal/records"
	"heritage-server/internal/validate"
)

// Envoys is the krud "envoys" (Элч төлөөлөгч) over the table envoy.
func Envoys() *records.Resource {
	r := &records.Resource{Krud: "envoys", Table: "envoy", Identity: "id", SoftDelete: true, Timestamps: true}
	r.Actions = records.Actions{Create: true, Update: true, Delete: true, Restore: true}
	r.Columns = []records.Column{
		{Name: "id", Kind: records.KindBigint, Identity: true},
		{Name: "last_name", Kind: records.KindString},
		{Name: "first_name", Kind: records.KindString},
		{Name: "position", Kind: records.KindString},
		{Name: "aimag_id", Kind: records.KindBigint},
		{Name: "phone", Kind: records.KindString},
		{Name: "email", Kind: records.KindString},
		{Name: "photo", Kind: records.KindString},
		{Name: "biography", Kind: records.KindString},
		{Name: "appointed_at", Kind: records.KindDate},
		{Name: "is_published", Kind: records.KindBoolean},
		{Name: "created_at", Kind: records.KindTimestampTZ},
		{Name: "updated_at", Kind: records.KindTimestampTZ},
		{Name: "deleted_at", Kind: records.KindTimestampTZ},
	}
	r.CreateSchema.Required = []string{"last_name", "first_name"}
	r.CreateSchema.Properties = []validate.Property{
		{Name: "id", Rule: validate.Rule{Types: []string{"integer"}}},
		{Name: "last_name", Rule: validate.Rule{Types: []string{"string"}, MinLength: validate.Int(1), MaxLength: validate.Int(75), Pattern: regexp.MustCompile(`^[A-Za-zА-Яа-яЁёӨөҮү -]+$`)}},
		{Name: "first_name", Rule: validate.Rule{Types: []string{"string"}, MinLength: validate.Int(1), MaxLength: validate.Int(75), Pattern: regexp.MustCompile(`^[A-Za-zА-Яа-яЁёӨөҮү -]+$`)}},
		{Name: "position", Rule: validate.Rule{Types: []string{"string", "null"}, MaxLength: validate.Int(150)}},
		{Name: "aimag_id", Rule: validate.Rule{Types: []string{"integer", "null"}}},
		{Name: "phone", Rule: validate.Rule{Types: []string{"string", "null"}, MaxLength: validate.Int(20), Pattern: regexp.MustCompile(`^[0-9]{8}$`)}},
		{Name: "email", Rule: validate.Rule{Types: []string{"string", "null"}, Format: "email", MaxLength: validate.Int(150)}},
		{Name: "photo", Rule: validate.Rule{Types: []string{"string", "null"}}},
		{Name: "biography", Rule: validate.Rule{Types: []string{"string", "null"}}},
		{Name: "appointed_at", Rule: validate.Rule{Types: []string{"string", "null"}, Format: "date"}},
		{Name: "is_published", Rule: validate.Rule{Types: []string{"boolean"}}},
	}
	r.UpdateSchema.Properties = []validate.Property{
		{Name: "id", Rule: validate.Rule{Types: []string{"integer"}}},
		{Name: "last_name", Rule: validate.Rule{Types: []string{"string"}, MinLength: validate.Int(1), MaxLength: validate.Int(75), Pattern: regexp.MustCompile(`^[A-Za-zА-Яа-яЁёӨөҮү -]+$`)}},
		{Name: "first_name", Rule: validate.Rule{Types: []string{"string"}, MinLength: validate.Int(1), MaxLength: validate.Int(75), Pattern: regexp.MustCompile(`^[A-Za-zА-Яа-яЁёӨөҮү -]+$`)}},
		{Name: "position", Rule: validate.Rule{Types: []string{"string", "null"}, MaxLength: validate.Int(150)}},
		{Name: "aimag_id", Rule: validate.Rule{Types: []string{"integer", "null"}}},
		{Name: "phone", Rule: validate.Rule{Types: []string{"string", "null"}, MaxLength: validate.Int(20), Pattern: regexp.MustCompile(`^[0-9]{8}$`)}},
		{Name: "email", Rule: validate.Rule{Types: []string{"string", "null"}, Format: "email", MaxLength: validate.Int(150)}},
		{Name: "photo", Rule: validate.Rule{Types: []string{"string", "null"}}},
		{Name: "biography", Rule: validate.Rule{Types: []string{"string", "null"}}},
		{Name: "appointed_at", Rule: validate.Rule{Types: []string{"string", "null"}, Format: "date"}},
		{Name: "is_published", Rule: validate.Rule{Types: []string{"boolean"}}},
	}
	r.List.PageSize = 50
	r.List.MaxPageSize = 1000
	r.List.Columns = []string{"id", "photo", "last_name", "first_name", "position", "aimag_id", "phone", "email", "appointed_at", "is_published"}
	r.List.Labels = []records.Label{
		{Field: "aimag_id", Table: "aimag", Key: "id", Fields: []string{"name"}},
	}
	r.List.SearchLabels = []records.Label{
		{Field: "aimag_id", Table: "aimag", Key: "id", Fields: []string{"name"}},
	}
	r.List.Sortable = []string{"last_name", "first_name", "aimag_id", "appointed_at"}
	r.List.DefaultSort = &records.Sort{Column: "appointed_at", Descending: true}
	r.List.Searchable = []string{"photo", "last_name", "first_name", "position", "phone", "email"}
	r.List.Filters = []records.Filter{
		{Column: "last_name", Type: records.TextFilter, Match: records.Contains},
		{Column: "first_name", Type: records.TextFilter, Match: records.Contains},
		{Column: "position", Type: records.TextFilter, Match: records.Contains},
		{Column: "aimag_id", Type: records.SetFilter, Match: records.Equals, Label: &records.Label{Field: "aimag_id", Table: "aimag", Key: "id", Fields: []string{"name"}}},
		{Column: "appointed_at", Type: records.DateRangeFilter, Match: records.Equals},
		{Column: "is_published", Type: records.SetFilter, Match: records.Equals},
	}
	return r
}
