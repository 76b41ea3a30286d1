package records

// The fields a record and a listed row carry beside their columns, named as Tamga's own server
// names them (@tamga/schema runtime/recordFields.ts).
const (
	versionField   = "_version"
	processIDField = "__process_id"
	labelSuffix    = "__label"
)
