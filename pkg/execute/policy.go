package execute

import (
	"fmt"
	"path"

	"github.com/mcpgen/mcpgen/pkg/tool"
)

// A Policy says which tools may be executed, from their annotations.
type Policy string

// Execution policies (--execute-policy).
const (
	// PolicyReadOnly runs only tools with readOnlyHint true (the default).
	PolicyReadOnly Policy = "readonly"
	// PolicyNonDestructive also runs tools that are not read-only but say
	// destructiveHint false.
	PolicyNonDestructive Policy = "non-destructive"
	// PolicyAll admits every tool; destructive ones still need
	// Safety.AllowDestructive.
	PolicyAll Policy = "all"
)

// ParsePolicy checks a --execute-policy value ("" means PolicyReadOnly).
func ParsePolicy(s string) (Policy, error) {
	switch Policy(s) {
	case "":
		return PolicyReadOnly, nil
	case PolicyReadOnly, PolicyNonDestructive, PolicyAll:
		return Policy(s), nil
	}
	return "", fmt.Errorf("execute policy %q: want readonly, non-destructive or all", s)
}

// Safety decides which tools are executed. A tool runs when the policy
// admits it or it matches an Allow glob, it matches no Deny glob, and it is
// not destructive (tool.Tool.IsDestructive: destructiveHint true, or not
// read-only without a destructiveHint) unless AllowDestructive is set.
// Globs use path.Match syntax and are matched against the tool name and
// against "server/tool".
type Safety struct {
	Policy           Policy
	AllowDestructive bool
	Allow, Deny      []string
}

// Check returns an error naming the first malformed glob.
func (s Safety) Check() error {
	for _, g := range append(append([]string(nil), s.Allow...), s.Deny...) {
		if _, err := path.Match(g, ""); err != nil {
			return fmt.Errorf("tool glob %q: %w", g, err)
		}
	}
	if _, err := ParsePolicy(string(s.Policy)); err != nil {
		return err
	}
	return nil
}

// Refusal says why Safety refuses a tool, as facts a caller can word:
// Why in the library's words, and the Deny glob or the missing
// AllowDestructive that caused it.
type Refusal struct {
	// Why is a phrase for a summary such as "not read-only (policy
	// readonly)" or "destructiveHint true; destructive tools not allowed".
	Why string
	// DeniedBy is the Deny glob the tool matched.
	DeniedBy string
	// NeedsAllowDestructive is set when the tool is destructive and only
	// AllowDestructive would let it run; Destructive then says why it
	// counts as destructive ("destructiveHint true", "not read-only and no
	// destructiveHint").
	NeedsAllowDestructive bool
	Destructive           string
}

// Decide reports whether t may be executed and, when not, why.
func (s Safety) Decide(t *tool.Tool) (bool, Refusal) {
	if g, ok := matchGlob(s.Deny, t); ok {
		return false, Refusal{Why: "denied by tool glob " + g, DeniedBy: g}
	}
	_, allowed := matchGlob(s.Allow, t)
	pol := s.Policy
	if pol == "" {
		pol = PolicyReadOnly
	}
	if !allowed {
		switch pol {
		case PolicyReadOnly:
			if !t.IsReadOnly() {
				return false, Refusal{Why: fmt.Sprintf("not read-only (policy %s)", pol)}
			}
		case PolicyNonDestructive:
			if t.IsDestructive() {
				return false, Refusal{Why: fmt.Sprintf("%s (policy %s)", destructiveWhy(t), pol)}
			}
		}
	}
	if t.IsDestructive() && !s.AllowDestructive {
		return false, Refusal{Why: destructiveWhy(t) + "; destructive tools not allowed", NeedsAllowDestructive: true, Destructive: destructiveWhy(t)}
	}
	return true, Refusal{}
}

func destructiveWhy(t *tool.Tool) string {
	if t.HasDestructiveHint() {
		return "destructiveHint true"
	}
	return "not read-only and no destructiveHint"
}

func matchGlob(globs []string, t *tool.Tool) (string, bool) {
	for _, g := range globs {
		if ok, _ := path.Match(g, t.Name); ok {
			return g, true
		}
		if ok, _ := path.Match(g, t.Server+"/"+t.Name); ok {
			return g, true
		}
	}
	return "", false
}
