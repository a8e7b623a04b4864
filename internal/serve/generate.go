package serve

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"reflect"
	"runtime"
	"strings"
	"sync"

	"github.com/mcpgen/mcpgen/internal/redact"
	"github.com/mcpgen/mcpgen/pkg/dataset"
	"github.com/mcpgen/mcpgen/pkg/execute"
	"github.com/mcpgen/mcpgen/pkg/generate"
	"github.com/mcpgen/mcpgen/pkg/hints"
	"github.com/mcpgen/mcpgen/pkg/mcp"
	"github.com/mcpgen/mcpgen/pkg/tool"
)

// GenerateRequest is the body of POST /api/mcp/generate: the options of
// `mcpgen generate` under their json names (generate.Options; members the
// HTTP surface refuses are those tagged http:"-": output splits, shards,
// resume, host template folders), with three members of its own: Tools
// and Hints hold the tools and the hints document inline (over the command
// line they name files), and Confirm confirms AllowDestructive (else 409).
// The dataset streams back in the response.
type GenerateRequest struct {
	generate.Options
	// Tools is inline input in any form `generate --tools FILE` reads;
	// ToolsFormat forces its kind. Its tools are attributed to the server
	// name "tools" and never executed.
	Tools json.RawMessage `json:"tools,omitempty"`
	// Hints is a `--hints` document inline (parameter key → list of
	// values, or {"values"|"fake", "count"}), as a JSON object or as a
	// string holding the text of a hints file (YAML or JSON, as the web
	// page sends it); "file" and "glob" sources, which would read the
	// serving host's files, are refused.
	Hints json.RawMessage `json:"hints,omitempty"`
	// Confirm confirms AllowDestructive.
	Confirm bool `json:"confirm,omitempty"`
}

// SummaryTrailer is the HTTP trailer that carries the generate run's
// summary as JSON (records, duplicates, per-tool counts, skipped sources),
// or {"error": "..."} when the run failed after streaming began. A summary
// over 3 KiB is cut to its counts there (see trailerSummary).
const SummaryTrailer = "X-Mcpgen-Summary"

func (s *Server) handleGenerate(w http.ResponseWriter, r *http.Request) {
	req := GenerateRequest{Options: generate.DefaultOptions()}
	if p := decodeBody(r, &req); p != nil {
		writeProblem(w, r, p)
		return
	}
	if req.Execute && len(bytes.TrimSpace(req.Tools)) > 0 && len(req.Servers) == 0 {
		// As generate --tools FILE --execute: inline tools have no server
		// to call, so nothing would run.
		detail := "execute needs servers: inline tools hold definitions and no server to call; register the server (POST /api/mcp/servers) and name it in servers instead of sending tools, or leave out execute for records that end at the call"
		p := problem(http.StatusBadRequest, TypeInvalidRequest, "request body: /execute: %s", detail)
		p.Errors = []InvalidValue{{Pointer: "/execute", Detail: detail}}
		writeProblem(w, r, p)
		return
	}
	env, p := s.generateEnv(req)
	if p != nil {
		writeProblem(w, r, p)
		return
	}
	sources, p := s.generateSources(r, req)
	if p != nil {
		writeProblem(w, r, p)
		return
	}
	if n := runtime.NumCPU(); req.Workers == 0 || req.Workers > n {
		req.Workers = n // the records do not depend on it; the host's CPUs cap it
	}
	if req.Execute {
		st := execute.Starter{Servers: map[string]mcp.ServerSpec{}}
		if s.connect != nil {
			st.Connect = *s.connect
		}
		for _, src := range sources {
			if src.Err != nil || src.File {
				continue
			}
			if spec, err := s.resolve(src.Server); err == nil {
				st.Servers[src.Server] = spec
			}
		}
		env.Starter = st
	}
	runID := s.runs.begin()
	w.Header().Set(RunHeader, runID)
	w.Header().Set("Trailer", SummaryTrailer)
	w.Header().Set("Content-Type", "application/jsonl; charset=utf-8")
	w.Header().Set("X-Content-Type-Options", "nosniff")
	fw := &flushWriter{w: w, rc: http.NewResponseController(w), sum: newStreamSum()}
	res, err := generate.Run(r.Context(), sources, req.Options, env, generate.Output{Path: "-", Stdout: fw})
	s.runs.end(runID, res, err, fw.sum)
	if err != nil && !fw.wrote {
		// Nothing streamed yet: a proper problem can still be sent.
		w.Header().Del("Trailer")
		prob := problemFor(err, "")
		if prob.Status == http.StatusInternalServerError {
			prob = problem(http.StatusBadRequest, TypeInvalidRequest, "generate: %v", err)
		}
		writeProblem(w, r, prob)
		return
	}
	if err == nil && res != nil && res.Records == 0 && !fw.wrote {
		// Nothing could be generated (every tool skipped or failing): an
		// error naming each tool and why, as the CLI's exit 1 does, not
		// an empty 200.
		w.Header().Del("Trailer")
		writeProblem(w, r, noRecordsProblem(res))
		return
	}
	var summary []byte
	if err != nil {
		summary, _ = json.Marshal(map[string]string{"error": err.Error()})
	} else {
		summary, _ = json.Marshal(generateSummary(res))
	}
	s.runs.summary(runID, summary)
	if !fw.wrote {
		w.WriteHeader(http.StatusOK) // no records: an empty 200 with the summary
	}
	w.Header().Set(SummaryTrailer, string(trailerSummary(summary, runID)))
}

