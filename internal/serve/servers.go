package serve

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"maps"
	"net/http"
	"os"
	"reflect"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/mcpgen/mcpgen/internal/jsonx"
	"github.com/mcpgen/mcpgen/pkg/mcp"
	"github.com/mcpgen/mcpgen/pkg/pool"
	"github.com/mcpgen/mcpgen/pkg/registry"
)

// A Route is one endpoint of the API.
type Route struct {
	// Method and Pattern as given to http.ServeMux (Go 1.22 patterns, with
	// {id} wildcards, which the OpenAPI document spells the same way).
	Method, Pattern string
	// Summary is a one-line description.
	Summary string
	handler http.HandlerFunc
}

// Routes returns every route the server registers, in a fixed order.
func (s *Server) Routes() []Route {
	rs := s.routes()
	for i := range rs {
		rs[i].handler = nil
	}
	return rs
}

func (s *Server) routes() []Route {
	return append([]Route{
		{"GET", "/healthz", "liveness and session pool state", s.handleHealth},
		{"GET", "/api/openapi.json", "this API as an OpenAPI 3.1 document", s.handleOpenAPI},
		{"GET", "/api/mcp/servers", "list the registry's servers (env and header values redacted)", s.handleListServers},
		{"POST", "/api/mcp/servers", "add a server to the registry", s.handleAddServer},
		{"DELETE", "/api/mcp/servers/{id}", "remove a server from the file that defines it", s.handleDeleteServer},
		{"POST", "/api/mcp/servers/{id}/enable", "enable a server", s.handleToggle(true)},
		{"POST", "/api/mcp/servers/{id}/disable", "disable a server", s.handleToggle(false)},
		{"POST", "/api/mcp/servers/{id}/test", "connect afresh, initialize and list the tools", s.startsProcesses(s.handleTestServer)},
		{"GET", "/api/mcp/servers/{id}/tools", "the server's tools as it sent them (tools/list)", s.startsProcesses(s.handleTools)},
		{"POST", "/api/mcp/execute", "validate toolArgs against the inputSchema and call the tool", s.startsProcesses(s.handleExecute)},
		{"POST", "/api/mcp/validate", "lint tool schemas (as `mcpgen validate`)", s.startsProcesses(s.handleValidate)},
		{"POST", "/api/mcp/generate", "generate a dataset and stream it back as JSONL (as `mcpgen generate`)", s.startsProcesses(s.handleGenerate)},
	}, s.pageRoutes()...)
}

// writeJSON sends v with status.
func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("X-Content-Type-Options", "nosniff")
	w.WriteHeader(status)
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(v)
}

