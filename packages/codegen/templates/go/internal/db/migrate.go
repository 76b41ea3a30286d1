// Package db opens the database and brings its schema up to date with the embedded migrations.
package db

import (
	"context"
	"crypto/sha256"
	"database/sql"
	"embed"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"sort"

	// The PostgreSQL driver, registered as "postgres".
	_ "github.com/lib/pq"
)

//go:embed migrations/*.sql
var migrations embed.FS

// Open connects to the PostgreSQL database at url and checks that it answers.
func Open(ctx context.Context, url string) (*sql.DB, error) {
	db, err := sql.Open("postgres", url)
	if err != nil {
		return nil, fmt.Errorf("opening the database: %w", err)
	}
	if err := db.PingContext(ctx); err != nil {
		db.Close()
		return nil, fmt.Errorf("connecting to the database: %w", err)
	}
	return db, nil
}

// Migrate applies, in name order, each embedded migration not yet recorded in
// schema_migrations, each in its own transaction, and returns the names it applied. A recorded
// migration whose text has changed since it ran stops it: the change would never reach this
// database, so it belongs in a new migration (tamga generate adds one).
func Migrate(ctx context.Context, db *sql.DB) ([]string, error) {
	if _, err := db.ExecContext(ctx, `create table if not exists schema_migrations (
		name text primary key,
		applied_at timestamptz not null default now()
	)`); err != nil {
		return nil, fmt.Errorf("creating schema_migrations: %w", err)
	}
	// Databases migrated before checksums were kept get the column; their rows get it on the next run.
	if _, err := db.ExecContext(ctx, "alter table schema_migrations add column if not exists checksum text"); err != nil {
		return nil, fmt.Errorf("adding schema_migrations.checksum: %w", err)
	}
	names, err := fs.Glob(migrations, "migrations/*.sql")
	if err != nil {
		return nil, fmt.Errorf("listing migrations: %w", err)
	}
	sort.Strings(names)
	var applied []string
	for _, path := range names {
		name := path[len("migrations/"):]
		done, err := apply(ctx, db, path, name)
		if err != nil {
			return applied, err
		}
		if done {
			applied = append(applied, name)
		}
	}
	return applied, nil
}

// apply runs one migration unless it is recorded; the lock keeps two servers starting at once
// from running the same file twice.
func apply(ctx context.Context, db *sql.DB, path, name string) (bool, error) {
	script, err := migrations.ReadFile(path)
	if err != nil {
		return false, fmt.Errorf("reading %s: %w", name, err)
	}
	tx, err := db.BeginTx(ctx, nil)
	if err != nil {
		return false, fmt.Errorf("beginning %s: %w", name, err)
	}
	// After a Commit, Rollback does nothing and its error says only that.
	defer func() { _ = tx.Rollback() }()
	if _, err := tx.ExecContext(ctx, "lock table schema_migrations in exclusive mode"); err != nil {
		return false, fmt.Errorf("locking schema_migrations: %w", err)
	}
	sum := sha256.Sum256(script)
	checksum := hex.EncodeToString(sum[:])
	var recorded sql.NullString
	err = tx.QueryRowContext(ctx, "select checksum from schema_migrations where name = $1", name).Scan(&recorded)
	switch {
	case err == nil && recorded.Valid && recorded.String != checksum:
		return false, fmt.Errorf("%s has changed since it was applied to this database, so the change would never reach it; put back the file as it was and make the change a new migration (tamga generate adds one)", name)
	case err == nil && !recorded.Valid:
		// Applied before checksums were kept: what runs from now on is held to this text.
		if _, err := tx.ExecContext(ctx, "update schema_migrations set checksum = $2 where name = $1", name, checksum); err != nil {
			return false, fmt.Errorf("recording the checksum of %s: %w", name, err)
		}
		return false, tx.Commit()
	case err == nil:
		return false, nil
	case !errors.Is(err, sql.ErrNoRows):
		return false, fmt.Errorf("reading schema_migrations: %w", err)
	}
	if _, err := tx.ExecContext(ctx, string(script)); err != nil {
		return false, fmt.Errorf("applying %s: %w", name, err)
	}
	if _, err := tx.ExecContext(ctx, "insert into schema_migrations (name, checksum) values ($1, $2)", name, checksum); err != nil {
		return false, fmt.Errorf("recording %s: %w", name, err)
	}
	if err := tx.Commit(); err != nil {
		return false, fmt.Errorf("committing %s: %w", name, err)
	}
	return true, nil
}