// maxTrailer bounds the summary trailer in bytes: curl refuses a trailer
// over 4 KiB ("Out of memory in chunked-encoding", exit 56) although the
// records arrived, so a longer summary is cut to its counts there, and the
// whole of it stays at GET /api/mcp/generate/{run}.
const maxTrailer = 3 << 10

// trailerSummary returns summary when it fits maxTrailer, else its
// top-level numbers, booleans and error with "cut": true and "report",
// the address of the whole summary.
func trailerSummary(summary []byte, runID string) []byte {
	if len(summary) <= maxTrailer {
		return summary
	}
	var full map[string]json.RawMessage
	if json.Unmarshal(summary, &full) != nil {
		return []byte(`{"cut":true}`)
	}
	short := map[string]any{"cut": true, "report": "/api/mcp/generate/" + runID}
	for k, v := range full {
		if len(v) > 0 && v[0] != '[' && v[0] != '{' && len(v) <= 512 {
			short[k] = v
		}
	}
	b, _ := json.Marshal(short)
	return b
}

// noRecordsProblem is the 422 answer of a run that wrote no record: its
// detail and its skipped member name each tool left out or whose every
// slot failed, with the reason.
func noRecordsProblem(res *generate.Result) *Problem {
	why := res.WhyNoRecords()
	parts := make([]string, 0, len(why))
	for _, sk := range why {
		parts = append(parts, sk.String())
	}
	detail := "no records generated"
	if len(parts) > 0 {
		detail += ": " + strings.Join(parts, "; ")
	}
	p := problem(http.StatusUnprocessableEntity, TypeNoRecords, "%s", redact.Text(detail))
	for i := range why {
		why[i].Reason = redact.Text(why[i].Reason)
	}
	p.Skipped = why
	return p
}

// generateSummary is what the summary trailer holds.
func generateSummary(res *generate.Result) map[string]any {
	sm := map[string]any{
		"records": res.Records, "duplicates": res.Duplicates, "unrepresentable": res.Unrepresentable,
		"slots": res.Slots, "tools": res.Tools, "skipped": res.Skipped, "partial": res.Partial(),
		"elapsedMs": res.Elapsed.Milliseconds(),
	}
	if rep, ok := res.Execution.(*execute.RunReport); ok {
		sm["execution"] = rep.Report
		if len(rep.Probes) > 0 {
			sm["probes"] = rep.Probes
		}
	}
	if len(res.UnusedHints) > 0 {
		sm["unusedHints"] = res.UnusedHints
	}
	return sm
}

