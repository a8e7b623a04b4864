package role

import (
	"slices"

	"github.com/mcpgen/mcpgen/internal/memo"
)

// tokenMemo keeps Tokens' words of the strings it is asked for most: a
// parameter's name, its parent's and its tool's are split again for every
// value drawn and every phrase rendered, by every worker. The words of a
// string never change, so the memo is shared by all goroutines; it holds
// at most tokenMemoEntries strings of at most tokenMemoLen bytes, so that
// memory stays flat however many distinct strings a run splits (the rest
// are split afresh each time).
var tokenMemo = memo.New[string, []string](tokenMemoEntries)

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
	return slices.Clone(SharedTokens(s))
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
	return tokenMemo.Get(s, sharedFresh)
}

// sharedFresh is tokensFresh clipped, so that an append to the memo's
// slice makes a new array; nil for no words.
func sharedFresh(s string) []string {
	ws := tokensFresh(s)
	if len(ws) == 0 {
		return nil
	}
	return slices.Clip(ws)
}
