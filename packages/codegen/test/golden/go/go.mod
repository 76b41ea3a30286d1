module heritage-server

go 1.19

require (
	github.com/go-chi/chi/v5 v5.0.7
	github.com/lib/pq v1.10.7
	golang.org/x/crypto v0.4.0
)

require golang.org/x/sys v0.3.0 // indirect
