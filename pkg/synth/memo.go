package synth

import (
	"strings"
	"sync"
)

// notCombinedWith returns the lower-cased names of the properties a
// description says its property cannot be combined with (notCombined's
// matches), read once per description: instances of a tool check the same
// few descriptions on every record.
func notCombinedWith(desc string) []string {
	notCombinedMu.RLock()
	names, ok := notCombinedMemo[desc]
	notCombinedMu.RUnlock()
	if ok {
		return names
	}
	for _, m := range notCombined.FindAllStringSubmatch(desc, -1) {
		for _, n := range m[1:] {
			if n != "" {
				names = append(names, strings.ToLower(n))
			}
		}
	}
	notCombinedMu.Lock()
	if len(notCombinedMemo) >= 4096 {
		clear(notCombinedMemo) // bounded: a long-running process sees many tools
	}
	notCombinedMemo[desc] = names
	notCombinedMu.Unlock()
	return names
}

var (
	notCombinedMu   sync.RWMutex
	notCombinedMemo = map[string][]string{}
)
