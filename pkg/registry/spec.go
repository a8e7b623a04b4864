package registry

import (
	"errors"
	"fmt"
	"time"

	"github.com/mcpgen/mcpgen/pkg/mcp"
)

// ErrBadEntry is wrapped by the errors of [Server.Spec] about an entry that
// cannot be started: unusable fields ([Entry.Check]) or a variable that
// cannot be expanded ([Expand]). The command line or request that named the
// server was right; the registry file is what needs fixing.
var ErrBadEntry = errors.New("bad server entry")

// SpecOverrides are settings that take precedence over every entry's own
// when a server is started, such as mcpgen's global --protocol-version,
// --connect-timeout and --call-timeout flags or the matching settings of
// `mcpgen serve`. A zero field leaves the entry's value (or the mcp
// package's default) in place.
type SpecOverrides struct {
	// ProtocolVersion is the MCP revision to request ("2025-06-18").
	ProtocolVersion string
	// ConnectTimeout bounds start-up and initialize; CallTimeout bounds
	// each request.
	ConnectTimeout, CallTimeout time.Duration
}

// Spec returns how to start or reach s as an [mcp.ServerSpec]: the entry is
// checked ([Entry.Check]), its ${VAR} and ${VAR:-default} references are
// expanded with lookup (os.LookupEnv when nil; see [Expand]), its fields are
// copied (Cwd becomes Dir, Timeout becomes ConnectTimeout, Transport is
// [Entry.EffectiveTransport]) and the non-zero fields of o replace the
// entry's. s.Entry is not changed.
//
// The error reads `bad server entry: server "NAME" (SOURCE): REASON` and
// wraps [ErrBadEntry] and the reason (for example [ErrUnsetVariable]). A
// server from an untrusted project file ([Server.Untrusted]) is refused
// first, with an error wrapping [ErrUntrusted] that names the file and the
// command that trusts it: every path that starts a server goes through
// Spec.
func (s Server) Spec(lookup func(string) (string, bool), o SpecOverrides) (mcp.ServerSpec, error) {
	if s.Untrusted != "" {
		return mcp.ServerSpec{}, untrustedError(s)
	}
	if err := s.Entry.Check(); err != nil {
		return mcp.ServerSpec{}, fmt.Errorf("%w: server %q (%s): %w", ErrBadEntry, s.Name, s.Source, err)
	}
	e, err := Expand(s.Entry, lookup)
	if err != nil {
		return mcp.ServerSpec{}, fmt.Errorf("%w: server %q (%s): %w", ErrBadEntry, s.Name, s.Source, err)
	}
	spec := mcp.ServerSpec{
		Name:            s.Name,
		Transport:       e.EffectiveTransport(),
		Command:         e.Command,
		Args:            e.Args,
		Env:             e.Env,
		Dir:             e.Cwd,
		URL:             e.URL,
		Headers:         e.Headers,
		ProtocolVersion: e.ProtocolVersion,
		ConnectTimeout:  e.Timeout,
	}
	if o.ProtocolVersion != "" {
		spec.ProtocolVersion = o.ProtocolVersion
	}
	if o.ConnectTimeout > 0 {
		spec.ConnectTimeout = o.ConnectTimeout
	}
	if o.CallTimeout > 0 {
		spec.CallTimeout = o.CallTimeout
	}
	return spec, nil
}
