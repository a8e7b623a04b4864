package generate

import (
	"bufio"
	"bytes"
	"encoding/json"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/internal/testenv"
)

// idShapeSource reads a tools file of testdata/tools-ids (real tool
// lists cut to a few tools, see its README) as a Source.
func idShapeSource(t *testing.T, file string) Source {
	t.Helper()
	f, tools := testenv.LoadTools(t, filepath.Join("..", "..", "testdata", "tools-ids", file))
	return Source{Server: strings.TrimSuffix(file, ".json"), ServerInfo: f.ServerInfo, Tools: tools}
}

// idArgs calls fn with every id-like argument (a name ending in id, ids,
// key or gid) of every call in a JSONL file of records.
func idArgs(t *testing.T, path string, fn func(tool, param string, v any)) {
	t.Helper()
	sc := bufio.NewScanner(bytes.NewReader(read(t, path)))
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	idName := regexp.MustCompile(`(?i)(id|ids|key|gid)$`)
	var walk func(tl, k string, v any)
	walk = func(tl, k string, v any) {
		switch x := v.(type) {
		case map[string]any:
			for kk, vv := range x {
				walk(tl, kk, vv)
			}
		case []any:
			for _, vv := range x {
				walk(tl, k, vv)
			}
		default:
			if idName.MatchString(k) {
				fn(tl, k, v)
			}
		}
	}
	for sc.Scan() {
		var rec kindRec
		if err := json.Unmarshal(sc.Bytes(), &rec); err != nil {
			t.Fatal(err)
		}
		for _, m := range rec.Messages {
			for _, c := range m.ToolCalls {
				var args map[string]any
				if err := json.Unmarshal([]byte(c.Function.Arguments), &args); err != nil {
					t.Fatal(err)
				}
				walk(c.Function.Name, "", args)
			}
		}
	}
}

// TestIDShapesFollowPlatform: each id a record passes has the shape its
// platform's ids have, read from the words of real tool lists: a Discord
// guild or channel is a snowflake, a Trello card 24 hex digits, an Asana
// task (also one named only by its description, "Parent task GID") a
// numeric GID, a Figma file key 22 letters and digits and a node "1:2";
// on Linear only an issue takes the "ENG-123" form, a release, cycle,
// team or user is a uuid. Never a random slug ("zig_c6iijkkf"), a cache
// key ("cart:7466") or a number opening with 0 ("09:2218").
func TestIDShapesFollowPlatform(t *testing.T) {
	const uuid = `^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$`
	for _, c := range []struct {
		file  string
		shape map[string]string // parameter name (lower case) → value pattern; "*" any other
	}{
		{"discord.json", map[string]string{"*": `^[1-9][0-9]{16,19}$`}},
		{"trello.json", map[string]string{"*": `^[0-9a-f]{24}$`}},
		{"asana.json", map[string]string{"*": `^[1-9][0-9]{15}$`, "parent": `^[1-9][0-9]{15}$`, "task": `^[1-9][0-9]{15}$`}},
		{"figma.json", map[string]string{"filekey": `^[A-Za-z0-9]{22}$`, "ids": `^[1-9][0-9]*:[1-9][0-9]*$`,
			"node_id": `^[1-9][0-9]*:[1-9][0-9]*$`, "team_id": `^[1-9][0-9]{18}$`, "*": `^[1-9][0-9]+$`}},
		{"linear.json", map[string]string{"issueid": uuid + `|^[A-Z]{2,5}-[1-9][0-9]*$`, "id": uuid + `|^[A-Z]{2,5}-[1-9][0-9]*$`, "*": uuid}},
	} {
		t.Run(c.file, func(t *testing.T) {
			out := filepath.Join(t.TempDir(), "out.jsonl")
			runTo(t, []Source{idShapeSource(t, c.file)}, config{N: 6, Seed: 5}, out)
			n := 0
			idArgs(t, out, func(tl, param string, v any) {
				s, ok := v.(string)
				if !ok {
					return
				}
				if param == "key" {
					// a bare key (a team's "ENG") is no id of the
					// platform's: not checked here
					return
				}
				pat, ok := c.shape[strings.ToLower(param)]
				if !ok {
					pat = c.shape["*"]
				}
				n++
				if !regexp.MustCompile(pat).MatchString(s) {
					t.Errorf("%s.%s = %q, want the platform's shape %s", tl, param, s, pat)
				}
			})
			if n < 10 {
				t.Errorf("only %d id values checked", n)
			}
		})
	}
}

// TestBareIDSaidByItsThing: a parameter named just "id" whose description
// names the thing ("ID of the cycle to retrieve", "The ID of the release
// to update") is said as that thing ("cycle 5c…"), not as an "item".
func TestBareIDSaidByItsThing(t *testing.T) {
	out := filepath.Join(t.TempDir(), "out.jsonl")
	runTo(t, []Source{idShapeSource(t, "linear.json")}, config{N: 8, Seed: 3}, out)
	sc := bufio.NewScanner(bytes.NewReader(read(t, out)))
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	n := 0
	for sc.Scan() {
		var rec kindRec
		if err := json.Unmarshal(sc.Bytes(), &rec); err != nil {
			t.Fatal(err)
		}
		if len(rec.Messages) < 2 || len(rec.Messages[1].ToolCalls) != 1 {
			continue
		}
		c := rec.Messages[1].ToolCalls[0].Function
		var args map[string]any
		_ = json.Unmarshal([]byte(c.Arguments), &args)
		id, _ := args["id"].(string)
		thing := map[string]string{"linear_getCycleById": "cycle", "linear_updateTeam": "team"}[c.Name]
		if id == "" || thing == "" || !strings.Contains(rec.Messages[0].Content, id) {
			continue
		}
		n++
		if strings.Contains(rec.Messages[0].Content, "item "+id) || !strings.Contains(strings.ToLower(rec.Messages[0].Content), thing) {
			t.Errorf("%s: id %s not said as a %s: %q", c.Name, id, thing, rec.Messages[0].Content)
		}
	}
	if n == 0 {
		t.Fatal("no request saying a bare id")
	}
}