// decodeBody decodes the JSON request body into v, refusing unknown
// members, trailing data and a member name repeated in one object (at any
// depth, toolArgs and hints included: see jsonx.CheckDuplicates). Errors are
// Problems: 413 past the size limit, 400 otherwise (naming the JSON pointer
// of a repeated member).
func decodeBody(r *http.Request, v any) *Problem {
	data, err := io.ReadAll(r.Body)
	var dup *jsonx.DuplicateError
	if err == nil && errors.As(jsonx.CheckDuplicates(data, true), &dup) {
		p := problem(http.StatusBadRequest, TypeInvalidRequest, "request body: %v; send each member once", dup)
		p.Errors = []InvalidValue{{Pointer: dup.Pointer, Detail: dup.Error()}}
		return p
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	dec.UseNumber()
	if err == nil {
		err = dec.Decode(v)
	}
	if err == nil {
		if _, terr := dec.Token(); terr != io.EOF {
			err = errors.New("trailing data after the JSON object")
		}
	}
	var mbe *http.MaxBytesError
	switch {
	case err == nil:
		return nil
	case errors.As(err, &mbe):
		return problem(http.StatusRequestEntityTooLarge, TypeTooLarge, "request body exceeds the limit of %d bytes", mbe.Limit)
	case errors.Is(err, io.EOF):
		return problem(http.StatusBadRequest, TypeInvalidRequest, "empty request body; want a JSON object")
	default:
		if p := bodyTypeProblem(err, reflect.TypeOf(v)); p != nil {
			return p
		}
		return problem(http.StatusBadRequest, TypeInvalidRequest, "request body: %v", err)
	}
}

// ---- registry access ----

// regCache keeps the last registry read with the identity of its files.
type regCache struct {
	mu     sync.Mutex
	stamps []os.FileInfo // nil entry: the file did not exist
	reg    *registry.Registry
}

// loadRegistry returns the registry as it is on disk now. It stats the
// files on every call and reads them again when any changed: another file
// (registry.Update writes a new file and renames it, so the inode changes),
// another size or modification time, or appeared or vanished. The stat
// happens before the read, so a change made during the read is seen by the
// next call.
func (s *Server) loadRegistry() (*registry.Registry, error) {
	// The trust file counts too: trusting the project file while serving
	// takes effect at once.
	files := append(s.cfg.Locations.Files(), s.cfg.Locations.Trust)
	stamps := make([]os.FileInfo, len(files))
	for i, f := range files {
		if fi, err := os.Stat(f); err == nil {
			stamps[i] = fi
		}
	}
	c := &s.regs
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.reg != nil && sameStamps(c.stamps, stamps) {
		return c.reg, nil
	}
	reg, err := s.cfg.Locations.Load()
	if err != nil {
		c.reg = nil
		return nil, err
	}
	s.resetChanged(c.reg, reg)
	c.reg, c.stamps = reg, stamps
	return reg, nil
}

// resetChanged closes at once the pool sessions of every server that reg,
// the registry just read, no longer has, has disabled, or defines
// differently than old (the previous read; nil for none), so a server
// removed or edited by the CLI while serving does not keep its process
// until the idle timeout. Called with s.regs.mu held.
func (s *Server) resetChanged(old, reg *registry.Registry) {
	for _, st := range s.pool.Stats() {
		name := st.Server
		cur, err := reg.Lookup(name)
		why := ""
		switch {
		case err != nil:
			why = "removed from the registry"
		case !cur.Entry.Enabled():
			why = "disabled in the registry"
		case old != nil:
			if prev, perr := old.Lookup(name); perr != nil || !reflect.DeepEqual(prev.Entry, cur.Entry) {
				why = "changed in the registry"
			}
		}
		// A gone or disabled server with nothing open needs no reset (the
		// poll would otherwise reset it every time).
		if why == "" || (why != "changed in the registry" && st.Sessions == 0 && !st.Failed) {
			continue
		}
		s.log.Info("closing sessions", "server", name, "reason", why)
		s.pool.Reset(name)
	}
}

func sameStamps(a, b []os.FileInfo) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		switch {
		case a[i] == nil && b[i] == nil:
		case a[i] == nil || b[i] == nil:
			return false
		case !os.SameFile(a[i], b[i]) || !a[i].ModTime().Equal(b[i].ModTime()) || a[i].Size() != b[i].Size():
			return false
		}
	}
	return true
}

// lookup reads the registry and finds the server called id.
func (s *Server) lookup(id string) (registry.Server, error) {
	if err := registry.ValidateName(id); err != nil {
		return registry.Server{}, err
	}
	reg, err := s.loadRegistry()
	if err != nil {
		return registry.Server{}, err
	}
	return reg.Lookup(id)
}

// resolve reads the registry and returns the spec of the server called id:
// its variables expanded with cfg.LookupEnv and the configured overrides
// applied, as the CLI does for its global flags.
func (s *Server) resolve(id string) (mcp.ServerSpec, error) {
	srv, err := s.lookup(id)
	if err != nil {
		return mcp.ServerSpec{}, err
	}
	return srv.Spec(s.cfg.LookupEnv, registry.SpecOverrides{
		ProtocolVersion: s.cfg.ProtocolVersion,
		ConnectTimeout:  s.cfg.ConnectTimeout,
		CallTimeout:     s.cfg.CallTimeout,
	})
}

// ---- views ----

// ServerView is one server in GET /api/mcp/servers. Env and header values
// are redacted ("***") unless they are only a ${VAR} reference; a URL's
// password and query values are redacted too (registry.RedactValue,
// registry.RedactURL; `mcpgen server list` shows the same).
type ServerView struct {
	registry.View
	// Source is the registry file that defines the server; Overrides the
	// lower-precedence files whose entry of the same name it hides.
	Source    string   `json:"source"`
	Overrides []string `json:"overrides,omitempty"`
	// Sessions is the state of the server's warm sessions, when any.
	Sessions *pool.ServerStats `json:"sessions,omitempty"`
}

// AddServerResponse is the answer to POST /api/mcp/servers: the new
// server's view and what its entry holds that will fail only when the
// server starts (registry.Entry.StartWarnings: a program not found on this
// machine, a cwd that is not a folder, a protocol version that is no
// revision date). The entry is written all the same, as 'mcpgen server
// add' writes it, since the program may be installed later.
type AddServerResponse struct {
	ServerView
	Warnings []string `json:"warnings,omitempty"`
}

