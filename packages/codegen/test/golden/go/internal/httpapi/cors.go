package httpapi

import (
	"net/http"

	"heritage-server/internal/apierror"
)

// The headers a listed origin's page may send and read back, as Tamga's own server allows them.
const (
	corsMethods       = "GET, HEAD, POST, PUT, PATCH, DELETE"
	corsHeaders       = "Authorization, Content-Type, Accept-Language, X-Requested-With"
	corsExposed       = "Retry-After, Content-Language"
	corsMaxAgeSeconds = "600"
)

// cors lets the pages of the project's listed origins (its cors_origins, corsOrigins here) call
// the API from a browser with a bearer token and read the answers; any other origin gets no
// header, so a browser keeps its pages from reading them. Cookies are never allowed across
// origins. A listed origin's preflight is answered here, before any route.
func cors(next http.Handler) http.Handler {
	allowed := make(map[string]bool, len(corsOrigins))
	for _, origin := range corsOrigins {
		allowed[origin] = true
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		origin := r.Header.Get("Origin")
		if origin == "" || !allowed[origin] {
			// No route answers OPTIONS: anyone else's preflight gets the not-found answer, as on Tamga.
			if r.Method == http.MethodOptions {
				apierror.Write(w, apierror.New("NOT_FOUND"))
				return
			}
			next.ServeHTTP(w, r)
			return
		}
		header := w.Header()
		header.Set("Access-Control-Allow-Origin", origin)
		header.Add("Vary", "Origin")
		if r.Method == http.MethodOptions && r.Header.Get("Access-Control-Request-Method") != "" {
			header.Set("Access-Control-Allow-Methods", corsMethods)
			header.Set("Access-Control-Allow-Headers", corsHeaders)
			header.Set("Access-Control-Max-Age", corsMaxAgeSeconds)
			header.Set("Content-Length", "0")
			w.WriteHeader(http.StatusNoContent)
			return
		}
		header.Set("Access-Control-Expose-Headers", corsExposed)
		next.ServeHTTP(w, r)
	})
}
