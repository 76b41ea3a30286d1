package httpapi

import (
	"encoding/json"
	"net/http"

	"github.com/go-chi/chi/v5"

	"__MODULE__/internal/apierror"
	"__MODULE__/internal/auth"
	"__MODULE__/internal/records"
)

type recordAnswer struct {
	Status bool            `json:"status"`
	Record json.RawMessage `json:"record"`
	// Rights are what the caller may do with the record read (a read answers them, as Tamga's).
	Rights *recordRights `json:"rights,omitempty"`
}

type recordRights struct {
	// Update: whether a change would be let through (the role's right, or an open step of the
	// record's process the caller holds).
	Update bool `json:"update"`
}

type okAnswer struct {
	Status bool `json:"status"`
}

func (s *server) unknownKrud(w http.ResponseWriter, r *http.Request) {
	if auth.FromContext(r.Context()) == nil {
		apierror.Write(w, apierror.New("UNAUTHORIZED"))
		return
	}
	apierror.Write(w, apierror.New("FORBIDDEN"))
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
		user := auth.FromContext(r.Context())
		record, err := s.records.Show(r.Context(), res, user, chi.URLParam(r, "id"))
		if err != nil {
			apierror.Write(w, err)
			return
		}
		update, err := s.records.MayUpdate(r.Context(), res, user, chi.URLParam(r, "id"))
		if err != nil {
			apierror.Write(w, err)
			return
		}
		writeJSON(w, http.StatusOK, recordAnswer{Status: true, Record: record, Rights: &recordRights{Update: update}})
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
