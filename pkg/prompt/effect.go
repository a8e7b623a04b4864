package prompt

import "github.com/mcpgen/mcpgen/pkg/tool"

// An Effect is what a tool's annotations say its call does: nothing to
// the world (it only reads) or a change. The request's verb must agree
// with it: a tool that changes something is never asked for as a read
// ("show me the bike on dock 5" for returning a bike).
type Effect int

const (
	// EffectUnknown is a tool whose server states neither.
	EffectUnknown Effect = iota
	// EffectReads is a tool with readOnlyHint true.
	EffectReads
	// EffectChanges is a tool with readOnlyHint false stated, or
	// destructiveHint true.
	EffectChanges
)

// EffectOf reads t's annotations: only hints the server sent count (the
// specification's defaults say nothing of a tool whose server is silent).
func EffectOf(t *tool.Tool) Effect {
	a := t.Annotations
	switch {
	case a == nil:
		return EffectUnknown
	case a.ReadOnlyHint != nil && *a.ReadOnlyHint:
		return EffectReads
	case a.ReadOnlyHint != nil || a.DestructiveHint != nil && *a.DestructiveHint:
		return EffectChanges
	}
	return EffectUnknown
}
