// Package custom is yours: the generator writes these files once and never overwrites them, so
// the code you add here survives every regeneration.
//
// The generated record handlers call these functions around every write of every resource,
// inside the write's transaction (tx): return an error to refuse the write and undo it. An
// *apierror.Error answers as itself (for example apierror.Invalid("body", issue)); any other
// error answers SERVER_ERROR and is logged. Values are the decoded JSON values about to be
// written (json.Number for numbers) and may be changed; records are the rows as answered, which
// decode into the structs of package models.
package custom

import (
	"context"
	"database/sql"
	"encoding/json"
)

// BeforeCreate runs before a record of krud is inserted.
func BeforeCreate(ctx context.Context, tx *sql.Tx, krud string, values map[string]any) error {
	return nil
}

// AfterCreate runs after a record of krud was inserted.
func AfterCreate(ctx context.Context, tx *sql.Tx, krud string, record json.RawMessage) error {
	return nil
}

// BeforeUpdate runs before a record of krud is changed; before is the record as it is.
func BeforeUpdate(ctx context.Context, tx *sql.Tx, krud string, before json.RawMessage, values map[string]any) error {
	return nil
}

// AfterUpdate runs after a record of krud was changed.
func AfterUpdate(ctx context.Context, tx *sql.Tx, krud string, record json.RawMessage) error {
	return nil
}

// BeforeDelete runs before record id of krud is deleted.
func BeforeDelete(ctx context.Context, tx *sql.Tx, krud string, id string) error {
	return nil
}

// AfterDelete runs after record id of krud was deleted.
func AfterDelete(ctx context.Context, tx *sql.Tx, krud string, id string) error {
	return nil
}

// AfterRestore runs after record id of krud was restored.
func AfterRestore(ctx context.Context, tx *sql.Tx, krud string, id string) error {
	return nil
}
