package resources

import (
	"regexp"

	"heritage-server/internal/records"
	"heritage-server/internal/validate"
)

// HeritageBearers is the krud "heritage-bearers" (Өв тээгч) over the table heritage_bearer.
func HeritageBearers() *records.Resource {
	r := &records.Resource{Krud: "heritage-bearers", Table: "heritage_bearer", Identity: "id", SoftDelete: true, Timestamps: true}
	r.Actions = records.Actions{Create: true, Update: true, Delete: true, Restore: true}
	r.Columns = []records.Column{
		{Name: "id", Kind: records.KindBigint, Identity: true},
		{Name: "last_name", Kind: records.KindString},
		{Name: "first_name", Kind: records.KindString},
		{Name: "register_number", Kind: records.KindString},
		{Name: "heritage_domain_id", Kind: records.KindBigint},
		{Name: "aimag_id", Kind: records.KindBigint},
		{Name: "biography", Kind: records.KindString},
		{Name: "photo", Kind: records.KindString},
		{Name: "is_published", Kind: records.KindBoolean},
		{Name: "created_at", Kind: records.KindTimestampTZ},
		{Name: "updated_at", Kind: records.KindTimestampTZ},
		{Name: "deleted_at", Kind: records.KindTimestampTZ},
	}
	r.CreateSchema.Required = []string{"last_name", "first_name", "heritage_domain_id"}
	r.CreateSchema.Properties = []validate.Property{
		{Name: "id", Rule: validate.Rule{Types: []string{"integer"}}},
		{Name: "last_name", Rule: validate.Rule{Types: []string{"string"}, MinLength: validate.Int(1), MaxLength: validate.Int(75), Pattern: regexp.MustCompile(`^[A-Za-zА-Яа-яЁёӨөҮү -]+$`)}},
		{Name: "first_name", Rule: validate.Rule{Types: []string{"string"}, MinLength: validate.Int(1), MaxLength: validate.Int(75), Pattern: regexp.MustCompile(`^[A-Za-zА-Яа-яЁёӨөҮү -]+$`)}},
		{Name: "register_number", Rule: validate.Rule{Types: []string{"string", "null"}, MaxLength: validate.Int(10), Pattern: regexp.MustCompile(`^[А-ЯЁӨҮ]{2}[0-9]{8}$`)}},
		{Name: "heritage_domain_id", Rule: validate.Rule{Types: []string{"integer"}}},
		{Name: "aimag_id", Rule: validate.Rule{Types: []string{"integer", "null"}}},
		{Name: "biography", Rule: validate.Rule{Types: []string{"string", "null"}}},
		{Name: "photo", Rule: validate.Rule{Types: []string{"string", "null"}}},
		{Name: "is_published", Rule: validate.Rule{Types: []string{"boolean"}}},
	}
	r.UpdateSchema.Properties = []validate.Property{
		{Name: "id", Rule: validate.Rule{Types: []string{"integer"}}},
		{Name: "last_name", Rule: validate.Rule{Types: []string{"string"}, MinLength: validate.Int(1), MaxLength: validate.Int(75), Pattern: regexp.MustCompile(`^[A-Za-zА-Яа-яЁёӨөҮү -]+$`)}},
		{Name: "first_name", Rule: validate.Rule{Types: []string{"string"}, MinLength: validate.Int(1), MaxLength: validate.Int(75), Pattern: regexp.MustCompile(`^[A-Za-zА-Яа-яЁёӨөҮү -]+$`)}},
		{Name: "register_number", Rule: validate.Rule{Types: []string{"string", "null"}, MaxLength: validate.Int(10), Pattern: regexp.MustCompile(`^[А-ЯЁӨҮ]{2}[0-9]{8}$`)}},
		{Name: "heritage_domain_id", Rule: validate.Rule{Types: []string{"integer"}}},
		{Name: "aimag_id", Rule: validate.Rule{Types: []string{"integer", "null"}}},
		{Name: "biography", Rule: validate.Rule{Types: []string{"string", "null"}}},
		{Name: "photo", Rule: validate.Rule{Types: []string{"string", "null"}}},
		{Name: "is_published", Rule: validate.Rule{Types: []string{"boolean"}}},
	}
	r.UniqueFields = []string{"register_number"}
	r.List.PageSize = 50
	r.List.MaxPageSize = 1000
	r.List.Columns = []string{"id", "photo", "last_name", "first_name", "register_number", "heritage_domain_id", "aimag_id", "is_published"}
	r.List.Labels = []records.Label{
		{Field: "heritage_domain_id", Table: "heritage_domain", Key: "id", Fields: []string{"name"}},
		{Field: "aimag_id", Table: "aimag", Key: "id", Fields: []string{"name"}},
	}
	r.List.SearchLabels = []records.Label{
		{Field: "heritage_domain_id", Table: "heritage_domain", Key: "id", Fields: []string{"name"}},
		{Field: "aimag_id", Table: "aimag", Key: "id", Fields: []string{"name"}},
	}
	r.List.Sortable = []string{"last_name", "first_name", "heritage_domain_id", "aimag_id"}
	r.List.DefaultSort = &records.Sort{Column: "last_name"}
	r.List.Searchable = []string{"photo", "last_name", "first_name", "register_number"}
	r.List.Filters = []records.Filter{
		{Column: "last_name", Type: records.TextFilter, Match: records.Contains},
		{Column: "first_name", Type: records.TextFilter, Match: records.Contains},
		{Column: "register_number", Type: records.TextFilter, Match: records.StartsWith},
		{Column: "heritage_domain_id", Type: records.SetFilter, Match: records.Equals, Label: &records.Label{Field: "heritage_domain_id", Table: "heritage_domain", Key: "id", Fields: []string{"name"}}},
		{Column: "aimag_id", Type: records.SetFilter, Match: records.Equals, Label: &records.Label{Field: "aimag_id", Table: "aimag", Key: "id", Fields: []string{"name"}}},
		{Column: "is_published", Type: records.SetFilter, Match: records.Equals},
	}
	return r
}
