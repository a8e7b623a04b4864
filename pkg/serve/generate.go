package serve

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"runtime"
	"slices"
	"sync"
	"time"

	"github.com/mcpgen/mcpgen/pkg/dataset"
	"github.com/mcpgen/mcpgen/pkg/execute"
	"github.com/mcpgen/mcpgen/pkg/generate"
	"github.com/mcpgen/mcpgen/pkg/hints"
	"github.com/mcpgen/mcpgen/pkg/mcp"
	"github.com/mcpgen/mcpgen/pkg/schema"
	"github.com/mcpgen/mcpgen/pkg/tool"
)

// GenerateRequest is the body of POST /api/mcp/generate: the options of
// `mcpgen generate` that shape the records and its execution options
// (output files, shards, splits and resume do not apply: the dataset
// streams back in the response).
type GenerateRequest struct {
	// Servers are registry names; default every enabled server, unless
	// Tools is given.
	Servers []string `json:"servers,omitempty"`
	// Tools is inline input in any form `generate --tools FILE` reads;
	// ToolsFormat forces its kind (mcp, schema, openai). Its tools are
	// attributed to the server name "tools".
	Tools       json.RawMessage `json:"tools,omitempty"`
	ToolsFormat string          `json:"toolsFormat,omitempty"`
	// Include and Exclude are tool-name globs (tool or server/tool).
	Include []string `json:"include,omitempty"`
	Exclude []string `json:"exclude,omitempty"`
	// N is the number of examples per tool (generate.DefaultN when 0).
	N    int   `json:"n,omitempty"`
	Seed int64 `json:"seed,omitempty"`
	// Format is a dataset format name (default "openai"); ArgsEncoding is
	// "string", "object" or "" (the format's default).
	Format       string `json:"format,omitempty"`
	ArgsEncoding string `json:"argsEncoding,omitempty"`
	// Profile normalizes the inputSchemas written into records for a
	// consumer profile; "none" keeps them as served (default "all").
	Profile     string  `json:"profile,omitempty"`
	Distractors int     `json:"distractors,omitempty"`
	Negatives   float64 `json:"negatives,omitempty"`
	// NameStyle is "raw" (default) or "prefixed".
	NameStyle string `json:"nameStyle,omitempty"`
	// Workers generate in parallel (default and cap: the number of CPUs);
	// the records do not depend on it.
	Workers int `json:"workers,omitempty"`

	// Execute calls each synthesized call on its real server and records
	// the result (`generate --execute`; records get the full shape). The
	// members below are the CLI's execution flags, checked the same way and
	// run by the same code (execute.Start): ExecutePolicy (readonly,
	// non-destructive, all), AllowDestructive (needs Confirm: true, else
	// 409), AllowTools/DenyTools globs, OnError (keep, skip), MaxOutput in
	// bytes (default execute.DefaultMaxOutput; 0: no limit), Probe, NoScrub
	// and CallTimeout (a Go duration such as "10s"). They need Execute.
	Execute          bool     `json:"execute,omitempty"`
	ExecutePolicy    string   `json:"executePolicy,omitempty"`
	AllowDestructive bool     `json:"allowDestructive,omitempty"`
	Confirm          bool     `json:"confirm,omitempty"`
	AllowTools       []string `json:"allowTools,omitempty"`
	DenyTools        []string `json:"denyTools,omitempty"`
	OnError          string   `json:"onError,omitempty"`
	MaxOutput        *int     `json:"maxOutput,omitempty"`
	Probe            bool     `json:"probe,omitempty"`
	NoScrub          bool     `json:"noScrub,omitempty"`
	CallTimeout      string   `json:"callTimeout,omitempty"`
	// Hints is a `--hints` document inline (parameter key → list of
	// values, or {"values"|"fake", "count"}); "file" and "glob" sources,
	// which would read the serving host's files, are refused. Hints also
	// work without Execute.
	Hints json.RawMessage `json:"hints,omitempty"`
}

