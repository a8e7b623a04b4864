package synth

import (
	"regexp"
	"testing"
)

// TestCodedTags: where a tool's "tag" shows codes (a swap shop's swing
// tags, ^(OAK|SJP|HHA|MVC|ANY)-[A-Z]{3}-[0-9]{4}$, e.g. OAK-JMP-0412),
// the checkout's bare "tags" are such codes, drawn anew, never labels
// of software work ("tech-debt", "p1", "customer").
func TestCodedTags(t *testing.T) {
	t.Parallel()
	srv, tool := serverTool(t, "testdata/dev45/school_uniform_swap_shop.json", "swapshop_checkout")
	code := regexp.MustCompile(`^[A-Z]{3}-[A-Z]{3}-[0-9]{4}$`)
	n, other := 0, 0
	for _, m := range decodeAll(t, string(tool.InputSchema), 30, Options{Seed: 7, RootObject: true, Topic: tool.Name, About: tool.Description, Server: srv}) {
		tags, _ := m["tags"].([]any)
		for _, x := range tags {
			v, _ := x.(string)
			n++
			if !code.MatchString(v) {
				t.Errorf("tag %q: want a swing-tag code like OAK-JMP-0412", v)
			}
			if v != "OAK-JMP-0412" && v != "ANY-TRS-1180" {
				other++
			}
		}
	}
	if n == 0 {
		t.Fatal("no checkout gives tags")
	}
	if other == 0 {
		t.Error("every tag is one of the two examples: want other codes of their shape")
	}
}
