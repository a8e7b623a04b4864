package serve

import (
	"bufio"
	"errors"
	"io"
	"net/http"
	"path/filepath"

	"github.com/mcpgen/mcpgen/pkg/dataset"
	"github.com/mcpgen/mcpgen/pkg/registry"
)

// pageRoutes are the routes the web page needs beyond the registry, tools
// and generate routes: importing another client's config file (as `mcpgen
// server import`), a generate run's summary and manifest, and checking a
// dataset (as `mcpgen dataset check`).
func (s *Server) pageRoutes() []Route {
	return []Route{
		{"POST", "/api/mcp/import", "import the servers of another MCP client's config file (as `mcpgen server import`)", s.handleImport},
		{"GET", "/api/mcp/generate/{run}", "summary and manifest of a generate run (its id is the X-Mcpgen-Run header)", s.handleGenerateRun},
		{"POST", datasetCheckPath, "check a JSONL dataset against a format's record rules (as `mcpgen dataset check`)", s.handleDatasetCheck},
	}
}

// ImportRequest is the body of POST /api/mcp/import: the text of an
// MCP client's config file (Claude Desktop, Claude Code, Cursor, Windsurf,
// Cline, VS Code, Zed or mcpgen; see registry.ParseClientConfig).
type ImportRequest struct {
	// Config is the file's text (JSON, comments allowed).
	Config string `json:"config"`
	// Filename is the file's name or path as the client writes it (for
	// example "claude_desktop_config.json" or ".vscode/mcp.json"); it helps
	// recognise the client and names the file in messages.
	Filename string `json:"filename,omitempty"`
	// Project writes ./mcp_servers.json instead of the user file.
	Project bool `json:"project,omitempty"`
	// Force replaces servers of the same name (else they are skipped).
	Force bool `json:"force,omitempty"`
}

// ImportOutcome is what happened to one server of the imported file.
type ImportOutcome struct {
	Name string `json:"name"`
	// Imported is false when the server was skipped (Reason says why).
	Imported bool     `json:"imported"`
	Reason   string   `json:"reason,omitempty"`
	Notes    []string `json:"notes,omitempty"`
	// Warnings are what an imported server's entry holds that will fail
	// only when it starts (registry.Entry.StartWarnings: a program not on
	// this machine's PATH, a missing cwd, …), as `mcpgen server import`
	// prints them; the entry is written all the same.
	Warnings []string `json:"warnings,omitempty"`
}

// ImportResponse is the answer of POST /api/mcp/import.
type ImportResponse struct {
	// Format is the client the file was recognised as.
	Format   string          `json:"format"`
	Target   string          `json:"target"`
	Imported int             `json:"imported"`
	Servers  []ImportOutcome `json:"servers"`
}

func (s *Server) handleImport(w http.ResponseWriter, r *http.Request) {
	var req ImportRequest
	if p := decodeBody(r, &req); p != nil {
		writeProblem(w, r, p)
		return
	}
	name := req.Filename
	if name == "" {
		name = "pasted.json"
	}
	res, err := registry.ParseClientConfig(filepath.FromSlash(name), []byte(req.Config))
	if err != nil {
		writeProblem(w, r, problem(http.StatusBadRequest, TypeInvalidRequest, "config: %v", err))
		return
	}
	target := s.cfg.Locations.WriteTarget(req.Project)
	out := ImportResponse{Format: res.Format, Target: target, Servers: []ImportOutcome{}}
	err = registry.Update(r.Context(), target, func(f *registry.File) error {
		out.Imported, out.Servers = 0, out.Servers[:0]
		for _, sv := range res.Servers {
			if _, ok := f.Get(sv.Name); ok && !req.Force {
				out.Servers = append(out.Servers, ImportOutcome{Name: sv.Name, Reason: "already in " + target + " (send \"force\": true to replace it)"})
				continue
			}
			if err := f.Set(sv.Name, sv.Entry); err != nil {
				out.Servers = append(out.Servers, ImportOutcome{Name: sv.Name, Reason: err.Error()})
				continue
			}
			out.Imported++
			out.Servers = append(out.Servers, ImportOutcome{Name: sv.Name, Imported: true, Notes: sv.Notes, Warnings: sv.Entry.StartWarnings()})
		}
		return nil
	})
	if err != nil {
		writeProblem(w, r, problemFor(err, ""))
		return
	}
	for _, sk := range res.Skipped {
		out.Servers = append(out.Servers, ImportOutcome{Name: sk.Name, Reason: sk.Reason})
	}
	for _, o := range out.Servers {
		if o.Imported {
			s.pool.Reset(o.Name)
		}
	}
	writeJSON(w, http.StatusOK, out)
}

// datasetCheckPath is the route of handleDatasetCheck, whose body limit is
// Config.MaxDatasetBody.
const datasetCheckPath = "/api/mcp/dataset/check"

// detectBytes is how much of a dataset handleDatasetCheck reads to tell
// its format when the request names none.
const detectBytes = 1 << 20

// DatasetCheckResponse is the answer of POST /api/mcp/dataset/check:
// dataset.CheckReport and its verdict.
type DatasetCheckResponse struct {
	*dataset.CheckReport
	// Verdict is "ok" when no line has an error, else "failed".
	Verdict string `json:"verdict"`
	// EncodingWarning is what `mcpgen dataset check` says on stderr about
	// the argsEncoding asked for (dataset.CheckEncoding): set when the
	// format's trainer reads the other encoding, so a file that passes
	// will not load there.
	EncodingWarning string `json:"encodingWarning,omitempty"`
}

// handleDatasetCheck checks the request body, a JSONL dataset, as `mcpgen
// dataset check --format FORMAT` does. Query parameters: format (default:
// the format the first records show, dataset.DetectFormat, else openai;
// the answer's format says which) and argsEncoding (string, object;
// default the format's rule; taken as dataset.CheckEncoding decides for
// the CLI, its warning in the answer's encodingWarning).
// The body is checked as it streams in (after its first MiB when the
// format is detected), up to Config.MaxDatasetBody.
func (s *Server) handleDatasetCheck(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	enc, err := dataset.ParseEncoding(q.Get("argsEncoding"))
	if err != nil {
		writeProblem(w, r, problem(http.StatusBadRequest, TypeInvalidRequest, "argsEncoding: %v", err))
		return
	}
	var body io.Reader = r.Body
	format := q.Get("format")
	if format == "" {
		// As `mcpgen dataset check` without a manifest: the format
		// the first records show, else openai. Only then is the start
		// of the body held (up to detectBytes) before the check.
		br := bufio.NewReaderSize(r.Body, detectBytes)
		head, _ := br.Peek(detectBytes)
		format, _ = dataset.DetectFormat(head)
		format = orDefault(format, "openai")
		body = br
	}
	enc, warning := dataset.CheckEncoding(dataset.EncodingAsk{Format: format, Asked: enc, AskedBy: "argsEncoding"})
	rep, err := dataset.Check(body, format, dataset.CheckOptions{ArgsEncoding: enc})
	var mbe *http.MaxBytesError
	if errors.As(err, &mbe) {
		writeProblem(w, r, problem(http.StatusRequestEntityTooLarge, TypeTooLarge, "dataset exceeds the limit of %d bytes for a check", mbe.Limit))
		return
	}
	if err != nil {
		writeProblem(w, r, problem(http.StatusBadRequest, TypeInvalidRequest, "dataset check: %v", err))
		return
	}
	out := DatasetCheckResponse{CheckReport: rep, Verdict: "ok", EncodingWarning: warning}
	if !rep.OK() {
		out.Verdict = "failed"
	}
	writeJSON(w, http.StatusOK, out)
}