// executeOptions checks the execution members of req as `mcpgen generate`
// checks its flags and returns them for execute.Start (nil without
// Execute), with the parsed hints (nil without Hints).
func executeOptions(req GenerateRequest) (*execute.RunOptions, *hints.Set, *Problem) {
	bad := func(format string, args ...any) (*execute.RunOptions, *hints.Set, *Problem) {
		return nil, nil, problem(http.StatusBadRequest, TypeInvalidRequest, format, args...)
	}
	var h *hints.Set
	if len(req.Hints) > 0 && !bytes.Equal(bytes.TrimSpace(req.Hints), []byte("null")) {
		var doc map[string]json.RawMessage
		if err := json.Unmarshal(req.Hints, &doc); err != nil {
			return bad("hints: want an object of parameter keys: %v", err)
		}
		for k, v := range doc {
			var src map[string]json.RawMessage
			if json.Unmarshal(v, &src) == nil {
				for _, f := range []string{"file", "glob"} {
					if _, ok := src[f]; ok {
						return bad("hints %s: %q reads the serving host's files and is not accepted over HTTP; send values or fake", k, f)
					}
				}
			}
		}
		set, err := hints.Parse(req.Hints, ".", req.Seed)
		if err != nil {
			return bad("hints: %v", err)
		}
		h = set
	}
	if !req.Execute {
		if req.ExecutePolicy != "" || req.AllowDestructive || len(req.AllowTools) > 0 || len(req.DenyTools) > 0 ||
			req.OnError != "" || req.MaxOutput != nil || req.Probe || req.NoScrub || req.CallTimeout != "" {
			return bad("executePolicy, allowDestructive, allowTools, denyTools, onError, maxOutput, probe, noScrub and callTimeout need \"execute\": true")
		}
		return nil, h, nil
	}
	pol, err := execute.ResolvePolicy(req.ExecutePolicy, req.AllowDestructive)
	if err != nil {
		return bad("executePolicy: %v", err)
	}
	ro := &execute.RunOptions{Policy: pol, AllowDestructive: req.AllowDestructive, AllowTools: req.AllowTools,
		DenyTools: req.DenyTools, OnError: execute.OnError(orDefault(req.OnError, string(execute.OnErrorKeep))),
		MaxOutput: execute.DefaultMaxOutput, Probe: req.Probe, NoScrub: req.NoScrub}
	if req.MaxOutput != nil {
		ro.MaxOutput = *req.MaxOutput
	}
	if req.CallTimeout != "" {
		d, err := time.ParseDuration(req.CallTimeout)
		if err != nil || d <= 0 {
			return bad("callTimeout %q: want a duration such as \"10s\"", req.CallTimeout)
		}
		ro.CallTimeout = d
	}
	if err := ro.Check(); err != nil {
		return bad("%v", err)
	}
	if req.AllowDestructive && !req.Confirm {
		p := problem(http.StatusConflict, TypeConfirm, "allowDestructive lets the run call tools that may change their environment; send \"confirm\": true as well")
		return nil, nil, p
	}
	return ro, h, nil
}

// SummaryTrailer is the HTTP trailer that carries the generate run's
// summary as JSON (records, duplicates, per-tool counts, skipped sources),
// or {"error": "..."} when the run failed after streaming began.
const SummaryTrailer = "X-Mcpgen-Summary"

func (s *Server) handleGenerate(w http.ResponseWriter, r *http.Request) {
	var req GenerateRequest
	if p := decodeBody(r, &req); p != nil {
		writeProblem(w, r, p)
		return
	}
	opts, p := s.generateOptions(req)
	if p != nil {
		writeProblem(w, r, p)
		return
	}
	ro, hs, p := executeOptions(req)
	if p != nil {
		writeProblem(w, r, p)
		return
	}
	sources, p := s.generateSources(r, req)
	if p != nil {
		writeProblem(w, r, p)
		return
	}
	var run *execute.Run
	if ro != nil {
		opts.Shape = generate.ShapeFull
		st := execute.Setup{Servers: map[string]mcp.ServerSpec{}, Sources: sources, Hints: hs, Workers: opts.Workers}
		if s.connect != nil {
			st.Connect = *s.connect
		}
		for i, src := range sources {
			if src.Err != nil || i == 0 && len(req.Tools) > 0 {
				continue // inline tools (sources[0]) get call-only records
			}
			if spec, err := s.resolve(src.Server); err == nil {
				st.Servers[src.Server] = spec
			}
		}
		var err error
		if run, err = execute.Start(r.Context(), *ro, st); err != nil {
			writeProblem(w, r, problemFor(err, ""))
			return
		}
		defer run.Close()
		run.Apply(&opts)
	} else {
		execute.ApplyHints(&opts, hs)
	}

	runID := s.runs.begin()
	w.Header().Set(RunHeader, runID)
	w.Header().Set("Trailer", SummaryTrailer)
	w.Header().Set("Content-Type", "application/jsonl; charset=utf-8")
	w.Header().Set("X-Content-Type-Options", "nosniff")
	fw := &flushWriter{w: w, rc: http.NewResponseController(w), sum: newStreamSum()}
	res, err := generate.Run(r.Context(), sources, opts, generate.Output{Path: "-", Stdout: fw})
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
	var summary []byte
	if err != nil {
		summary, _ = json.Marshal(map[string]string{"error": err.Error()})
	} else {
		sm := generateSummary(res)
		if run != nil {
			rep := run.Exec.Report()
			sm["execution"] = rep
			sm["partial"] = res.Partial() || rep.Partial()
			if len(run.Probes) > 0 {
				sm["probes"] = run.Probes
			}
		}
		summary, _ = json.Marshal(sm)
	}
	s.runs.summary(runID, summary)
	if !fw.wrote {
		w.WriteHeader(http.StatusOK) // no records: an empty 200 with the summary
	}
	w.Header().Set(SummaryTrailer, string(summary))
}

