package resources

import (
	"regexp"

	"heritage-server/internal/records"
	"heritage-server/internal/validate"
)

// AhasMembers is the krud "ahas-members" (АХАС-ын гишүүд) over the table ahas_member.
func AhasMembers() *records.Resource {
	r := &records.Resource{Krud: "ahas-members", Table: "ahas_member", Identity: "id", SoftDelete: true, Timestamps: true}
	r.Actions = records.Actions{Create: true, Update: true, Delete: true, Restore: true}
	r.Columns = []records.Column{
		{Name: "id", Kind: records.KindBigint, Identity: true},
		{Name: "last_name", Kind: records.KindString},
		{Name: "first_name", Kind: records.KindString},
		{Name: "position", Kind: records.KindString},
		{Name: "organization", Kind: records.KindString},
		{Name: "photo", Kind: records.KindString},
		{Name: "biography", Kind: records.KindString},
		{Name: "joined_at", Kind: records.KindDate},
		{Name: "sort_order", Kind: records.KindInteger},
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
		{Name: "organization", Rule: validate.Rule{Types: []string{"string", "null"}, MaxLength: validate.Int(255)}},
		{Name: "photo", Rule: validate.Rule{Types: []string{"string", "null"}}},
		{Name: "biography", Rule: validate.Rule{Types: []string{"string", "null"}}},
		{Name: "joined_at", Rule: validate.Rule{Types: []string{"string", "null"}, Format: "date"}},
		{Name: "sort_order", Rule: validate.Rule{Types: []string{"integer"}, Minimum: validate.Float(0), Maximum: validate.Float(2147483647)}},
		{Name: "is_published", Rule: validate.Rule{Types: []string{"boolean"}}},
	}
	r.UpdateSchema.Properties = []validate.Property{
		{Name: "id", Rule: validate.Rule{Types: []string{"integer"}}},
		{Name: "last_name", Rule: validate.Rule{Types: []string{"string"}, MinLength: validate.Int(1), MaxLength: validate.Int(75), Pattern: regexp.MustCompile(`^[A-Za-zА-Яа-яЁёӨөҮү -]+$`)}},
		{Name: "first_name", Rule: validate.Rule{Types: []string{"string"}, MinLength: validate.Int(1), MaxLength: validate.Int(75), Pattern: regexp.MustCompile(`^[A-Za-zА-Яа-яЁёӨөҮү -]+$`)}},
		{Name: "position", Rule: validate.Rule{Types: []string{"string", "null"}, MaxLength: validate.Int(150)}},
		{Name: "organization", Rule: validate.Rule{Types: []string{"string", "null"}, MaxLength: validate.Int(255)}},
		{Name: "photo", Rule: validate.Rule{Types: []string{"string", "null"}}},
		{Name: "biography", Rule: validate.Rule{Types: []string{"string", "null"}}},
		{Name: "joined_at", Rule: validate.Rule{Types: []string{"string", "null"}, Format: "date"}},
		{Name: "sort_order", Rule: validate.Rule{Types: []string{"integer"}, Minimum: validate.Float(0), Maximum: validate.Float(2147483647)}},
		{Name: "is_published", Rule: validate.Rule{Types: []string{"boolean"}}},
	}
	r.List.PageSize = 50
	r.List.MaxPageSize = 1000
	r.List.Columns = []string{"id", "photo", "last_name", "first_name", "position", "organization", "joined_at", "sort_order", "is_published"}
	r.List.Sortable = []string{"last_name", "first_name", "joined_at", "sort_order"}
	r.List.DefaultSort = &records.Sort{Column: "sort_order"}
	r.List.Searchable = []string{"photo", "last_name", "first_name", "position", "organization"}
	r.List.Filters = []records.Filter{
		{Column: "last_name", Type: records.TextFilter, Match: records.Contains},
		{Column: "first_name", Type: records.TextFilter, Match: records.Contains},
		{Column: "position", Type: records.TextFilter, Match: records.Contains},
		{Column: "organization", Type: records.TextFilter, Match: records.Contains},
		{Column: "joined_at", Type: records.DateRangeFilter, Match: records.Equals},
		{Column: "is_published", Type: records.SetFilter, Match: records.Equals},
	}
	return r
}
