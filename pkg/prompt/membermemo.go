package prompt

import "sync"

// memberMemo holds memberDesc's answers for one parameter's schema, by
// member key: a permission object's flags are looked up on every request
// that sets them, and reading the schema's JSON each time cost more than
// the wording.
type memberMemo struct {
	mu    sync.Mutex
	descs map[string]string
}

// memberMemoCap bounds a memberMemo: an open object's keys are drawn, so
// past this many the rest are read afresh each time.
const memberMemoCap = 256

// memberDescOf is memberDesc(p.schema, key, 3), read once per parameter
// and key.
func (p Param) memberDescOf(key string) string {
	f := p.facts
	if f == nil {
		return memberDesc(p.schema, key, 3)
	}
	m := &f.members
	m.mu.Lock()
	d, ok := m.descs[key]
	m.mu.Unlock()
	if ok {
		return d
	}
	d = memberDesc(p.schema, key, 3)
	m.mu.Lock()
	if m.descs == nil {
		m.descs = map[string]string{}
	}
	if len(m.descs) < memberMemoCap {
		m.descs[key] = d
	}
	m.mu.Unlock()
	return d
}
