// Command server runs the __NAME__ API.
package main

import (
	"bufio"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log"
	"net/http"
	"os"
	"os/signal"
	"strings"
	"syscall"
	"time"

	"__MODULE__/internal/access"
	"__MODULE__/internal/auth"
	"__MODULE__/internal/custom"
	"__MODULE__/internal/db"
	"__MODULE__/internal/httpapi"
	"__MODULE__/internal/records"
)

func main() {
	migrate := flag.Bool("migrate", os.Getenv("MIGRATE") == "1", "apply the database migrations before serving (or MIGRATE=1)")
	migrateOnly := flag.Bool("migrate-only", false, "apply the database migrations and exit")
	createAdmin := flag.String("create-admin", "", "create the super admin LOGIN, its password from TAMGA_ADMIN_PASSWORD or the first line of standard input, and exit")
	flag.Parse()
	if *createAdmin != "" {
		if err := makeAdmin(*createAdmin); err != nil {
			log.Fatal(err)
		}
		return
	}
	if err := run(*migrate || *migrateOnly, *migrateOnly); err != nil {
		log.Fatal(err)
	}
}

// makeAdmin creates the first super admin, so a new database can be signed in to at all.
func makeAdmin(login string) error {
	password, ok := os.LookupEnv("TAMGA_ADMIN_PASSWORD")
	if !ok {
		line, err := bufio.NewReader(os.Stdin).ReadString('\n')
		if err != nil && !errors.Is(err, io.EOF) {
			return fmt.Errorf("reading the password: %w", err)
		}
		password = strings.TrimRight(line, "\r\n")
	}
	url := os.Getenv("DATABASE_URL")
	if url == "" {
		return errors.New("DATABASE_URL is not set")
	}
	ctx := context.Background()
	database, err := db.Open(ctx, url)
	if err != nil {
		return err
	}
	defer database.Close()
	id, err := auth.NewService(database).CreateAdmin(ctx, login, password)
	if err != nil {
		return err
	}
	log.Printf("created the super admin %q (user %d)", login, id)
	return nil
}

// address is where to listen: ADDR, else :PORT, else :8080.
func address() string {
	if addr := os.Getenv("ADDR"); addr != "" {
		return addr
	}
	if port := os.Getenv("PORT"); port != "" {
		return ":" + port
	}
	return ":8080"
}

func run(migrate, migrateOnly bool) error {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	url := os.Getenv("DATABASE_URL")
	if url == "" {
		return errors.New("DATABASE_URL is not set")
	}
	database, err := db.Open(ctx, url)
	if err != nil {
		return err
	}
	defer database.Close()

	if migrate {
		applied, err := db.Migrate(ctx, database)
		if err != nil {
			return fmt.Errorf("migrating: %w", err)
		}
		log.Printf("migrations applied: %d", len(applied))
		if migrateOnly {
			return nil
		}
	}

	hooks := records.Hooks{
		BeforeCreate: custom.BeforeCreate,
		AfterCreate:  custom.AfterCreate,
		BeforeUpdate: custom.BeforeUpdate,
		AfterUpdate:  custom.AfterUpdate,
		BeforeDelete: custom.BeforeDelete,
		AfterDelete:  custom.AfterDelete,
		AfterRestore: custom.AfterRestore,
	}
	server := &http.Server{
		Addr:              address(),
		Handler:           httpapi.NewRouter(database, access.NewPolicy(access.Roles()), hooks),
		ReadHeaderTimeout: 10 * time.Second,
	}
	failed := make(chan error, 1)
	go func() {
		log.Printf("listening on %s", server.Addr)
		if err := server.ListenAndServe(); err != nil && !errors.Is(err, http.ErrServerClosed) {
			failed <- err
		}
		close(failed)
	}()
	select {
	case err, ok := <-failed:
		if ok {
			return fmt.Errorf("serving: %w", err)
		}
		return nil
	case <-ctx.Done():
	}
	log.Print("shutting down")
	shutdownCtx, cancel := context.WithTimeout(context.Background(), 15*time.Second)
	defer cancel()
	if err := server.Shutdown(shutdownCtx); err != nil {
		return fmt.Errorf("shutting down: %w", err)
	}
	return nil
}
