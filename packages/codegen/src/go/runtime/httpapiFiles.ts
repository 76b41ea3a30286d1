// Go source the generator writes as it is, but for `__MODULE__` (the generated module path)
// and `__NAME__` (the project's name). Keep it gofmt-clean: the Go server test runs gofmt -l.

/** The chi router and the JSON in and out (`internal/httpapi`); the record routes are generated. */
export const HTTPAPI_FILES: ReadonlyArray<readonly [path: string, contents: string]> = [
  [
    'internal/httpapi/router.go',
    `// Package httpapi is the HTTP face of the server: the chi router, the routes of the REST
// contract Tamga's own server answers, and how requests and errors are read and written.
package httpapi

import (
	"database/sql"
	"net/http"

	"github.com/go-chi/chi/v5"
	"github.com/go-chi/chi/v5/middleware"

	"__MODULE__/internal/access"
	"__MODULE__/internal/apierror"
	"__MODULE__/internal/auth"
	"__MODULE__/internal/records"
	"__MODULE__/internal/workflow"
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
	if !loginOK || !passwordOK || login == "" {
		apierror.Write(w, apierror.New("LOGIN_FAILED"))
		return
	}
	answer, err := s.auth.Login(r.Context(), login, password)
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
`,
  ],
  [
    'internal/httpapi/records.go',
    `package httpapi

import (
	"encoding/json"
	"net/http"

	"github.com/go-chi/chi/v5"

	"__MODULE__/internal/apierror"
	"__MODULE__/internal/auth"
	"__MODULE__/internal/records"
)

type recordAnswer struct {
	Status bool            \`json:"status"\`
	Record json.RawMessage \`json:"record"\`
}

type okAnswer struct {
	Status bool \`json:"status"\`
}

func (s *server) list(res *records.Resource) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		page, err := s.records.List(r.Context(), res, auth.FromContext(r.Context()), r.URL.Query())
		if err != nil {
			apierror.Write(w, err)
			return
		}
		writeJSON(w, http.StatusOK, page)
	}
}

func (s *server) show(res *records.Resource) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		record, err := s.records.Show(r.Context(), res, auth.FromContext(r.Context()), chi.URLParam(r, "id"))
		if err != nil {
			apierror.Write(w, err)
			return
		}
		writeJSON(w, http.StatusOK, recordAnswer{Status: true, Record: record})
	}
}

func (s *server) create(res *records.Resource) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		writeRecord(w, r, func(user *auth.User, body map[string]any) (json.RawMessage, error) {
			return s.records.Create(r.Context(), res, user, body)
		})
	}
}

func (s *server) update(res *records.Resource) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		writeRecord(w, r, func(user *auth.User, body map[string]any) (json.RawMessage, error) {
			return s.records.Update(r.Context(), res, user, chi.URLParam(r, "id"), r.URL.Query().Get("version"), body)
		})
	}
}

// writeRecord answers a create or an update: it needs a signed-in caller and a JSON object
// body, and answers the record as it was stored.
func writeRecord(w http.ResponseWriter, r *http.Request, write func(*auth.User, map[string]any) (json.RawMessage, error)) {
	user := auth.FromContext(r.Context())
	if user == nil {
		apierror.Write(w, apierror.New("UNAUTHORIZED"))
		return
	}
	body, err := decodeObject(w, r)
	if err != nil {
		apierror.Write(w, err)
		return
	}
	record, err := write(user, body)
	if err != nil {
		apierror.Write(w, err)
		return
	}
	writeJSON(w, http.StatusOK, recordAnswer{Status: true, Record: record})
}

func (s *server) delete(res *records.Resource) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		if err := s.records.Delete(r.Context(), res, auth.FromContext(r.Context()), chi.URLParam(r, "id")); err != nil {
			apierror.Write(w, err)
			return
		}
		writeJSON(w, http.StatusOK, okAnswer{Status: true})
	}
}

func (s *server) restore(res *records.Resource) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		if err := s.records.Restore(r.Context(), res, auth.FromContext(r.Context()), chi.URLParam(r, "id")); err != nil {
			apierror.Write(w, err)
			return
		}
		writeJSON(w, http.StatusOK, okAnswer{Status: true})
	}
}
`,
  ],
  [
    'internal/httpapi/respond.go',
    `package httpapi

import (
	"encoding/json"
	"errors"
	"io"
	"log"
	"net/http"
	"strings"

	"__MODULE__/internal/apierror"
)

// maxBodyBytes bounds a request body; larger ones are refused before they are read whole.
const maxBodyBytes = 1 << 20

// writeJSON answers status with value as JSON.
func writeJSON(w http.ResponseWriter, status int, value any) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.WriteHeader(status)
	if err := json.NewEncoder(w).Encode(value); err != nil {
		// The status is sent: all that is left is to say so in the log.
		log.Printf("writing an answer: %v", err)
	}
}

// decodeObject reads a JSON object body. Numbers stay json.Number so no precision is lost.
func decodeObject(w http.ResponseWriter, r *http.Request) (map[string]any, error) {
	r.Body = http.MaxBytesReader(w, r.Body, maxBodyBytes)
	decoder := json.NewDecoder(r.Body)
	decoder.UseNumber()
	var value any
	if err := decoder.Decode(&value); err != nil {
		var tooLarge *http.MaxBytesError
		if errors.As(err, &tooLarge) {
			return nil, apierror.New("BODY_TOO_LARGE")
		}
		return nil, apierror.New("INVALID_JSON")
	}
	if _, err := decoder.Token(); !errors.Is(err, io.EOF) {
		return nil, apierror.New("INVALID_JSON")
	}
	object, ok := value.(map[string]any)
	if !ok {
		return nil, apierror.Invalid("body", apierror.Issue{
			Path:    "",
			Code:    "type",
			Message: apierror.Message{Mn: "JSON объект байх ёстой", En: "must be a JSON object"},
		})
	}
	return object, nil
}

// bearerToken is the token of an \`Authorization: Bearer …\` header, or "".
func bearerToken(r *http.Request) string {
	header := strings.TrimSpace(r.Header.Get("Authorization"))
	scheme, token, found := strings.Cut(header, " ")
	if !found || !strings.EqualFold(scheme, "Bearer") {
		return ""
	}
	return strings.TrimSpace(token)
}
`,
  ],
]
