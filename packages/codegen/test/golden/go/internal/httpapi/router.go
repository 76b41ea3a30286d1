// Package httpapi is the HTTP face of the server: the chi router, the routes of the REST
// contract Tamga's own server answers, and how requests and errors are read and written.
package httpapi

import (
	"database/sql"
	"errors"
	"log"
	"net"
	"net/http"
	"strconv"
	"time"

	"github.com/go-chi/chi/v5"
	"github.com/go-chi/chi/v5/middleware"

	"heritage-server/internal/access"
	"heritage-server/internal/apierror"
	"heritage-server/internal/auth"
	"heritage-server/internal/records"
	"heritage-server/internal/workflow"
)

// server holds what the handlers use.
type server struct {
	auth     *auth.Service
	records  *records.Service
	workflow *workflow.Service
}

// NewRouter returns the API's handler over db, with hooks around every record write.
func NewRouter(db *sql.DB, policy *access.Policy, hooks records.Hooks) http.Handler {
	s := &server{
		auth:     auth.NewService(db),
		records:  records.NewService(db, policy, hooks),
		workflow: workflow.NewService(db, policy),
	}
	r := chi.NewRouter()
	r.Use(requestLog)
	r.Use(cors)
	r.Use(middleware.Recoverer)
	r.Use(s.authenticate)
	r.NotFound(func(w http.ResponseWriter, _ *http.Request) { apierror.Write(w, apierror.New("NOT_FOUND")) })
	// A krud that does not offer an action has no route for it: the same answer as no route.
	r.MethodNotAllowed(func(w http.ResponseWriter, _ *http.Request) { apierror.Write(w, apierror.New("NOT_FOUND")) })

	r.Get("/health", func(w http.ResponseWriter, _ *http.Request) {
		writeJSON(w, http.StatusOK, map[string]bool{"status": true})
	})
	r.Post("/auth/login", s.login)
	r.Post("/auth/logout", s.logout)
	r.Get("/process/history/{processId}", s.processHistory)
	mountWorkflow(r, s)
	mountRecords(r, s)
	return r
}

// authenticate puts the caller of a live Bearer token in the request's context; anyone else is
// anonymous, and the routes decide what anonymous callers may do.
func (s *server) authenticate(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		user, err := s.auth.Authenticate(r.Context(), bearerToken(r))
		if err != nil {
			apierror.Write(w, err)
			return
		}
		if user != nil {
			r = r.WithContext(auth.WithUser(r.Context(), user))
		}
		next.ServeHTTP(w, r)
	})
}

func (s *server) login(w http.ResponseWriter, r *http.Request) {
	body, err := decodeObject(w, r)
	if err != nil {
		apierror.Write(w, err)
		return
	}
	login, loginOK := body["login"].(string)
	password, passwordOK := body["password"].(string)
	if !loginOK || !passwordOK {
		apierror.Write(w, apierror.New("LOGIN_FAILED"))
		return
	}
	answer, err := s.auth.Login(r.Context(), login, password, clientAddress(r))
	var lockedOut *auth.LockedError
	if errors.As(err, &lockedOut) {
		w.Header().Set("Retry-After", strconv.Itoa(lockedOut.Seconds))
	}
	if err != nil {
		apierror.Write(w, err)
		return
	}
	writeJSON(w, http.StatusOK, answer)
}

func (s *server) logout(w http.ResponseWriter, r *http.Request) {
	user := auth.FromContext(r.Context())
	if user == nil {
		apierror.Write(w, apierror.New("UNAUTHORIZED"))
		return
	}
	if err := s.auth.Logout(r.Context(), user); err != nil {
		apierror.Write(w, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]bool{"status": true})
}

func (s *server) processHistory(w http.ResponseWriter, r *http.Request) {
	history, err := s.workflow.History(r.Context(), auth.FromContext(r.Context()), chi.URLParam(r, "processId"))
	if err != nil {
		apierror.Write(w, err)
		return
	}
	writeJSON(w, http.StatusOK, history)
}

// clientAddress is the caller's address as failed sign-ins are counted by it: the connection's
// peer (behind a proxy, set the proxy to pass the connection through or extend this).
func clientAddress(r *http.Request) string {
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		return r.RemoteAddr
	}
	return host
}

// requestLog writes one line per request: method, path, status, bytes sent and time taken
// (never the query string, which may carry search words, nor any header).
func requestLog(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		started := time.Now()
		wrapped := middleware.NewWrapResponseWriter(w, r.ProtoMajor)
		next.ServeHTTP(wrapped, r)
		log.Printf("%s %s %d %dB %s", r.Method, r.URL.Path, wrapped.Status(), wrapped.BytesWritten(),
			time.Since(started).Round(time.Microsecond))
	})
}
