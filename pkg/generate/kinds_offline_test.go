package generate

import (
	"bytes"
	"encoding/json"
	"fmt"

	"path/filepath"
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/prompt"
	"github.com/mcpgen/mcpgen/pkg/role"
)

// noAsk are the captured tools with arguments that no clarification
// fits. A flag, a choice among a few values, a pair of coordinates, a
// page element's ref and a record or two are asked for (askGroups); what
// is left cannot be:
var noAsk = map[string]bool{
	// All they take is a count, a cursor or a page size: an assistant
	// lists the first page rather than ask how many.
	"get-resource-links": true, "API-get-users": true, "slack_get_users": true,
	"slack_list_channels": true,
	// Optional settings only (a view, a format, a media feature, a
	// filter of a listing): a request without them is complete, so
	// nothing is missing to ask for.
	"get-resource-reference": true, "list_rooms": true, "browser_emulate_media": true, "browser_snapshot": true,
	// Values with a default only (the file to compress, how long a demo
	// runs): the default applies, so nothing is missing.
	"gzip-file-as-resource": true, "trigger-long-running-operation": true,
	// A position in a listing the assistant printed (the request number):
	// a person says "the second one" after seeing it, not before.
	"browser_network_request": true,
	// Nested structures (a Notion parent and properties, rich text, form
	// fields of five values each) are pasted, not said in a short reply.
	"API-create-a-comment": true, "API-post-page": true, "API-create-a-data-source": true, "browser_fill_form": true,
	// A step of reasoning is the caller's own, not a value a person
	// forgets to say; the rest are numbers and flags about it.
	"sequentialthinking": true,
}

// capturedSources is every captured tool list of testdata/mcp-servers,
// each a Source named by its file.
func capturedSources(t testing.TB) []Source {
	t.Helper()
	files, err := filepath.Glob(filepath.Join("..", "..", "testdata", "mcp-servers", "*.json"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no captured tool lists: %v", err)
	}
	var srcs []Source
	for _, f := range files {
		srcs = append(srcs, corpusSource(t, filepath.Base(f), strings.TrimSuffix(filepath.Base(f), ".json")))
	}
	return srcs
}

// TestKindsOfflineEveryTool: offline, over every captured tool list, each
// tool that takes arguments gets parallel, followup and clarify records
// (clarify: a value a person knows, or an id or path asked for after a
// request pointing at the thing; the others — noAsk, and the tools
// TestClarifyCoverageCaptured lists — count their slots as not possible
// with the reason);
// a follow-up holds no tool output but one synthesized from its first
// tool's outputSchema (else its first call is declined; the record ends
// at the second call either way); and every slot whose kind could not be
// made is counted with its reason.
func TestKindsOfflineEveryTool(t *testing.T) {
	srcs := capturedSources(t)
	m, err := parseMix("parallel=1,followup=1,clarify=1")
	if err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(t.TempDir(), "out.jsonl")
	res := runTo(t, srcs, config{N: 6, Seed: 5, Mix: m}, out)
	withArgs, outSchema := map[string]bool{}, map[string]bool{}
	for _, s := range srcs {
		for _, tl := range s.Tools {
			outSchema[tl.Name] = outSchema[tl.Name] || len(tl.OutputSchema) > 0
			var in struct {
				Properties map[string]json.RawMessage `json:"properties"`
			}
			_ = json.Unmarshal(tl.InputSchema, &in)
			if len(in.Properties) > 0 {
				withArgs[s.Server+"/"+tl.Name] = true
			}
		}
	}
	for _, st := range res.Tools {
		if !withArgs[st.Server+"/"+st.Tool] {
			continue
		}
		for _, k := range []string{"parallel", "followup", "clarify"} {
			if k == "clarify" && st.Kinds[k] == 0 && st.KindsSkippedWhy["clarify: "+whyNoAsk]+st.KindsSkippedWhy["clarify: "+whyAskBare]+
				st.KindsSkippedWhy["clarify: "+whyAskRef] > 0 {
				// Only opaque ids to ask for, a request without the
				// value would be a bare verb, or the page element is
				// found by a snapshot first: counted as not possible.
				continue
			}
			if k == "clarify" && noAsk[st.Tool] {
				if st.Kinds[k] != 0 || st.KindsSkippedWhy["clarify: "+whyNoAsk]+st.KindsSkippedWhy["clarify: "+whyAskSaid] == 0 {
					t.Errorf("%s/%s: want clarify counted as not possible (%s): kinds %v, skipped %v", st.Server, st.Tool, whyNoAsk, st.Kinds, st.KindsSkippedWhy)
				}
				continue
			}
			if k == "parallel" && st.Kinds[k] == 0 && st.KindsSkippedWhy["parallel: "+whyOnPage]+st.KindsSkippedWhy["parallel: "+whyTwoMessages] > 0 {
				// A page action is not made beside another call, and two
				// long requests are not glued into one message.
				continue
			}
			if k == "followup" && st.Kinds[k] == 0 && st.KindsSkippedWhy["followup: "+whyRedoElsewhere] > 0 {
				// Offline, its only follow-up is a declined call whose
				// redo would ask for another thing, not correct it.
				continue
			}
			if st.Kinds[k] == 0 && st.KindsSkippedWhy[k+": "+whyHollowUpdate] > 0 {
				// A call of it (or of the tool beside it) would update a
				// thing given only its id.
				continue
			}
			if st.Kinds[k] == 0 {
				t.Errorf("%s/%s: no %s record (skipped: %v)", st.Server, st.Tool, k, st.KindsSkippedWhy)
			}
		}
	}
	for _, st := range res.Tools {
		n := 0
		for _, c := range st.KindsSkippedWhy {
			n += c
		}
		skipped := 0
		for _, c := range st.KindsSkipped {
			skipped += c
		}
		if n != skipped {
			t.Errorf("%s/%s: %d skipped slots, %d with a reason", st.Server, st.Tool, skipped, n)
		}
	}

	// Follow-ups offline: no tool output is invented, but for the page
	// snapshot that shows the element refs the calls take (groundRefs),
	// a result synthesized from a tool's outputSchema and a change's
	// report that it is done (followAck: "Branch created.").
	data := read(t, out)
	followups := 0
	for _, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		var rec struct {
			Messages []struct {
				Role      string `json:"role"`
				Content   string `json:"content"`
				ToolCalls []struct {
					Function struct {
						Name string `json:"name"`
					} `json:"function"`
				} `json:"tool_calls"`
			} `json:"messages"`
		}
		if err := json.Unmarshal([]byte(line), &rec); err != nil {
			t.Fatal(err)
		}
		users := 0
		for _, msg := range rec.Messages {
			if msg.Role == "user" {
				users++
			}
			synthesized := rec.Messages[1].ToolCalls != nil && outSchema[rec.Messages[1].ToolCalls[0].Function.Name] && json.Valid([]byte(msg.Content))
			if msg.Role == "tool" && msg.Content != prompt.DeclinedNotice && msg.Content != prompt.CancelledNotice && !synthesized && !doneReport(msg.Content) &&
				!strings.HasPrefix(msg.Content, "- Page Snapshot:") { // the page's snapshot showing the elements' refs (groundRefs)
				t.Fatalf("offline record holds a tool output: %s", line)
			}
		}
		if last := rec.Messages[len(rec.Messages)-1]; users == 2 && len(rec.Messages) > 4 && rec.Messages[2].Role == "tool" {
			followups++
			if last.Role != "assistant" || len(last.ToolCalls) != 1 {
				t.Errorf("follow-up does not end at its second call: %s", line)
			}
		}
	}
	if followups == 0 {
		t.Error("no declined follow-up found")
	}
	checkFile(t, out, "openai", nil)
}

