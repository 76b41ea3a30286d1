package httpapi

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

// writeJSON answers status with value as JSON, written as Tamga's own server writes it (no
// HTML escapes: `<p>` stays `<p>`), so the same record reads the same bytes from either.
func writeJSON(w http.ResponseWriter, status int, value any) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.WriteHeader(status)
	encoder := json.NewEncoder(w)
	encoder.SetEscapeHTML(false)
	if err := encoder.Encode(value); err != nil {
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

// bearerToken is the token of an `Authorization: Bearer …` header, or "".
func bearerToken(r *http.Request) string {
	header := strings.TrimSpace(r.Header.Get("Authorization"))
	scheme, token, found := strings.Cut(header, " ")
	if !found || !strings.EqualFold(scheme, "Bearer") {
		return ""
	}
	return strings.TrimSpace(token)
}
