package prompt

import (
	"encoding/json"
	"strings"
	"testing"
)

// A filter's comparisons are said with their bound and field kept whole,
// one filter always one way, and the filters of many requests not all
// with the one phrasing ("is on or after").
func TestCompareWordsVaryByBound(t *testing.T) {
	seen := map[string]bool{}
	for _, day := range []string{"01", "05", "09", "12", "17", "21", "26", "30"} {
		bound := `"2026-04-` + day + `T00:00:00Z"`
		f := map[string]any{"created_at": map[string]any{"$gte": strings.Trim(bound, `"`)}}
		s, ok := filterWords(f)
		if !ok {
			t.Fatalf("filter %v not said", f)
		}
		if !strings.Contains(s, "created_at is ") || !strings.Contains(s, bound) {
			t.Errorf("%q drops the field or the bound %s", s, bound)
		}
		if again, _ := filterWords(f); again != s {
			t.Errorf("one filter said two ways: %q, %q", s, again)
		}
		seen[strings.Replace(s, bound, "X", 1)] = true
	}
	if len(seen) < 2 {
		t.Errorf("eight bounds all said one way: %v", seen)
	}
	for op, lists := range compareForms {
		for _, list := range lists {
			for _, form := range list {
				if strings.Count(form, "%v") != 1 {
					t.Errorf("%s form %q does not hold the bound once", op, form)
				}
			}
		}
	}
	n, _ := filterWords(map[string]any{"total": map[string]any{"$lt": json.Number("50")}})
	if !strings.HasPrefix(n, "where total is ") || !strings.Contains(n, " 50") {
		t.Errorf("number bound said as %q", n)
	}
}
