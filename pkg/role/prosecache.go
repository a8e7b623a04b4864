package role

import (
	"slices"
	"sync"
)

// proseKey is what readProse reads: a description, and whether its
// parameter is a number.
type proseKey struct {
	d       string
	numeric bool
}

// proseCache holds what readProse read of each description, shared by all
// goroutines: a run reads the same descriptions again for every parameter
// context (the server's, the request's and the synthesizer's
// classification), and each read runs a dozen regular expressions. It is
// bounded: past proseCacheMax descriptions, further ones are read each
// time.
var proseCache = struct {
	sync.RWMutex
	m map[proseKey]prose
}{m: map[proseKey]prose{}}

const proseCacheMax = 1 << 14

// proseOf is readProse(d, numeric), read once per description. The result
// is the caller's own copy (its slices and bounds are not shared).
func proseOf(d string, numeric bool) prose {
	if d == "" {
		return prose{}
	}
	k := proseKey{d, numeric}
	proseCache.RLock()
	p, ok := proseCache.m[k]
	proseCache.RUnlock()
	if ok {
		return p.clone()
	}
	p = readProse(d, numeric)
	proseCache.Lock()
	if len(proseCache.m) < proseCacheMax {
		proseCache.m[k] = p.clone()
	}
	proseCache.Unlock()
	return p
}

// clone returns a copy of p that shares no slice or bound with it.
func (p prose) clone() prose {
	q := p
	if p.min != nil {
		v := *p.min
		q.min = &v
	}
	if p.max != nil {
		v := *p.max
		q.max = &v
	}
	q.examples = slices.Clone(p.examples)
	q.values = slices.Clone(p.values)
	q.appliesTo = slices.Clone(p.appliesTo)
	q.notes = slices.Clone(p.notes)
	return q
}
