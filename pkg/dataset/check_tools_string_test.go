package dataset

import (
	"strings"
	"testing"
)

// A tools member given as a JSON string that is not JSON, or holds no list,
// is reported at /tools in each format that accepts the string form.
func TestCheckToolsString(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ format, line, want string }{
		{"hf", `{"messages":[{"role":"user","content":"hi"},{"role":"assistant","content":"x"}],"tools":"not json"}`,
			"/tools: tools string is not JSON: invalid character"},
		{"hf", `{"messages":[{"role":"user","content":"hi"},{"role":"assistant","content":"x"}],"tools":"{}"}`,
			"/tools: tools string must hold a list, got an object"},
		{"sharegpt", `{"conversations":[{"from":"human","value":"hi"},{"from":"gpt","value":"x"}],"tools":"nope"}`,
			"/tools: tools string is not JSON (LLaMA-Factory raises): invalid character"},
		{"sharegpt", `{"conversations":[{"from":"human","value":"hi"},{"from":"gpt","value":"x"}],"tools":"1"}`,
			"/tools: tools string must hold a list, got a number"},
		{"xlam", `{"query":"q","tools":"nope","answers":"[]"}`,
			"/tools: tools string is not JSON: invalid character"},
		{"xlam", `{"query":"q","tools":"true","answers":"[]"}`,
			"/tools: tools string must hold a list, got a boolean"},
	} {
		rep, err := Check(strings.NewReader(c.line+"\n"), c.format, CheckOptions{})
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		found := false
		for _, f := range rep.Findings {
			got = append(got, f.String())
			found = found || strings.Contains(f.String(), "error: "+c.want)
		}
		if !found {
			t.Errorf("%s %s: findings %q, want one containing %q", c.format, c.line, got, c.want)
		}
	}
}
