package generate

import (
	"fmt"

	"github.com/mcpgen/mcpgen/pkg/dataset"
)

// NoteSanitized: the tool's own name is outside what OpenAI and
// Anthropic accept, ^[a-zA-Z0-9_-]{1,64}$, so records offer and call it
// under the sanitized name (Sanitize); the manifest's names map it back.
const NoteSanitized = "name-sanitized"

// ProviderNamePattern is the tool names OpenAI and Anthropic accept (and
// that Sanitize maps every name into).
const ProviderNamePattern = "^[a-zA-Z0-9_-]{1,64}$"

// noteSanitized notes a tool whose own name Sanitize changes: records
// call it by name, which its author did not choose, and a user reading the
// records should know which tool it is. A name --name-style prefixed
// builds from a server name Sanitize changes is the style's doing, not
// the tool's, and is not noted.
func (p *plan) noteSanitized(server, toolName, name string) {
	if Sanitize(toolName) == toolName {
		return
	}
	p.Notes = append(p.Notes, dataset.Note{Server: server, Tool: toolName, Kind: NoteSanitized,
		Message: fmt.Sprintf("tool name %q is not what OpenAI and Anthropic accept (%s); records offer and call it as %q (the manifest's names map it back)", toolName, ProviderNamePattern, name)})
}
