// Package memo keeps answers computed from immutable inputs (a schema's
// description, a parameter's name) for every goroutine of a run, within a
// bound: at most a fixed number of entries, so that memory stays flat
// however many distinct inputs a run sees (the rest are computed afresh).
package memo

import (
	"sync"
	"sync/atomic"
)

// Bounded maps keys to values computed once. The zero value is not
// usable: make one with [New]. It is safe for concurrent use.
type Bounded[K comparable, V any] struct {
	m   sync.Map // K → V
	n   atomic.Int64
	max int64
}

// New returns a memo that stores at most max entries.
func New[K comparable, V any](max int) *Bounded[K, V] {
	return &Bounded[K, V]{max: int64(max)}
}

// Get returns the value stored for k, else f(k), stored when the memo has
// room. f must give the same value for the same key: a second goroutine
// racing on k keeps the first value stored.
func (b *Bounded[K, V]) Get(k K, f func(K) V) V {
	if v, ok := b.Load(k); ok {
		return v
	}
	v := f(k)
	b.Put(k, v)
	return v
}

// Load returns the value stored for k and whether there is one. With Put
// it serves callers whose computation is a method value, which Get would
// take as a closure made on every call.
func (b *Bounded[K, V]) Load(k K) (V, bool) {
	v, ok := b.m.Load(k)
	if !ok {
		var zero V
		return zero, false
	}
	return v.(V), true
}

// Put stores v for k when the memo has room and holds no value for k yet.
func (b *Bounded[K, V]) Put(k K, v V) {
	if b.n.Load() < b.max {
		if _, loaded := b.m.LoadOrStore(k, v); !loaded {
			b.n.Add(1)
		}
	}
}
