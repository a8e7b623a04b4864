package serve

import "net/http"

func (s *Server) handleGenerate(w http.ResponseWriter, r *http.Request) {
	writeProblem(w, r, problem(http.StatusNotImplemented, TypeInternal, "generate is not available yet"))
}
