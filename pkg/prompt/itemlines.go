package prompt

import (
	"encoding/json"
	"fmt"
	"sort"
	"strings"
)

// headKeys are the members that name an item, said first on its line.
var headKeys = []string{"name", "title", "content", "text", "subject", "description", "label", "product", "item", "sku", "summary"}

// itemLines is a list of flat objects (line items, entries) the way a
// person pastes it into a message: one "- " line per item, its naming
// member first and the rest as "quantity 8, unit price 486.52" ("- Desk
// lamp — quantity 2, unit price 39.9"), not a JSON array. false when an
// item is not an object of two to six plain strings and numbers, or the
// list holds more than ten items.
func itemLines(x []any) (string, bool) {
	if len(x) == 0 || len(x) > 10 {
		return "", false
	}
	var b strings.Builder
	for _, e := range x {
		m, ok := e.(map[string]any)
		if !ok || len(m) < 2 || len(m) > 6 {
			return "", false
		}
		head := ""
		for _, k := range headKeys {
			if s, ok := m[k].(string); ok && s != "" && !strings.Contains(s, "\n") {
				head = k
				break
			}
		}
		keys := make([]string, 0, len(m))
		for k := range m {
			if k != head {
				keys = append(keys, k)
			}
		}
		sort.Strings(keys)
		var rest []string
		for _, k := range keys {
			switch v := m[k].(type) {
			case string:
				if v == "" || strings.Contains(v, "\n") {
					return "", false
				}
				if strings.Contains(v, " ") {
					v = "\"" + v + "\"" // words said as a value: "description "Two seats, prorated.""
				}
				rest = append(rest, caseKey(strings.ToLower(Humanize(k)))+" "+v)
			case json.Number, float64, int, int64:
				if w, ok := memberNumberWords(strings.ToLower(Humanize(k)), v); ok {
					rest = append(rest, w) // "90 minutes", not "duration minutes 90"
					continue
				}
				rest = append(rest, caseKey(strings.ToLower(Humanize(k)))+" "+fmt.Sprint(v))
			default:
				return "", false
			}
		}
		b.WriteString("- ")
		if head != "" {
			b.WriteString(m[head].(string))
			if len(rest) > 0 {
				b.WriteString(" — ")
			}
		}
		b.WriteString(strings.Join(rest, ", "))
		b.WriteString("\n")
	}
	return strings.TrimSuffix(b.String(), "\n"), true
}
