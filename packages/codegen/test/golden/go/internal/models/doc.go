// Package models holds one struct per table of the project, the shape of a record as the API
// answers it (every column by its JSON name, and _version): decode a record into one with
// json.Unmarshal. Nullable columns are pointers; decimals are json.Number.
package models
