package execute

import (
	"context"
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/internal/testenv"
	"github.com/mcpgen/mcpgen/pkg/mcp"
)

func TestScrubber(t *testing.T) {
	sc := NewScrubber([]string{"HOME=/home/someone-long", "GITHUB_TOKEN=ghp_abcdefgh12345", "DB_PASSWORD=short", "MY_APIKEY=k-1234567890"},
		map[string]string{"Authorization": "Bearer tok-abcdefghij", "X_SECRET": `q"uoted-secret`})
	in := `home /home/someone-long gh ghp_abcdefgh12345 twice ghp_abcdefgh12345 short k-1234567890 tok-abcdefghij {"s":"q\"uoted-secret"}`
	got, n := sc.Scrub(in)
	want := `home /home/someone-long gh [REDACTED:GITHUB_TOKEN] twice [REDACTED:GITHUB_TOKEN] short [REDACTED:MY_APIKEY] [REDACTED:Authorization] {"s":"[REDACTED:X_SECRET]"}`
	if got != want || n != 5 {
		t.Errorf("Scrub =\n%s (%d)\nwant\n%s (5)", got, n, want)
	}
	var nilSc *Scrubber
	if s, n := nilSc.Scrub(in); s != in || n != 0 {
		t.Errorf("nil Scrubber changed the text")
	}
}

// TestScrubGetEnv runs server-everything's read-only get-env tool, which
// returns the server's whole environment (inherited from mcpgen plus the
// entry's env): the secrets must not reach the tool message.
func TestScrubGetEnv(t *testing.T) {
	cmd := testenv.NPMServer(t, "server-everything")
	const ownSecret = "own-fake-secret-7f3a9c"
	const entrySecret = `entry"secret-42b8d1`
	t.Setenv("MCPGEN_TEST_API_KEY", ownSecret)
	spec := mcp.ServerSpec{Name: "everything", Transport: mcp.TransportStdio, Command: cmd[0], Args: cmd[1:],
		Env: map[string]string{"SERVICE_PASSWORD": entrySecret}}
	src := sources(t, []mcp.ServerSpec{spec}, testConnect)
	if src[0].Err != nil {
		t.Fatal(src[0].Err)
	}
	getEnv := -1
	for i, tl := range src[0].Tools {
		if tl.Name == "get-env" {
			getEnv = i
		}
	}
	if getEnv < 0 {
		t.Fatal("server-everything has no get-env tool")
	}
	tl := src[0].Tools[getEnv]
	for _, noScrub := range []bool{false, true} {
		e := newExecutor(t, Options{Servers: map[string]mcp.ServerSpec{"everything": spec}, NoScrub: noScrub, MaxOutput: -1})
		res, err := e.Execute(context.Background(), 0, &tl, []byte(`{}`))
		if err != nil {
			t.Fatal(err)
		}
		leaked := strings.Contains(res.Content, ownSecret) || strings.Contains(res.Content, `entry\"secret-42b8d1`)
		rep := e.Report().Tools[0]
		if noScrub {
			if !leaked || rep.Scrubbed != 0 {
				t.Errorf("NoScrub: the tool message should hold the environment as returned (scrubbed %d)", rep.Scrubbed)
			}
			continue
		}
		if leaked {
			t.Errorf("a secret reached the tool message:\n%s", res.Content)
		}
		for _, name := range []string{"MCPGEN_TEST_API_KEY", "SERVICE_PASSWORD"} {
			if !strings.Contains(res.Content, "[REDACTED:"+name+"]") {
				t.Errorf("no [REDACTED:%s] in the tool message", name)
			}
		}
		if rep.Scrubbed < 2 {
			t.Errorf("Report Scrubbed = %d, want at least 2", rep.Scrubbed)
		}
		var sb strings.Builder
		_ = e.Report().Write(&sb)
		if !strings.Contains(sb.String(), "scrubbed everything/get-env:") {
			t.Errorf("summary does not count the scrubs:\n%s", sb.String())
		}
	}
}
