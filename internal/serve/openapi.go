package serve

import (
	_ "embed"
	"net/http"
)

// openAPI is the hand-written OpenAPI 3.1 document of every route (tests
// check that it lists exactly the routes registered).
//
//go:embed openapi.json
var openAPI []byte

// OpenAPI returns the OpenAPI 3.1 document served at /api/openapi.json.
func OpenAPI() []byte { return append([]byte(nil), openAPI...) }

func (s *Server) handleOpenAPI(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "application/json")
	_, _ = w.Write(openAPI)
}
