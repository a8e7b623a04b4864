package generate

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"
)

// TestCapturedServerRequestsVary checks the variety of phrasing of a
// captured server's generic requests the way the dataset-quality
// measure does ("skeleton distinct-3"): each request with its argument
// values masked and digit runs as 0, the share of its word trigrams that
// are distinct over all the server's requests, -n 5, the mean over four
// seeds. Records of one tool that say an argument the same way again and
// again ("Could you tell me what the value for key … is?" in two of five
// records, "key" before every key) lower it: the
// floor sits above the 0.761 the redis server's requests reached when
// argument phrasings were drawn at random instead of taken in turn.
func TestCapturedServerRequestsVary(t *testing.T) {
	if testing.Short() {
		t.Skip("generates a captured server at four seeds")
	}
	srcs := []Source{corpusSource(t, "redis.json", "redis")}
	var sum float64
	seeds := []int64{7321, 11, 4242, 5}
	for _, seed := range seeds {
		out := filepath.Join(t.TempDir(), fmt.Sprintf("s%d.jsonl", seed))
		runTo(t, srcs, config{N: 5, Seed: seed}, out)
		d := skeletonDistinct3(t, read(t, out))
		t.Logf("seed %d: skeleton distinct-3 %.3f", seed, d)
		sum += d
	}
	if mean := sum / float64(len(seeds)); mean < 0.775 {
		t.Errorf("skeleton distinct-3 of the redis server's requests, mean over seeds %v: %.3f, want at least 0.775", seeds, mean)
	}
}

// skeletonDistinct3 is the share of distinct word trigrams over the
// records' user requests, each with its string argument values masked
// (their first occurrence as a whole word, case ignored) and digit runs
// said as 0.
func skeletonDistinct3(t *testing.T, jsonl []byte) float64 {
	t.Helper()
	words := regexp.MustCompile(`[a-z0-9]+(?:['’][a-z]+)?`)
	digits := regexp.MustCompile(`\d+`)
	seen := map[[3]string]bool{}
	total := 0
	sc := bufio.NewScanner(bytes.NewReader(jsonl))
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	for sc.Scan() {
		var rec struct {
			Messages []struct {
				Role      string `json:"role"`
				Content   string `json:"content"`
				ToolCalls []struct {
					Function struct {
						Arguments json.RawMessage `json:"arguments"`
					} `json:"function"`
				} `json:"tool_calls"`
			} `json:"messages"`
		}
		if err := json.Unmarshal(sc.Bytes(), &rec); err != nil {
			t.Fatal(err)
		}
		var users []string
		var vals []string
		for _, m := range rec.Messages {
			if m.Role == "user" {
				users = append(users, m.Content)
			}
			for _, c := range m.ToolCalls {
				args := c.Function.Arguments
				var s string
				if json.Unmarshal(args, &s) == nil {
					args = json.RawMessage(s) // arguments given as a JSON string
				}
				var v any
				_ = json.Unmarshal(args, &v)
				vals = stringLeaves(v, vals)
			}
		}
		text := strings.ToLower(strings.Join(users, "\n"))
		w := words.FindAllString(digits.ReplaceAllString(maskValues(text, vals), "0"), -1)
		for i := 0; i+2 < len(w); i++ {
			seen[[3]string{w[i], w[i+1], w[i+2]}] = true
			total++
		}
	}
	if total == 0 {
		t.Fatal("no request trigrams")
	}
	return float64(len(seen)) / float64(total)
}

// stringLeaves appends the non-blank strings inside v to out.
func stringLeaves(v any, out []string) []string {
	switch x := v.(type) {
	case string:
		if strings.TrimSpace(x) != "" {
			out = append(out, x)
		}
	case []any:
		for _, e := range x {
			out = stringLeaves(e, out)
		}
	case map[string]any:
		for _, e := range x {
			out = stringLeaves(e, out)
		}
	}
	return out
}

// maskValues replaces the first whole-word occurrence of each value in
// text (lower case) with " value ", overlapping occurrences once.
func maskValues(text string, vals []string) string {
	type span struct{ a, b int }
	var spans []span
	alnum := func(c byte) bool { return c >= 'a' && c <= 'z' || c >= '0' && c <= '9' }
	for _, v := range vals {
		f := strings.ToLower(strings.TrimSpace(v))
		for from := 0; from <= len(text)-len(f); {
			i := strings.Index(text[from:], f)
			if i < 0 {
				break
			}
			a, b := from+i, from+i+len(f)
			if (a == 0 || !alnum(f[0]) || !alnum(text[a-1])) && (b == len(text) || !alnum(f[len(f)-1]) || !alnum(text[b])) {
				spans = append(spans, span{a, b})
				break
			}
			from = a + 1
		}
	}
	sort.Slice(spans, func(i, j int) bool {
		return spans[i].a < spans[j].a || spans[i].a == spans[j].a && spans[i].b < spans[j].b
	})
	var out strings.Builder
	last := 0
	for _, s := range spans {
		if s.a < last {
			continue
		}
		out.WriteString(text[last:s.a])
		out.WriteString(" value ")
		last = s.b
	}
	out.WriteString(text[last:])
	return out.String()
}