// Redacted is what GET /api/mcp/servers shows in place of a secret value
// (registry.Redacted).
const Redacted = registry.Redacted

func (s *Server) viewOf(srv registry.Server, stats map[string]pool.ServerStats) ServerView {
	v := ServerView{View: srv.View(), Source: srv.Source, Overrides: srv.Shadows}
	if st, ok := stats[srv.Name]; ok {
		v.Sessions = &st
	}
	return v
}

func (s *Server) poolStats() map[string]pool.ServerStats {
	out := map[string]pool.ServerStats{}
	for _, st := range s.pool.Stats() {
		out[st.Server] = st
	}
	return out
}

// ---- handlers ----

func (s *Server) handleHealth(w http.ResponseWriter, r *http.Request) {
	writeJSON(w, http.StatusOK, map[string]any{
		"status":   "ok",
		"version":  s.cfg.Version,
		"uptimeS":  int64(time.Since(s.started).Seconds()),
		"sessions": s.pool.Stats(),
	})
}

func (s *Server) handleListServers(w http.ResponseWriter, r *http.Request) {
	reg, err := s.loadRegistry()
	if err != nil {
		writeProblem(w, r, problemFor(err, ""))
		return
	}
	stats := s.poolStats()
	views := []ServerView{}
	for _, srv := range reg.Servers() {
		views = append(views, s.viewOf(srv, stats))
	}
	writeJSON(w, http.StatusOK, map[string]any{"servers": views})
}

// AddServerRequest is the body of POST /api/mcp/servers: a stdio server
// (command, args, env, cwd) or a remote one (url, transport, headers).
// Values are saved as given; ${VAR} is expanded only when the server starts.
type AddServerRequest struct {
	Name      string            `json:"name"`
	Command   string            `json:"command,omitempty"`
	Args      []string          `json:"args,omitempty"`
	Env       map[string]string `json:"env,omitempty"`
	Cwd       string            `json:"cwd,omitempty"`
	URL       string            `json:"url,omitempty"`
	Transport string            `json:"transport,omitempty"`
	Headers   map[string]string `json:"headers,omitempty"`
	// Enabled defaults to true.
	Enabled *bool `json:"enabled,omitempty"`
	// Timeout is the connect timeout as a Go duration ("30s").
	Timeout         string `json:"timeout,omitempty"`
	ProtocolVersion string `json:"protocolVersion,omitempty"`
	// Project writes ./mcp_servers.json instead of the user file (ignored
	// when the registry is pinned to one file).
	Project bool `json:"project,omitempty"`
	// Force replaces an existing entry of the same name (else 409).
	Force bool `json:"force,omitempty"`
}

func (s *Server) handleAddServer(w http.ResponseWriter, r *http.Request) {
	var req AddServerRequest
	if p := decodeBody(r, &req); p != nil {
		writeProblem(w, r, p)
		return
	}
	if err := registry.ValidateName(req.Name); err != nil {
		writeProblem(w, r, problem(http.StatusBadRequest, TypeInvalidRequest, "name: %v", err))
		return
	}
	ent := registry.Entry{
		Command: req.Command, Args: slices.Clone(req.Args), Env: maps.Clone(req.Env), Cwd: req.Cwd,
		URL: req.URL, Transport: req.Transport, Headers: maps.Clone(req.Headers),
		ProtocolVersion: req.ProtocolVersion, Disabled: req.Enabled != nil && !*req.Enabled,
	}
	if req.Timeout != "" {
		d, err := time.ParseDuration(req.Timeout)
		if err != nil || d < 0 {
			writeProblem(w, r, problem(http.StatusBadRequest, TypeInvalidRequest, "timeout %q: want a duration such as \"30s\"", req.Timeout))
			return
		}
		ent.Timeout = d
	}
	if ent.Command != "" && (len(ent.Headers) > 0) || ent.URL != "" && (len(ent.Env) > 0 || ent.Cwd != "" || len(ent.Args) > 0) {
		writeProblem(w, r, problem(http.StatusBadRequest, TypeInvalidRequest, "env, cwd and args apply to stdio servers (command), headers to remote ones (url)"))
		return
	}
	if err := ent.Check(); err != nil {
		writeProblem(w, r, problem(http.StatusBadRequest, TypeInvalidRequest, "server %q: %v", req.Name, err))
		return
	}
	if ent.OneWordCommandLine() {
		// as 'mcpgen server add' refuses it: commands run as argument
		// lists, never through a shell, so the entry would never start
		writeProblem(w, r, problem(http.StatusBadRequest, TypeInvalidRequest, "server %q: command %q is one word with spaces and no program has that name: send the program as command and each argument in args (%q, then %q)",
			req.Name, ent.Command, strings.Fields(ent.Command)[0], strings.Fields(ent.Command)[1:]))
		return
	}
	target := s.cfg.Locations.WriteTarget(req.Project)
	err := registry.Update(r.Context(), target, func(f *registry.File) error {
		if _, ok := f.Get(req.Name); ok && !req.Force {
			return fmt.Errorf("%w: %q is already in %s (send \"force\": true to replace it)", registry.ErrExists, req.Name, target)
		}
		return f.Set(req.Name, ent)
	})
	if errors.Is(err, registry.ErrExists) {
		writeProblem(w, r, &Problem{Type: TypeConflict, Title: http.StatusText(http.StatusConflict), Status: http.StatusConflict, Detail: err.Error(), Server: req.Name})
		return
	}
	if err != nil {
		writeProblem(w, r, problemFor(err, req.Name))
		return
	}
	s.pool.Reset(req.Name)
	srv, err := s.lookup(req.Name)
	if err != nil {
		writeProblem(w, r, problemFor(err, req.Name))
		return
	}
	w.Header().Set("Location", "/api/mcp/servers/"+req.Name)
	writeJSON(w, http.StatusCreated, AddServerResponse{ServerView: s.viewOf(srv, s.poolStats()), Warnings: ent.StartWarnings()})
}

