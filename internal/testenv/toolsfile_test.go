package testenv_test

import (
	"fmt"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/internal/testenv"
)

// recorder is a testing.TB that keeps what Errorf says instead of failing.
type recorder struct {
	testing.TB
	errs []string
}

func (r *recorder) Helper() {}
func (r *recorder) Errorf(format string, args ...any) {
	r.errs = append(r.errs, fmt.Sprintf(format, args...))
}

// SameAsPlain fails a guard that hides a match, naming the sample, and
// passes one that only skips texts the expression would not match; a nil
// and an empty result are the same.
func TestSameAsPlain(t *testing.T) {
	re := regexp.MustCompile(`(?i)\bat most (\d+)`)
	samples := []string{"at most 5", "At most 7", "no limit"}
	r := &recorder{TB: t}
	lowerOnly := func(s string) bool { return strings.Contains(s, "at most") && re.MatchString(s) }
	testenv.SameAsPlain(r, "lowerOnly", samples, lowerOnly, re.MatchString)
	if len(r.errs) != 1 || !strings.Contains(r.errs[0], `lowerOnly("At most 7") = false, want true`) {
		t.Errorf("a guard hiding a match: %q", r.errs)
	}
	r = &recorder{TB: t}
	folded := func(s string) []string {
		if !strings.Contains(strings.ToLower(s), "at most") {
			return []string{}
		}
		return re.FindStringSubmatch(s)
	}
	testenv.SameAsPlain(r, "folded", samples, folded, re.FindStringSubmatch)
	if len(r.errs) != 0 {
		t.Errorf("a guard that keeps every match: %q", r.errs)
	}
}

// LoadTools reads a tools file's server names and parses its tools;
// DecodeTools decodes them into a caller's own type.
func TestLoadTools(t *testing.T) {
	p := t.TempDir() + "/tools.json"
	doc := `{"server":"acme-mcp","serverInfo":{"name":"Acme","version":"1"},"tools":[{"name":"get_forecast","description":"Daily forecast","inputSchema":{"type":"object","properties":{"city":{"type":"string"}}}}]}`
	if err := os.WriteFile(p, []byte(doc), 0o600); err != nil {
		t.Fatal(err)
	}
	f, tools := testenv.LoadTools(t, p)
	if f.Server != "acme-mcp" || f.ServerInfo != "Acme" || len(tools) != 1 || tools[0].Name != "get_forecast" || string(f.Data) != doc {
		t.Errorf("LoadTools = %+v, %+v", f, tools)
	}
	type mine struct{ Name, Description string }
	_, ts := testenv.DecodeTools[mine](t, p)
	if len(ts) != 1 || ts[0] != (mine{"get_forecast", "Daily forecast"}) {
		t.Errorf("DecodeTools = %+v", ts)
	}
}