// TestFollowupKeepsRanges: a follow-up never changes one end of a range
// past the other (a start date after the end date), nor a coordinate
// alone.
func TestFollowupKeepsRanges(t *testing.T) {
	from := prompt.Param{Name: "from", Role: role.Role{Kind: role.Date}}
	to := prompt.Param{Name: "to", Role: role.Role{Kind: role.Date}}
	lat := prompt.Param{Name: "latitude", Role: role.Role{Kind: role.Latitude}}
	params := []prompt.Param{from, to, lat}
	args := map[string]any{"from": "2025-12-01", "to": "2025-12-15", "latitude": json.Number("41.1")}
	other := map[string]any{"from": "2025-12-20", "to": "2025-12-31", "latitude": json.Number("38.7")}
	got := changeable(params, args, other)
	if len(got) != 1 || got[0].Name != "to" {
		t.Errorf("changeable = %v, want only to (from 2025-12-20 would pass to 2025-12-15; latitude moves alone)", got)
	}
	// a field's value is corrected only to another value of that field: a
	// comment box is not corrected to the password of a password field
	sel := prompt.Param{Name: "selector", Role: role.Role{Kind: role.Selector}}
	val := prompt.Param{Name: "value"}
	fill := map[string]any{"selector": `textarea[name="comment"]`, "value": "Great service, thanks!"}
	pw := map[string]any{"selector": `input[type="password"]`, "value": "correct-horse-42"}
	if got := changeable([]prompt.Param{sel, val}, fill, pw); len(got) != 0 {
		t.Errorf("changeable = %v, want none (the other value belongs to another field)", got)
	}
	if rangeOK(map[string]any{"start_date": "2025-12-15", "end_date": "2025-10-04"}) {
		t.Error("rangeOK accepts a start after its end")
	}
	if !rangeOK(map[string]any{"min_capacity": json.Number("2"), "max_capacity": json.Number("10")}) {
		t.Error("rangeOK refuses 2 ≤ 10")
	}
}

// TestSameSeedSameBytesEveryServer: over every captured tool list, two
// runs with the same seed write the same bytes (a map's iteration order
// once varied the wording of requests naming two long nouns).
func TestSameSeedSameBytesEveryServer(t *testing.T) {
	srcs := capturedSources(t)
	m, err := parseMix(testMix)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	var first []byte
	for i := range 3 {
		out := filepath.Join(dir, fmt.Sprintf("run%d.jsonl", i))
		runTo(t, srcs, config{N: 6, Seed: 9, Mix: m}, out)
		got := read(t, out)
		if first == nil {
			first = got
		} else if !bytes.Equal(first, got) {
			t.Fatalf("run %d differs from run 0 with the same seed", i)
		}
	}
}

// doneReport tells whether s is a tool's report of a change done that
// followAck writes ("Branch created.", "Keys deleted."): a few words, no
// value of the call.
func doneReport(s string) bool {
	f := strings.Fields(s)
	return len(f) >= 2 && len(f) <= 4 && strings.HasSuffix(s, ".") && !strings.ContainsAny(s, "\n\"/:{")
}
