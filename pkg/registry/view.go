package registry

// A View is the part of a server entry that is safe to show: env and header
// values are redacted with RedactMap, the command and its arguments with
// RedactArgs and the URL with RedactURL, so `mcpgen
// server list` and `mcpgen serve`'s GET /api/mcp/servers show the same thing.
// Callers embed it in their own output shapes.
type View struct {
	Name            string            `json:"name"`
	Enabled         bool              `json:"enabled"`
	Transport       string            `json:"transport"`
	Command         string            `json:"command,omitempty"`
	Args            []string          `json:"args,omitempty"`
	Env             map[string]string `json:"env,omitempty"`
	Cwd             string            `json:"cwd,omitempty"`
	URL             string            `json:"url,omitempty"`
	Headers         map[string]string `json:"headers,omitempty"`
	Timeout         string            `json:"timeout,omitempty"` // Go duration, e.g. "45s"; "" when unset
	ProtocolVersion string            `json:"protocolVersion,omitempty"`
	// Untrusted is true for a server of a project file the user has not
	// trusted (or that changed since): it is listed but not started.
	Untrusted bool `json:"untrusted,omitempty"`
}

// View returns the redacted view of s. Variables are not expanded: a value
// that is only a ${VAR} reference is shown as written.
func (s Server) View() View {
	e := s.Entry
	v := View{
		Name:            s.Name,
		Enabled:         e.Enabled(),
		Transport:       e.EffectiveTransport(),
		Command:         RedactCommand(e.Command),
		Args:            RedactArgs(e.Args),
		Env:             RedactMap(e.Env),
		Cwd:             e.Cwd,
		URL:             RedactURL(e.URL),
		Headers:         RedactMap(e.Headers),
		ProtocolVersion: e.ProtocolVersion,
		Untrusted:       s.Untrusted != "",
	}
	if e.Timeout > 0 {
		v.Timeout = e.Timeout.String()
	}
	return v
}
