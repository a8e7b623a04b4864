package prompt

import (
	"encoding/json"
	"math/rand/v2"
	"os"
	"strings"
	"testing"
)

// A requestCase is a tool written for a test (never a captured server's),
// the arguments of one call, and the words its generic request must and
// must not contain (compared without regard to case).
type requestCase struct {
	name, desc, schema, args string
	want, never              []string
}

// checkRequests renders draws generic requests for each case, the i-th
// with the source PCG(i, stream), and reports a request that lacks a want
// or has a never (the case's own, then extra). With -v it logs the first
// two requests of each case.
func checkRequests(t *testing.T, cases []requestCase, draws int, stream uint64, extra ...string) {
	t.Helper()
	forRequests(t, cases, draws, stream, func(c requestCase, i int, text string) {
		if i < 2 && testing.Verbose() || testing.Verbose() && os.Getenv("QW_ALL") != "" {
			t.Logf("%s → %s", c.name, text)
		}
		low := strings.ToLower(text)
		for _, w := range c.want {
			// A verb may be said as a gerund ("Mind closing …?").
			if !strings.Contains(low, strings.ToLower(w)) && (gerundPhrase(w) == "" || strings.Contains(w, " ") || !strings.Contains(low, gerundPhrase(w))) {
				t.Errorf("%s: request lacks %q: %s", c.name, w, text)
			}
		}
		for _, w := range append(append([]string{}, c.never...), extra...) {
			if strings.Contains(low, strings.ToLower(w)) {
				t.Errorf("%s: request has %q: %s", c.name, w, text)
			}
		}
	})
}

// forRequests renders draws generic requests for each case, the i-th
// with the source PCG(i, stream), and hands each to fn.
func forRequests(t *testing.T, cases []requestCase, draws int, stream uint64, fn func(c requestCase, i int, text string)) {
	t.Helper()
	set, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	r := set.NewRenderer()
	for _, c := range cases {
		b, err := set.For(ToolInfo{Name: c.name, Description: c.desc, InputSchema: json.RawMessage(c.schema)})
		if err != nil {
			t.Fatal(err)
		}
		args, err := DecodeArgs(json.RawMessage(c.args))
		if err != nil {
			t.Fatal(err)
		}
		for i := 0; i < draws; i++ {
			text, _, err := r.Request(b, rand.New(rand.NewPCG(uint64(i), stream)), i, args)
			if err != nil {
				t.Fatal(err)
			}
			fn(c, i, text)
		}
	}
}
