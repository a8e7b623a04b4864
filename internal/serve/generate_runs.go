package serve

import (
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"hash"
	"net/http"
	"sync"

	"github.com/mcpgen/mcpgen/pkg/dataset"
	"github.com/mcpgen/mcpgen/pkg/generate"
)

// RunHeader is the response header of POST /api/mcp/generate that holds the
// run's id. GET /api/mcp/generate/{run} then answers the run's summary and
// manifest: a browser's fetch cannot read the summary trailer, and a
// streamed dataset has no manifest file beside it.
const RunHeader = "X-Mcpgen-Run"

// StreamName is the file name a run's manifest gives the streamed dataset
// (the web page downloads it under this name, and the manifest as
// dataset.manifest.json, as `generate -o dataset.jsonl` would name them).
const StreamName = "dataset.jsonl"

// keptRuns is how many finished generate runs GET /api/mcp/generate/{run}
// remembers; older ones are forgotten.
const keptRuns = 16

// RunReport is the answer of GET /api/mcp/generate/{run}.
type RunReport struct {
	ID string `json:"id"`
	// Done is false while the run streams.
	Done bool `json:"done"`
	// Error is set when the run failed.
	Error string `json:"error,omitempty"`
	// Summary is what the X-Mcpgen-Summary trailer held.
	Summary json.RawMessage `json:"summary,omitempty"`
	// Manifest is the manifest `mcpgen generate -o dataset.jsonl` would
	// write beside the file, its files member describing the bytes sent.
	Manifest *dataset.Manifest `json:"manifest,omitempty"`
}

// runStore keeps the reports of the last keptRuns generate runs. Its zero
// value is ready to use.
type runStore struct {
	mu    sync.Mutex
	order []string
	runs  map[string]*RunReport
}

// begin registers a new run and returns its id (128 random bits).
func (rs *runStore) begin() string {
	var b [16]byte
	_, _ = rand.Read(b[:])
	id := hex.EncodeToString(b[:])
	rs.mu.Lock()
	defer rs.mu.Unlock()
	if rs.runs == nil {
		rs.runs = map[string]*RunReport{}
	}
	rs.runs[id] = &RunReport{ID: id}
	rs.order = append(rs.order, id)
	for len(rs.order) > keptRuns {
		delete(rs.runs, rs.order[0])
		rs.order = rs.order[1:]
	}
	return id
}

// end records the result of run id: its manifest (with the streamed bytes
// as its one file) or its error.
func (rs *runStore) end(id string, res *generate.Result, err error, sum *streamSum) {
	rs.mu.Lock()
	defer rs.mu.Unlock()
	r := rs.runs[id]
	if r == nil {
		return
	}
	r.Done = true
	if err != nil {
		r.Error = err.Error()
	}
	if res != nil && res.Manifest != nil {
		m := *res.Manifest
		m.Complete = err == nil
		if m.ManifestVersion == 0 {
			m.ManifestVersion = dataset.ManifestVersion // as Manifest.WriteFile sets it
		}
		m.Files = []dataset.FileSum{{Path: StreamName, Lines: sum.lines, Bytes: sum.bytes, SHA256: hex.EncodeToString(sum.h.Sum(nil))}}
		r.Manifest = &m
	}
}

// summary records the summary trailer of run id.
func (rs *runStore) summary(id string, summary []byte) {
	rs.mu.Lock()
	defer rs.mu.Unlock()
	if r := rs.runs[id]; r != nil {
		r.Summary = json.RawMessage(summary)
	}
}

func (rs *runStore) get(id string) (RunReport, bool) {
	rs.mu.Lock()
	defer rs.mu.Unlock()
	r := rs.runs[id]
	if r == nil {
		return RunReport{}, false
	}
	return *r, true
}

func (s *Server) handleGenerateRun(w http.ResponseWriter, r *http.Request) {
	id := r.PathValue("run")
	rep, ok := s.runs.get(id)
	if !ok {
		writeProblem(w, r, problem(http.StatusNotFound, TypeNotFound, "no generate run %q (the last %d runs are kept)", id, keptRuns))
		return
	}
	writeJSON(w, http.StatusOK, rep)
}

// streamSum counts the lines and bytes of a stream and hashes it.
type streamSum struct {
	lines int
	bytes int64
	h     hash.Hash
}

func newStreamSum() *streamSum { return &streamSum{h: sha256.New()} }

func (s *streamSum) add(p []byte) {
	s.h.Write(p)
	s.bytes += int64(len(p))
	for _, c := range p {
		if c == '\n' {
			s.lines++
		}
	}
}
