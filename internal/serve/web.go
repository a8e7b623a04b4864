package serve

import (
	"embed"
	"io/fs"
	"net/http"
	"path"
	"strings"
)

// webFiles is the page served at / and its assets under /assets/: plain
// HTML, CSS and JavaScript, embedded so `mcpgen serve` works offline with
// no build step.
//
//go:embed web/index.html web/assets
var webFiles embed.FS

// pageCSP keeps the page to its own scripts, styles and API: no inline
// script, no other origin, no framing.
const pageCSP = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; " +
	"form-action 'none'; frame-ancestors 'none'; base-uri 'none'"

// page answers GET / (the web page) and GET /assets/... (its files) before
// the bearer token is checked (the requests PublicRequest names, with a
// clean path): the page holds no data, and it reads the token from the URL
// fragment `mcpgen serve` prints and sends it on every API call it makes.
// Every other request goes to next.
func (s *Server) page(next http.Handler) http.Handler {
	assets, err := fs.Sub(webFiles, "web")
	if err != nil {
		panic(err) // the embedded tree is fixed at build time
	}
	files := http.FileServerFS(assets)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		isPage := r.URL.Path == "/"
		isAsset := strings.HasPrefix(r.URL.Path, "/assets/") && path.Clean(r.URL.Path) == r.URL.Path
		if !PublicRequest(r) || (!isPage && !isAsset) {
			next.ServeHTTP(w, r)
			return
		}
		h := w.Header()
		h.Set("Content-Security-Policy", pageCSP)
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("X-Frame-Options", "DENY")
		h.Set("Referrer-Policy", "no-referrer")
		h.Set("Cache-Control", "no-cache")
		if isPage {
			b, err := webFiles.ReadFile("web/index.html")
			if err != nil {
				writeProblem(w, r, problem(http.StatusInternalServerError, TypeInternal, "page: %v", err))
				return
			}
			h.Set("Content-Type", "text/html; charset=utf-8")
			_, _ = w.Write(b)
			return
		}
		if _, err := fs.Stat(assets, strings.TrimPrefix(r.URL.Path, "/")); err != nil {
			writeProblem(w, r, problem(http.StatusNotFound, TypeNotFound, "no asset %s", r.URL.Path))
			return
		}
		files.ServeHTTP(w, r)
	})
}
