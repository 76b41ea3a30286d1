package httpapi

import (
	"context"
	"io"
	"net/http"
	"net/url"
	"unicode/utf16"

	"github.com/go-chi/chi/v5"

	"__MODULE__/internal/apierror"
	"__MODULE__/internal/auth"
	"__MODULE__/internal/records"
	"__MODULE__/internal/workflow"
)

// workflowRecords tells the workflow where the records of workflow kruds are and who may read
// them (the records' own read rule: the krud's read right, its row conditions, live rows).
type workflowRecords struct {
	records *records.Service
	byKrud  map[string]*records.Resource
}

func (w workflowRecords) Place(krud string) (string, string, bool) {
	resource, ok := w.byKrud[krud]
	if !ok {
		return "", "", false
	}
	return resource.Table, resource.Identity, true
}

func (w workflowRecords) Readable(ctx context.Context, user *auth.User, krud, rowID string) error {
	resource, ok := w.byKrud[krud]
	if !ok {
		return apierror.New("PROCESS_NOT_FOUND")
	}
	return w.records.ReadableRecord(ctx, resource, user, rowID)
}

func (w workflowRecords) HistoryReadable(ctx context.Context, user *auth.User, krud, rowID string) (bool, error) {
	resource, ok := w.byKrud[krud]
	if !ok {
		return false, nil
	}
	return true, w.records.ReadableHistory(ctx, resource, user, rowID)
}

// mountWorkflow adds the approval workflow's routes and ties record writes to it: a create on a
// workflow krud starts the record's process in its transaction.
func mountWorkflow(r chi.Router, s *server) {
	byKrud := map[string]*records.Resource{}
	for _, resource := range workflowResources() {
		byKrud[resource.Krud] = resource
	}
	s.workflow.UseRecords(workflowRecords{records: s.records, byKrud: byKrud})
	s.records.UseProcesses(s.workflow)

	r.Get("/process/of/{krud}/{rowId}", func(w http.ResponseWriter, r *http.Request) {
		answer(w)(s.workflow.Of(r.Context(), auth.FromContext(r.Context()), chi.URLParam(r, "krud"), chi.URLParam(r, "rowId")))
	})
	r.Post("/process/{processId}/steps/{stepId}/act", s.stepAction(s.workflow.Act))
	r.Post("/process/{processId}/steps/{stepId}/vote", s.stepAction(s.workflow.Vote))
	r.Get("/process/waiting", func(w http.ResponseWriter, r *http.Request) {
		steps, err := s.workflow.Waiting(r.Context(), auth.FromContext(r.Context()))
		if err != nil {
			apierror.Write(w, err)
			return
		}
		writeJSON(w, http.StatusOK, steps)
	})
	r.Get("/process/{processId}/steps/{stepId}/candidates", s.candidates)
	r.Post("/process/{processId}/steps/{stepId}/close-vote", func(w http.ResponseWriter, r *http.Request) {
		answer(w)(s.workflow.CloseVote(r.Context(), auth.FromContext(r.Context()), chi.URLParam(r, "processId"),
			chi.URLParam(r, "stepId")))
	})
}

// answer writes a process's state, or the error.
func answer(w http.ResponseWriter) func(*workflow.State, error) {
	return func(state *workflow.State, err error) {
		if err != nil {
			apierror.Write(w, err)
			return
		}
		writeJSON(w, http.StatusOK, state)
	}
}

// stepAction is a route acting on a step with a JSON body.
func (s *server) stepAction(act func(context.Context, *auth.User, string, string, []byte) (*workflow.State, error)) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		user := auth.FromContext(r.Context())
		if user == nil {
			apierror.Write(w, apierror.New("UNAUTHORIZED"))
			return
		}
		body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, maxBodyBytes))
		if err != nil {
			apierror.Write(w, apierror.New("BODY_TOO_LARGE"))
			return
		}
		answer(w)(act(r.Context(), user, chi.URLParam(r, "processId"), chi.URLParam(r, "stepId"), body))
	}
}

// candidates answers whom an open step's assignee may pick when taking `?port=`.
func (s *server) candidates(w http.ResponseWriter, r *http.Request) {
	query := r.URL.Query()
	port := query.Get("port")
	if issues := portQueryIssues(query); len(issues) > 0 {
		apierror.Write(w, apierror.Invalid("querystring", issues...))
		return
	}
	people, err := s.workflow.Candidates(r.Context(), auth.FromContext(r.Context()), chi.URLParam(r, "processId"),
		chi.URLParam(r, "stepId"), port)
	if err != nil {
		apierror.Write(w, err)
		return
	}
	writeJSON(w, http.StatusOK, people)
}

// portQueryIssues are the problems of a candidates query, as Tamga's schema names them: a port
// of 1 to 64 characters.
func portQueryIssues(query url.Values) []apierror.Issue {
	port, present := query["port"]
	if !present {
		return []apierror.Issue{apierror.Required("", "port")}
	}
	if issue, outside := apierror.Length("/port", len(utf16.Encode([]rune(port[0]))), 1, 64); outside {
		return []apierror.Issue{issue}
	}
	return nil
}