// edit applies fn to the file that defines the server of the request's
// {id} (the entry in effect) and resets its sessions.
func (s *Server) edit(w http.ResponseWriter, r *http.Request, fn func(f *registry.File, name string) error) (registry.Server, bool) {
	id := r.PathValue("id")
	srv, err := s.lookup(id)
	if err != nil {
		writeProblem(w, r, problemFor(err, id))
		return srv, false
	}
	if err := registry.Update(r.Context(), srv.Source, func(f *registry.File) error { return fn(f, id) }); err != nil {
		writeProblem(w, r, problemFor(err, id))
		return srv, false
	}
	s.pool.Reset(id)
	return srv, true
}

func (s *Server) handleDeleteServer(w http.ResponseWriter, r *http.Request) {
	if _, ok := s.edit(w, r, func(f *registry.File, name string) error { return f.Remove(name) }); ok {
		w.WriteHeader(http.StatusNoContent)
	}
}

func (s *Server) handleToggle(enable bool) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		if _, ok := s.edit(w, r, func(f *registry.File, name string) error { return f.SetEnabled(name, enable) }); !ok {
			return
		}
		srv, err := s.lookup(r.PathValue("id"))
		if err != nil {
			writeProblem(w, r, problemFor(err, r.PathValue("id")))
			return
		}
		writeJSON(w, http.StatusOK, s.viewOf(srv, s.poolStats()))
	}
}

// TestResult is the answer of POST /api/mcp/servers/{id}/test.
type TestResult struct {
	Name            string   `json:"name"`
	Status          string   `json:"status"` // "ok"
	ServerName      string   `json:"serverName,omitempty"`
	ServerVersion   string   `json:"serverVersion,omitempty"`
	ProtocolVersion string   `json:"protocolVersion,omitempty"`
	Tools           int      `json:"tools"`
	ToolNames       []string `json:"toolNames"`
	LatencyMs       int64    `json:"latencyMs"`
}

// handleTestServer probes the server on a fresh connection (not the pool's,
// so a broken start shows) and clears a failed state in the pool.
func (s *Server) handleTestServer(w http.ResponseWriter, r *http.Request) {
	id := r.PathValue("id")
	spec, err := s.resolve(id)
	if err != nil {
		writeProblem(w, r, problemFor(err, id))
		return
	}
	res := mcp.Probe(r.Context(), spec, s.connect)
	if res.Err != nil {
		writeProblem(w, r, problemFor(res.Err, id))
		return
	}
	s.pool.Reset(id)
	out := TestResult{Name: id, Status: "ok", ServerName: res.Info.Name, ServerVersion: res.Info.Version,
		ProtocolVersion: res.Info.ProtocolVersion, Tools: len(res.Tools), ToolNames: []string{}, LatencyMs: res.Latency.Milliseconds()}
	for _, t := range res.Tools {
		out.ToolNames = append(out.ToolNames, t.Name)
	}
	writeJSON(w, http.StatusOK, out)
}
