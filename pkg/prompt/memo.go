package prompt

import (
	"regexp"
	"sync"
)

// memoCap bounds how many texts a textMemo remembers: the static texts of
// a run's tools (descriptions, names) number in the thousands at most;
// past the bound a memo computes without remembering, so texts that are
// not static (values) cost memory only up to it.
const memoCap = 1 << 14

// memo remembers a pure function's answers for the static parts of a
// tool (a parameter's description, name or schema), which the request of
// every record reads again. It is safe for concurrent use; the zero value
// is ready. Answers are shared: callers must not modify them.
type memo[K comparable, V any] struct {
	mu sync.RWMutex
	m  map[K]V
}

// textMemo is a memo keyed by a text.
type textMemo[V any] = memo[string, V]

// get returns f(k), from memory when k was asked before.
func (c *memo[K, V]) get(k K, f func(K) V) V {
	c.mu.RLock()
	v, ok := c.m[k]
	c.mu.RUnlock()
	if ok {
		return v
	}
	v = f(k)
	c.put(k, v)
	return v
}

// put remembers v for k while the memo holds fewer than memoCap answers.
func (c *memo[K, V]) put(k K, v V) {
	c.mu.Lock()
	if c.m == nil {
		c.m = make(map[K]V)
	}
	if len(c.m) < memoCap {
		c.m[k] = v
	}
	c.mu.Unlock()
}

// bytesMemo is a memo keyed by raw bytes (a schema).
type bytesMemo[V any] struct{ memo[string, V] }

// get returns f(b), from memory when b was asked before; looking it up
// copies nothing.
func (c *bytesMemo[V]) get(b []byte, f func([]byte) V) V {
	c.mu.RLock()
	v, ok := c.m[string(b)]
	c.mu.RUnlock()
	if ok {
		return v
	}
	v = f(b)
	c.put(string(b), v)
	return v
}

// memoRegexp is a regexp whose MatchString remembers its answers, for
// patterns read over a tool's static texts on every record.
type memoRegexp struct {
	*regexp.Regexp
	matches textMemo[bool]
}

// mustMemoRegexp compiles expr as regexp.MustCompile does.
func mustMemoRegexp(expr string) *memoRegexp {
	return &memoRegexp{Regexp: regexp.MustCompile(expr)}
}

// MatchString reports whether s contains a match of the pattern.
func (r *memoRegexp) MatchString(s string) bool {
	return r.matches.get(s, r.Regexp.MatchString)
}