// generateSummary is what the summary trailer holds.
func generateSummary(res *generate.Result) map[string]any {
	return map[string]any{
		"records": res.Records, "duplicates": res.Duplicates, "unrepresentable": res.Unrepresentable,
		"slots": res.Slots, "tools": res.Tools, "skipped": res.Skipped, "partial": res.Partial(),
		"elapsedMs": res.Elapsed.Milliseconds(),
	}
}

// generateOptions checks the request as `mcpgen generate` checks its flags.
func (s *Server) generateOptions(req GenerateRequest) (generate.Options, *Problem) {
	bad := func(format string, args ...any) (generate.Options, *Problem) {
		return generate.Options{}, problem(http.StatusBadRequest, TypeInvalidRequest, format, args...)
	}
	o := generate.Options{
		N: req.N, Seed: req.Seed, Format: orDefault(req.Format, "openai"), Shape: generate.ShapeCall,
		Distractors: req.Distractors, Negatives: req.Negatives,
		NameStyle: generate.NameStyle(orDefault(req.NameStyle, string(generate.NameRaw))),
		Include:   req.Include, Exclude: req.Exclude, Version: s.cfg.Version,
	}
	if o.N < 0 {
		return bad("n %d: want at least 1", o.N)
	}
	if _, err := dataset.Lookup(o.Format); err != nil {
		return bad("format: %v", err)
	}
	enc, err := dataset.ParseEncoding(req.ArgsEncoding)
	if err != nil {
		return bad("argsEncoding: %v", err)
	}
	o.FormatOptions.ArgsEncoding = enc
	if o.Distractors < 0 {
		return bad("distractors %d: want 0 or more", o.Distractors)
	}
	if o.Negatives < 0 || o.Negatives >= 1 {
		return bad("negatives %g: want a share in [0, 1)", o.Negatives)
	}
	if o.NameStyle != generate.NameRaw && o.NameStyle != generate.NamePrefixed {
		return bad("nameStyle %q: want raw or prefixed", o.NameStyle)
	}
	if req.ToolsFormat != "" && !slices.Contains(tool.Kinds, req.ToolsFormat) {
		return bad("toolsFormat %q: want one of %v", req.ToolsFormat, tool.Kinds)
	}
	o.Workers = runtime.NumCPU()
	if req.Workers < 0 {
		return bad("workers %d: want 1 or more", req.Workers)
	}
	if req.Workers > 0 && req.Workers < o.Workers {
		o.Workers = req.Workers
	}
	if profile := orDefault(req.Profile, string(schema.ProfileAll)); profile != "none" {
		p, err := schema.ParseProfile(profile)
		if err != nil {
			return bad("profile: %v", err)
		}
		o.Normalize = func(t *tool.Tool) (json.RawMessage, error) {
			out, _, err := schema.Normalize(t.InputSchema, p)
			return out, err
		}
	}
	// The manifest's command options: the request itself (no manifest is
	// written for a stream, but Run records them all the same).
	o.CommandOptions, _ = json.Marshal(req)
	return o, nil
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
		sources = append(sources, generate.Source{Server: "tools", Tools: ts})
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
