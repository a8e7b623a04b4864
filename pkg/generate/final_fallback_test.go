package generate

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/prompt"
)

// TestFinalTemplateErrorDoesNotStopRun: a final-answer template that fails
// to execute on a tool result (index out of range) falls back to the next
// variant, then to the generic _final.tmpl, and failing all writes the
// record without a final answer; the run completes, counts the errors per
// tool (file:line named), is partial, and stays byte-identical across
// --workers.
func TestFinalTemplateErrorDoesNotStopRun(t *testing.T) {
	t.Parallel()
	src := corpusSource(t, "example.json", "ex")
	const request = "List the meeting rooms.\n---\nWhich rooms are there?\n"
	const bad = "{{index .Result 100000000}}"
	cases := []struct {
		name      string
		files     map[string]string
		dropped   bool   // every fallback fails: no final answer
		wantFinal string // a final answer must contain this
	}{
		{name: "next variant", files: map[string]string{
			"list_rooms.tmpl": request + "=== final\n" + bad + "\n---\nGot the rooms.\n---\n" + bad + "\n"},
			wantFinal: "Got the rooms."},
		{name: "generic final", files: map[string]string{
			"list_rooms.tmpl": request + "=== final\n" + bad + "\n"}},
		{name: "all fail", dropped: true, files: map[string]string{
			"list_rooms.tmpl": request + "=== final\n" + bad + "\n",
			"_final.tmpl":     bad + "\n---\n" + bad + "\n"}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			tdir := filepath.Join(dir, "tmpl")
			if err := os.MkdirAll(tdir, 0o755); err != nil {
				t.Fatal(err)
			}
			for n, s := range tc.files {
				if err := os.WriteFile(filepath.Join(tdir, n), []byte(s), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			set, err := prompt.Load(tdir)
			if err != nil {
				t.Fatal(err)
			}
			var outs [][]byte
			for _, workers := range []int{1, 3} {
				out := filepath.Join(dir, "w"+string(rune('0'+workers))+".jsonl")
				opts := config{N: 12, Seed: 5, Shape: ShapeFull, Executor: newExampleExecutor(t), Workers: workers,
					Templates: set, Include: []string{"list_rooms"}}
				res, err := run(context.Background(), []Source{src}, opts, Output{Path: out})
				if err != nil {
					t.Fatalf("workers %d: run stopped: %v", workers, err)
				}
				if len(res.Tools) != 1 || res.Records == 0 {
					t.Fatalf("tools %+v", res.Tools)
				}
				st := res.Tools[0]
				if st.FinalErrors == 0 || !strings.Contains(st.FirstFinalError, "list_rooms.tmpl:") ||
					!strings.Contains(st.FirstFinalError, "index out of range") {
					t.Errorf("final errors %d, first %q: want counted, naming list_rooms.tmpl:LINE", st.FinalErrors, st.FirstFinalError)
				}
				if tc.dropped != (st.FinalDropped == st.FinalErrors) || (!tc.dropped && st.FinalDropped != 0) {
					t.Errorf("final dropped %d of %d errors", st.FinalDropped, st.FinalErrors)
				}
				if !res.Partial() {
					t.Error("run with final template errors is not partial")
				}
				data := read(t, out)
				for _, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
					var rec struct {
						Messages []struct {
							Role    string `json:"role"`
							Content string `json:"content"`
						} `json:"messages"`
					}
					if err := json.Unmarshal([]byte(line), &rec); err != nil {
						t.Fatal(err)
					}
					last := rec.Messages[len(rec.Messages)-1]
					if tc.dropped {
						if last.Role != "tool" {
							t.Fatalf("all final templates fail: want the record to end at the tool result; got %s", line)
						}
						continue
					}
					if last.Role != "assistant" || last.Content == "" {
						t.Fatalf("want a final answer from a fallback; got %s", line)
					}
				}
				if tc.wantFinal != "" && !strings.Contains(string(data), tc.wantFinal) {
					t.Errorf("no record uses the working variant %q", tc.wantFinal)
				}
				outs = append(outs, data)
			}
			if !bytes.Equal(outs[0], outs[1]) {
				t.Error("--workers 1 and 3 differ")
			}
		})
	}
}
