package auth

import (
	"context"
	"database/sql"
	"fmt"
	"math"
	"strings"
	"time"

	"heritage-server/internal/apierror"
)

// attempt is a sign-in attempt as counted before its password is checked: its number among the
// login's failed ones in the current window, and until when the login is locked, when it is.
type attempt struct {
	number      int
	lockedUntil *time.Time
}

// loginKey and addressKey are the keys tamga_login_attempt counts failures under, as Tamga's.
func loginKey(login string) string { return "login:" + strings.ToLower(strings.TrimSpace(login)) }

func addressKey(address string) string { return "ip:" + address }

// beginAttempt counts an attempt of a login before its password is checked, in one statement,
// so parallel guesses cannot outrun the count: an attempt past the limit starts the lock, one
// during a lock is refused; a count whose window has passed or whose lock has ended restarts.
func (s *Service) beginAttempt(ctx context.Context, key string, now time.Time) (attempt, error) {
	var a attempt
	var locked sql.NullTime
	err := s.db.QueryRowContext(ctx, `insert into tamga_login_attempt as a (key, failures, first_failure_at, last_failure_at, locked_until)
		values ($1, 1, $2, $2, null)
		on conflict (key) do update set
			failures = case when (not (a.locked_until is not null and a.locked_until > $2) and (a.first_failure_at <= $3 or a.locked_until is not null)) then 1 else a.failures + 1 end,
			first_failure_at = case when (not (a.locked_until is not null and a.locked_until > $2) and (a.first_failure_at <= $3 or a.locked_until is not null)) then $2 else a.first_failure_at end,
			last_failure_at = $2,
			locked_until = case
				when (not (a.locked_until is not null and a.locked_until > $2) and (a.first_failure_at <= $3 or a.locked_until is not null)) then null
				when a.failures + 1 > $4 then coalesce(a.locked_until, $5)
				else a.locked_until end
		returning failures, locked_until`,
		key, now, now.Add(-failureWindow), maxFailures, now.Add(lockDuration)).Scan(&a.number, &locked)
	if err != nil {
		return a, fmt.Errorf("counting a sign-in attempt: %w", err)
	}
	if locked.Valid && locked.Time.After(now) {
		a.lockedUntil = &locked.Time
	}
	return a, nil
}

// lockAfterFailure locks a login whose attempt numbered the limit or later had a wrong
// password; a running lock keeps its end.
func (s *Service) lockAfterFailure(ctx context.Context, key string, a attempt, now time.Time) error {
	if a.number < maxFailures {
		return nil
	}
	_, err := s.db.ExecContext(ctx, `update tamga_login_attempt set locked_until = $1
		where key = $2 and locked_until is null`, now.Add(lockDuration), key)
	return err
}

// recordFailure counts a failure under a key that is never locked (a client address) and
// answers its failures in the current window.
func (s *Service) recordFailure(ctx context.Context, key string, now time.Time) (int, error) {
	var failures int
	err := s.db.QueryRowContext(ctx, `insert into tamga_login_attempt as a (key, failures, first_failure_at, last_failure_at, locked_until)
		values ($1, 1, $2, $2, null)
		on conflict (key) do update set
			failures = case when a.first_failure_at <= $3 then 1 else a.failures + 1 end,
			first_failure_at = case when a.first_failure_at <= $3 then $2 else a.first_failure_at end,
			last_failure_at = $2
		returning failures`, key, now, now.Add(-failureWindow)).Scan(&failures)
	return failures, err
}

// delayAfter is how long to wait before answering the failures-th failure in a row: the first
// delay, doubled each time, never more than the cap.
func delayAfter(failures int) time.Duration {
	if failures < 1 || firstFailureDelay <= 0 {
		return 0
	}
	delay := firstFailureDelay * time.Duration(math.Pow(2, math.Min(float64(failures-1), 20)))
	if delay > maxFailureDelay {
		return maxFailureDelay
	}
	return delay
}

// LockedError is LOGIN_LOCKED with the seconds the lock has left, for the Retry-After header.
type LockedError struct {
	Err     *apierror.Error
	Seconds int
}

func (e *LockedError) Error() string { return e.Err.Error() }

// locked is LOGIN_LOCKED for a lock ending at until, its texts saying the minutes left.
func locked(until, now time.Time) *LockedError {
	seconds := int(math.Max(1, math.Ceil(until.Sub(now).Seconds())))
	minutes := int(math.Ceil(float64(seconds) / 60))
	english := lockedEn
	if minutes == 1 {
		english = lockedEnOne
	}
	err := apierror.New("LOGIN_LOCKED")
	err.Texts = &apierror.Texts{
		Mn: fmt.Sprintf(lockedMn, minutes),
		En: fmt.Sprintf(english, minutes),
		Ko: fmt.Sprintf(lockedKo, minutes),
	}
	return &LockedError{Err: err, Seconds: seconds}
}

// Unwrap lets apierror.Write answer it as the catalogue error it is.
func (e *LockedError) Unwrap() error { return e.Err }