// generateEnv checks the request as `mcpgen generate` checks its flags
// (generate.Options.Check, plus what HTTP refuses) and returns the run's
// environment with the inline hints.
func (s *Server) generateEnv(req GenerateRequest) (generate.Env, *Problem) {
	bad := func(format string, args ...any) (generate.Env, *Problem) {
		return generate.Env{}, problem(http.StatusBadRequest, TypeInvalidRequest, format, args...)
	}
	def := reflect.ValueOf(generate.DefaultOptions())
	got := reflect.ValueOf(req.Options)
	for _, f := range generate.OptionFields() {
		if !f.HTTP && !reflect.DeepEqual(got.FieldByIndex(f.Index).Interface(), def.FieldByIndex(f.Index).Interface()) {
			return bad("%s is not accepted over HTTP (it reads or writes the serving host's files, or needs an output file)", f.JSON)
		}
	}
	if err := req.Check(); err != nil {
		var oe *generate.OptionError
		if errors.As(err, &oe) && oe.Option == "format" && oe.Value != nil {
			// Check offers "text with chatTemplate", a file of the
			// serving host that HTTP does not accept.
			return bad("format %v: want one of %s (text is not accepted over HTTP: it needs chatTemplate, a file on the serving host)", oe.Value, strings.Join(dataset.Names(), ", "))
		}
		return bad("%v", err)
	}
	if req.AllowDestructive && !req.Confirm {
		return generate.Env{}, problem(http.StatusConflict, TypeConfirm, "allowDestructive lets the run call tools that may change their environment; send \"confirm\": true as well")
	}
	env := generate.Env{Version: s.cfg.Version}
	if doc := bytes.TrimSpace(req.Hints); len(doc) > 0 && !bytes.Equal(doc, []byte("null")) {
		if doc[0] == '"' {
			// The text of a hints file: YAML or JSON, parsed as the CLI
			// parses --hints FILE (its errors give the line).
			var text string
			if err := json.Unmarshal(doc, &text); err != nil {
				return bad("hints: %v", err)
			}
			doc = []byte(text)
		} else {
			var obj map[string]json.RawMessage
			if err := json.Unmarshal(doc, &obj); err != nil {
				got := "another kind of value"
				var te *json.UnmarshalTypeError
				if errors.As(err, &te) {
					got = jsonKind(te.Value)
				}
				detail := "want an object of parameter keys (tool.param or param) to value pools, or a string holding the text of a hints file; got " + got
				_, p := bad("request body: /hints: %s", detail)
				p.Errors = []InvalidValue{{Pointer: "/hints", Detail: detail}}
				return generate.Env{}, p
			}
		}
		// The sources are checked as parsed, by the parser that resolves
		// them, not on another reading of the JSON.
		set, err := hints.ParseNoFiles(doc, req.Seed)
		if errors.Is(err, hints.ErrReadsFiles) {
			return bad("hints %v: the serving host's files are not read for requests over HTTP; send values or fake", err)
		}
		if err != nil {
			return bad("hints: %v", err)
		}
		env.Hints = set
	}
	return env, nil
}

// generateSources lists the tools of the requested servers over the pool
// (in parallel, results in request order) and parses the inline tools. A
// server that fails becomes a Source with Err, as in the CLI; an unknown
// server name is a 404.
func (s *Server) generateSources(r *http.Request, req GenerateRequest) ([]generate.Source, *Problem) {
	var sources []generate.Source
	if len(req.Tools) > 0 {
		ts, err := tool.ParseFile(req.Tools, req.ToolsFormat)
		if err != nil {
			return nil, problem(http.StatusBadRequest, TypeInvalidRequest, "tools: %v", err)
		}
		for i := range ts {
			ts[i].Server = "tools"
		}
		sources = append(sources, generate.Source{Server: "tools", Tools: ts, File: true})
	}
	names := req.Servers
	if len(names) == 0 && len(req.Tools) == 0 {
		reg, err := s.loadRegistry()
		if err != nil {
			return nil, problemFor(err, "")
		}
		for _, srv := range reg.Servers() {
			if srv.Entry.Enabled() {
				names = append(names, srv.Name)
			}
		}
		if len(names) == 0 {
			return nil, problem(http.StatusBadRequest, TypeInvalidRequest, "no enabled servers in the registry and no tools given")
		}
	}
	out := make([]generate.Source, len(names))
	var wg sync.WaitGroup
	var mu sync.Mutex
	var notFound *Problem
	for i, name := range names {
		wg.Add(1)
		go func() {
			defer wg.Done()
			out[i] = generate.Source{Server: name}
			spec, err := s.resolve(name)
			if err == nil {
				err = s.pool.Do(r.Context(), spec, func(sess *mcp.Session) error {
					ts, err := sess.ListTools(r.Context())
					out[i].Tools, out[i].ServerInfo = ts, sess.Info().Name
					return err
				})
			}
			if err != nil {
				p := problemFor(err, name)
				if p.Status == http.StatusNotFound || p.Status == http.StatusBadRequest {
					mu.Lock()
					notFound = p
					mu.Unlock()
				}
				out[i].Tools, out[i].Err = nil, fmt.Errorf("server %q: %w", name, err)
			}
		}()
	}
	wg.Wait()
	if notFound != nil {
		return nil, notFound
	}
	sources = append(sources, out...)
	usable := 0
	for _, src := range sources {
		if src.Err == nil {
			usable++
		}
	}
	if usable == 0 {
		p := problemFor(sources[0].Err, sources[0].Server)
		p.Detail = "no tools to generate from: every server failed: " + p.Detail
		return nil, p
	}
	return sources, nil
}

// flushWriter sends every write to the client at once, so records stream.
type flushWriter struct {
	w     http.ResponseWriter
	rc    *http.ResponseController
	wrote bool
	sum   *streamSum // lines, bytes and sha256 of what was sent
}

func (f *flushWriter) Write(p []byte) (int, error) {
	f.wrote = true
	n, err := f.w.Write(p)
	f.sum.add(p[:n])
	if err == nil {
		if ferr := f.rc.Flush(); ferr != nil && !errors.Is(ferr, http.ErrNotSupported) {
			err = ferr
		}
	}
	return n, err
}
