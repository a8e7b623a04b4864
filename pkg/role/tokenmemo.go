package role

import (
	"slices"
	"sync"
	"sync/atomic"
)

// tokenMemo keeps Tokens' words of the strings it is asked for most: a
// parameter's name, its parent's and its tool's are split again for every
// value drawn and every phrase rendered, by every worker. The words of a
// string never change, so the memo is shared by all goroutines; it holds
// at most tokenMemoEntries strings of at most tokenMemoLen bytes, so that
// memory stays flat however many distinct strings a run splits (the rest
// are split afresh each time).
var tokenMemo struct {
	m sync.Map // string → []string
	n atomic.Int64
}

const (
	tokenMemoEntries = 1 << 14
	tokenMemoLen     = 96
)

// Tokens splits an identifier or phrase into lower-case words:
// "userEmail", "user_email", "user-email" → [user email]. The slice
// returned is the caller's own: changing it changes no other caller's.
func Tokens(s string) []string {
	if len(s) > tokenMemoLen {
		return tokensFresh(s)
	}
	if v, ok := tokenMemo.m.Load(s); ok {
		ws := v.([]string)
		if len(ws) == 0 {
			return nil
		}
		return append(make([]string, 0, len(ws)), ws...)
	}
	ws := tokensFresh(s)
	if tokenMemo.n.Load() < tokenMemoEntries {
		if _, loaded := tokenMemo.m.LoadOrStore(s, slices.Clip(append([]string(nil), ws...))); !loaded {
			tokenMemo.n.Add(1)
		}
	}
	return ws
}

// SharedTokens is [Tokens] without the caller's own copy: the slice
// returned may be the memo's, shared by every caller, so it must be read
// only (no element set, no sort; an append makes a new array, the slice
// having no spare capacity). The words of a name are read on every value
// drawn, mostly to compare them, and the copy was most of the cost.
func SharedTokens(s string) []string {
	if len(s) > tokenMemoLen {
		return tokensFresh(s)
	}
	if v, ok := tokenMemo.m.Load(s); ok {
		ws := v.([]string)
		if len(ws) == 0 {
			return nil
		}
		return ws
	}
	return Tokens(s)
}
