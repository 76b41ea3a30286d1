// Package auth signs people in and out with Tamga's own tables (tamga_user, tamga_session), so
// this server and Tamga accept the same passwords and the same tokens.
package auth

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"database/sql"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"fmt"
	"strings"
	"time"

	"heritage-server/internal/apierror"
)

// sessionLifetime is how long a new session lasts, as Tamga's own sign-in.
const sessionLifetime = 12 * time.Hour

// User is who is calling: the signed-in user and the role the session acts as.
type User struct {
	ID        int64
	RoleID    int64
	TokenHash string
}

type contextKey struct{}

// WithUser returns ctx carrying user.
func WithUser(ctx context.Context, user *User) context.Context {
	return context.WithValue(ctx, contextKey{}, user)
}

// FromContext is the caller, or nil when nobody signed in.
func FromContext(ctx context.Context) *User {
	user, _ := ctx.Value(contextKey{}).(*User)
	return user
}

// Service reads and writes sessions.
type Service struct {
	db *sql.DB
}

// NewService returns a Service over db.
func NewService(db *sql.DB) *Service {
	return &Service{db: db}
}

// hashToken is what tamga_session keeps of a token: its SHA-256, in hex.
func hashToken(token string) string {
	sum := sha256.Sum256([]byte(token))
	return hex.EncodeToString(sum[:])
}

// Authenticate returns the user of a live session with token, or nil for an unknown, expired
// or revoked one (the caller is then anonymous).
func (s *Service) Authenticate(ctx context.Context, token string) (*User, error) {
	if token == "" {
		return nil, nil
	}
	user := &User{TokenHash: hashToken(token)}
	err := s.db.QueryRowContext(ctx, `select s.user_id, s.active_role_id from tamga_session s
		join tamga_user u on u.id = s.user_id and u.deleted_at is null
		where s.token_hash = $1 and s.revoked_at is null and s.expires_at > now()`, user.TokenHash).
		Scan(&user.ID, &user.RoleID)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("reading the session: %w", err)
	}
	return user, nil
}

// SignedIn is the answer of a successful sign-in.
type SignedIn struct {
	Status bool        `json:"status"`
	Token  string      `json:"token"`
	User   SessionUser `json:"user"`
}

// SessionUser is the part of a user a sign-in answers with.
type SessionUser struct {
	ID        int64   `json:"id"`
	Login     string  `json:"login"`
	FirstName *string `json:"first_name"`
	Role      int64   `json:"role"`
}

// Login checks a login and password as Tamga's own server does, over the same tables: the
// attempt is counted before the password is checked, so a locked login cannot be guessed at
// any speed (LOGIN_LOCKED, with the minutes left); a wrong password answers LOGIN_FAILED
// whether or not the login exists, after a delay that grows with the failures in a row; a
// success forgets the login's failures and opens a session. address is the caller's.
func (s *Service) Login(ctx context.Context, login, password, address string) (*SignedIn, error) {
	login = strings.TrimSpace(login)
	started := time.Now()
	attempt, err := s.beginAttempt(ctx, loginKey(login), started)
	if err != nil {
		return nil, err
	}
	if attempt.lockedUntil != nil {
		return nil, locked(*attempt.lockedUntil, started)
	}
	var (
		user      SessionUser
		hash      string
		confirmed bool
	)
	found := false
	if login != "" {
		err = s.db.QueryRowContext(ctx, `select id, login, first_name, role_id, password_hash, confirmed from tamga_user
			where lower(login) = lower($1) and deleted_at is null`, login).
			Scan(&user.ID, &user.Login, &user.FirstName, &user.Role, &hash, &confirmed)
		if err != nil && !errors.Is(err, sql.ErrNoRows) {
			return nil, fmt.Errorf("reading the user: %w", err)
		}
		found = err == nil
	}
	verified := false
	if found && password != "" {
		verified, _ = VerifyPassword(hash, password)
	} else {
		// As long as a real check, so the time taken does not tell which logins exist.
		_, _ = VerifyPassword(unknownHash, password)
	}
	if !verified {
		failedAt := time.Now()
		if err := s.lockAfterFailure(ctx, loginKey(login), attempt, failedAt); err != nil {
			return nil, fmt.Errorf("locking a login: %w", err)
		}
		byAddress, err := s.recordFailure(ctx, addressKey(address), failedAt)
		if err != nil {
			return nil, fmt.Errorf("counting a failed sign-in: %w", err)
		}
		failures := attempt.number
		if byAddress-maxFailuresPerAddress > failures {
			failures = byAddress - maxFailuresPerAddress
		}
		select {
		case <-time.After(delayAfter(failures)):
		case <-ctx.Done():
		}
		return nil, apierror.New("LOGIN_FAILED")
	}
	if _, err := s.db.ExecContext(ctx, "delete from tamga_login_attempt where key = $1", loginKey(login)); err != nil {
		return nil, fmt.Errorf("forgetting failed sign-ins: %w", err)
	}
	if !confirmed {
		return nil, apierror.New("ACCOUNT_NOT_CONFIRMED")
	}
	token, err := newToken()
	if err != nil {
		return nil, err
	}
	_, err = s.db.ExecContext(ctx, `insert into tamga_session (user_id, token_hash, active_role_id, expires_at, ip)
		values ($1, $2, $3, $4, $5)`, user.ID, hashToken(token), user.Role, time.Now().Add(sessionLifetime), address)
	if err != nil {
		return nil, fmt.Errorf("opening a session: %w", err)
	}
	return &SignedIn{Status: true, Token: token, User: user}, nil
}

// Logout revokes the caller's session.
func (s *Service) Logout(ctx context.Context, user *User) error {
	_, err := s.db.ExecContext(ctx, `update tamga_session set revoked_at = now()
		where token_hash = $1 and revoked_at is null`, user.TokenHash)
	if err != nil {
		return fmt.Errorf("revoking the session: %w", err)
	}
	return nil
}

// newToken is 32 random bytes, base64url without padding, as Tamga's tokens.
func newToken() (string, error) {
	buffer := make([]byte, 32)
	if _, err := rand.Read(buffer); err != nil {
		return "", fmt.Errorf("making a token: %w", err)
	}
	return base64.RawURLEncoding.EncodeToString(buffer), nil
}

// CreateAdmin makes the first super admin (role 1), confirmed, with a password that keeps
// Tamga's rule, hashed as Tamga hashes; it refuses a login someone already has. Answers the id.
func (s *Service) CreateAdmin(ctx context.Context, login, password string) (int64, error) {
	login = strings.TrimSpace(login)
	if login == "" {
		return 0, errors.New("give the login to create: -create-admin LOGIN")
	}
	if problems := CheckPassword(password); len(problems) > 0 {
		return 0, fmt.Errorf("the password is refused: %s", strings.Join(problems, "; "))
	}
	hash, err := HashPassword(password)
	if err != nil {
		return 0, err
	}
	var id int64
	err = s.db.QueryRowContext(ctx, `insert into tamga_user (login, password_hash, role_id, confirmed)
		select $1, $2, 1, true
		where not exists (select 1 from tamga_user where lower(login) = lower($1) and deleted_at is null)
		returning id`, login, hash).Scan(&id)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, fmt.Errorf("%q already has an account", login)
	}
	if err != nil {
		return 0, fmt.Errorf("creating %q: %w", login, err)
	}
	return id, nil
}
