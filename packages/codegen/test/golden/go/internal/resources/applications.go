package resources

import (
	"heritage-server/internal/records"
	"heritage-server/internal/validate"
)

// Applications is the krud "applications" (Өргөдөл) over the table application.
func Applications() *records.Resource {
	r := &records.Resource{Krud: "applications", Table: "application", Identity: "id", SoftDelete: true, Timestamps: true, Workflow: true}
	r.Actions = records.Actions{Create: true, Update: true, Delete: true, Restore: true}
	r.Columns = []records.Column{
		{Name: "id", Kind: records.KindBigint, Identity: true},
		{Name: "applicant_id", Kind: records.KindBigint},
		{Name: "heritage_bearer_id", Kind: records.KindBigint},
		{Name: "title", Kind: records.KindString},
		{Name: "description", Kind: records.KindString},
		{Name: "amount", Kind: records.KindDecimal},
		{Name: "attachment", Kind: records.KindString},
		{Name: "process_status", Kind: records.KindString},
		{Name: "created_by", Kind: records.KindBigint},
		{Name: "created_at", Kind: records.KindTimestampTZ},
		{Name: "updated_at", Kind: records.KindTimestampTZ},
		{Name: "deleted_at", Kind: records.KindTimestampTZ},
	}
	r.CreateSchema.Required = []string{"heritage_bearer_id", "title", "amount"}
	r.CreateSchema.Properties = []validate.Property{
		{Name: "id", Rule: validate.Rule{Types: []string{"integer"}}},
		{Name: "heritage_bearer_id", Rule: validate.Rule{Types: []string{"integer"}}},
		{Name: "title", Rule: validate.Rule{Types: []string{"string"}, MinLength: validate.Int(1), MaxLength: validate.Int(255)}},
		{Name: "description", Rule: validate.Rule{Types: []string{"string", "null"}}},
		{Name: "amount", Rule: validate.Rule{Types: []string{"number"}, Minimum: validate.Float(0), Maximum: validate.Float(100000000), ExclusiveMinimum: validate.Float(-1000000000000), ExclusiveMaximum: validate.Float(1000000000000)}},
		{Name: "attachment", Rule: validate.Rule{Types: []string{"string", "null"}}},
		{Name: "process_status", Rule: validate.Rule{Types: []string{"string", "null"}, MaxLength: validate.Int(50)}},
	}
	r.UpdateSchema.Properties = []validate.Property{
		{Name: "id", Rule: validate.Rule{Types: []string{"integer"}}},
		{Name: "heritage_bearer_id", Rule: validate.Rule{Types: []string{"integer"}}},
		{Name: "title", Rule: validate.Rule{Types: []string{"string"}, MinLength: validate.Int(1), MaxLength: validate.Int(255)}},
		{Name: "description", Rule: validate.Rule{Types: []string{"string", "null"}}},
		{Name: "amount", Rule: validate.Rule{Types: []string{"number"}, Minimum: validate.Float(0), Maximum: validate.Float(100000000), ExclusiveMinimum: validate.Float(-1000000000000), ExclusiveMaximum: validate.Float(1000000000000)}},
		{Name: "attachment", Rule: validate.Rule{Types: []string{"string", "null"}}},
		{Name: "process_status", Rule: validate.Rule{Types: []string{"string", "null"}, MaxLength: validate.Int(50)}},
	}
	r.CurrentUserColumns = []string{"applicant_id", "created_by"}
	r.List.PageSize = 50
	r.List.MaxPageSize = 1000
	r.List.Columns = []string{"id", "title", "heritage_bearer_id", "amount", "process_status", "created_at"}
	r.List.Labels = []records.Label{
		{Field: "heritage_bearer_id", Table: "heritage_bearer", Key: "id", Fields: []string{"last_name", "first_name"}},
	}
	r.List.SearchLabels = []records.Label{
		{Field: "heritage_bearer_id", Table: "heritage_bearer", Key: "id", Fields: []string{"last_name", "first_name"}},
	}
	r.List.Consolidations = []records.Consolidation{
		{Aggregate: "sum", Column: "amount"},
	}
	r.List.Sortable = []string{"title", "amount", "created_at"}
	r.List.DefaultSort = &records.Sort{Column: "created_at", Descending: true}
	r.List.Searchable = []string{"title", "process_status"}
	r.List.Filters = []records.Filter{
		{Column: "title", Type: records.TextFilter, Match: records.Contains},
		{Column: "heritage_bearer_id", Type: records.SetFilter, Match: records.Equals, Label: &records.Label{Field: "heritage_bearer_id", Table: "heritage_bearer", Key: "id", Fields: []string{"last_name", "first_name"}}},
		{Column: "amount", Type: records.NumberRangeFilter, Match: records.Equals},
		{Column: "process_status", Type: records.SetFilter, Match: records.Equals},
		{Column: "created_at", Type: records.DateRangeFilter, Match: records.Equals},
	}
	return r
}
