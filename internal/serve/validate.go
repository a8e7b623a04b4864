package serve

import (
	"encoding/json"
	"net/http"
	"slices"
	"sync"

	"github.com/mcpgen/mcpgen/pkg/mcp"
	"github.com/mcpgen/mcpgen/pkg/schema"
	"github.com/mcpgen/mcpgen/pkg/tool"
)

// ValidateRequest is the body of POST /api/mcp/validate, the options of
// `mcpgen validate`: tools from registry servers (Servers, or All enabled
// ones) and/or inline Tools, linted under Profile.
type ValidateRequest struct {
	// Servers are registry names whose tools are listed (over the warm
	// sessions).
	Servers []string `json:"servers,omitempty"`
	// All lints every enabled server (it excludes Servers).
	All bool `json:"all,omitempty"`
	// Tools is inline input in any form `mcpgen validate FILE` reads: a
	// tools/list result, an array of tools, one tool, a bare JSON Schema or
	// OpenAI function definitions.
	Tools json.RawMessage `json:"tools,omitempty"`
	// InputFormat forces the kind of Tools: mcp, schema or openai.
	InputFormat string `json:"inputFormat,omitempty"`
	// Profile decides which findings are errors (default "all"); see
	// `mcpgen schema rules`.
	Profile string `json:"profile,omitempty"`
	// FailOn is the severity that makes Failed true: error (default) or
	// warning.
	FailOn string `json:"failOn,omitempty"`
	// NamePrefix is a client's tool-name prefix for the length check, with
	// {server} replaced (for example "mcp__{server}__").
	NamePrefix string `json:"namePrefix,omitempty"`
}

// ValidateSource is one server or the inline input, with what it yielded.
type ValidateSource struct {
	Kind  string `json:"kind"` // "server" or "inline"
	Name  string `json:"name"`
	Tools int    `json:"tools"`
	// Error is set when the server could not be listed or the input not
	// read; Status is then its HTTP-like status (404, 502, 504, 400).
	Error  string `json:"error,omitempty"`
	Status int    `json:"status,omitempty"`
}

// ValidateResponse is the answer of POST /api/mcp/validate.
type ValidateResponse struct {
	Sources  []ValidateSource `json:"sources"`
	Findings []schema.Finding `json:"findings"`
	Errors   int              `json:"errors"`
	Warnings int              `json:"warnings"`
	// Failed is true when a finding reached FailOn or a source failed.
	Failed bool `json:"failed"`
}

func (s *Server) handleValidate(w http.ResponseWriter, r *http.Request) {
	var req ValidateRequest
	if p := decodeBody(r, &req); p != nil {
		writeProblem(w, r, p)
		return
	}
	profile, err := schema.ParseProfile(orDefault(req.Profile, string(schema.ProfileAll)))
	if err != nil {
		writeProblem(w, r, problem(http.StatusBadRequest, TypeInvalidRequest, "profile: %v", err))
		return
	}
	failOn, err := schema.ParseSeverity(orDefault(req.FailOn, string(schema.SeverityError)))
	if err != nil {
		writeProblem(w, r, problem(http.StatusBadRequest, TypeInvalidRequest, "failOn: %v", err))
		return
	}
	if req.InputFormat != "" && !slices.Contains(tool.Kinds, req.InputFormat) {
		writeProblem(w, r, problem(http.StatusBadRequest, TypeInvalidRequest, "inputFormat %q: want one of %v", req.InputFormat, tool.Kinds))
		return
	}
	if req.All && len(req.Servers) > 0 {
		writeProblem(w, r, problem(http.StatusBadRequest, TypeInvalidRequest, "all and servers exclude each other"))
		return
	}
	names := req.Servers
	if req.All {
		reg, err := s.loadRegistry()
		if err != nil {
			writeProblem(w, r, problemFor(err, ""))
			return
		}
		for _, srv := range reg.Servers() {
			if srv.Entry.Enabled() {
				names = append(names, srv.Name)
			}
		}
	}
	if len(names) == 0 && len(req.Tools) == 0 {
		writeProblem(w, r, problem(http.StatusBadRequest, TypeInvalidRequest, "nothing to validate: send servers, all or tools"))
		return
	}

	var all []tool.Tool
	var sources []ValidateSource
	// A malformed element of tools is a tool-malformed finding; the
	// others are linted, as `mcpgen validate FILE` does.
	var malformed []schema.Finding
	if len(req.Tools) > 0 {
		ts, skipped, err := tool.ParseNamedSkipping("schema", req.Tools, req.InputFormat)
		src := ValidateSource{Kind: "inline", Name: "tools", Tools: len(ts) + len(skipped)}
		if err != nil {
			writeProblem(w, r, problem(http.StatusBadRequest, TypeInvalidRequest, "tools: %v", err))
			return
		}
		for _, sk := range skipped {
			malformed = append(malformed, schema.MalformedTool(sk.Where, sk.Pointer, sk.Err, profile))
		}
		all = append(all, ts...)
		sources = append(sources, src)
	}
	// List the servers in parallel over the pool; results keep the order
	// of names.
	listed := make([][]tool.Tool, len(names))
	srcs := make([]ValidateSource, len(names))
	var wg sync.WaitGroup
	for i, name := range names {
		wg.Add(1)
		go func() {
			defer wg.Done()
			srcs[i] = ValidateSource{Kind: "server", Name: name}
			spec, err := s.resolve(name)
			if err == nil {
				err = s.pool.Do(r.Context(), spec, func(sess *mcp.Session) error {
					var err error
					listed[i], err = sess.ListTools(r.Context())
					return err
				})
			}
			if err != nil {
				p := problemFor(err, name)
				srcs[i].Error, srcs[i].Status = p.Detail, p.Status
				listed[i] = nil
				return
			}
			srcs[i].Tools = len(listed[i])
		}()
	}
	wg.Wait()
	for i := range names {
		all = append(all, listed[i]...)
	}
	sources = append(sources, srcs...)

	out := ValidateResponse{Sources: sources, Findings: append(malformed, schema.LintAll(all, schema.LintOptions{Profile: profile, NamePrefix: req.NamePrefix})...)}
	if out.Findings == nil {
		out.Findings = []schema.Finding{}
	}
	for _, f := range out.Findings {
		switch f.Severity {
		case schema.SeverityError:
			out.Errors++
		case schema.SeverityWarning:
			out.Warnings++
		}
		if f.Severity.AtLeast(failOn) {
			out.Failed = true
		}
	}
	for _, src := range sources {
		if src.Error != "" {
			out.Failed = true
		}
	}
	writeJSON(w, http.StatusOK, out)
}

func orDefault(s, def string) string {
	if s == "" {
		return def
	}
	return s
}
