package execute

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/mcpgen/mcpgen/pkg/mcp"
	"github.com/mcpgen/mcpgen/pkg/schema"
)

// TruncMarker starts the line appended to a tool message cut by MaxOutput:
// "\n[mcpgen: output truncated: 4096 of 20000000 bytes shown]".
const TruncMarker = "[mcpgen: output truncated"

// Rendered is a tools/call result turned into a tool message.
type Rendered struct {
	// Content is the tool message text.
	Content string
	// Structured reports that Content is the JSON of structuredContent.
	Structured bool
	// Truncated reports that Content was cut to MaxOutput bytes; Size is the
	// length in bytes before the cut.
	Truncated bool
	Size      int
	// Mismatch, when not "", says how structuredContent failed the tool's
	// outputSchema (JSON pointers of instance and schema), or that a tool
	// with an outputSchema sent no structuredContent.
	Mismatch string
}

// Render turns r into a tool message: the content items joined by
// newlines, non-text items as typed placeholders ("[image: image/png, 1024
// bytes]", see mcp.ContentItem.Placeholder), which keeps binary data out of
// records. That is what MCP clients pass to models; servers mirror
// structuredContent in a text item (MCP 2025-11-25, "Tools / Structured
// Content"). structuredContent is the message instead, as compact JSON (key
// order as sent), when structured is true and every content item is text,
// or when the result has no text at all. out, when not nil, is the tool's
// compiled outputSchema: structuredContent of a result without isError is
// validated against it. maxOutput > 0 cuts Content to at most that many
// bytes (at a UTF-8 boundary) and appends a marker line starting with
// TruncMarker.
func Render(r *mcp.CallResult, out *schema.Schema, maxOutput int, structured bool) Rendered {
	var rd Rendered
	allText, hasText := true, false
	for _, c := range r.Content {
		if c.Type != mcp.ContentText {
			allText = false
		} else if strings.TrimSpace(c.Text) != "" {
			hasText = true
		}
	}
	if len(r.StructuredContent) > 0 && allText && (structured || !hasText) {
		var buf bytes.Buffer
		if err := json.Compact(&buf, r.StructuredContent); err == nil {
			rd.Content, rd.Structured = buf.String(), true
		}
	}
	if !rd.Structured {
		rd.Content = r.Text()
	}
	if out != nil && !r.IsError {
		switch {
		case len(r.StructuredContent) == 0:
			rd.Mismatch = "no structuredContent although the tool declares an outputSchema"
		default:
			v, err := schema.DecodeJSON(r.StructuredContent)
			if err != nil {
				rd.Mismatch = "structuredContent is not JSON: " + err.Error()
			} else if vs := out.Validate(v); len(vs) > 0 {
				msgs := make([]string, 0, min(len(vs), 3))
				for _, x := range vs[:min(len(vs), 3)] {
					msgs = append(msgs, x.String())
				}
				rd.Mismatch = "structuredContent does not match outputSchema: " + strings.Join(msgs, "; ")
			}
		}
	}
	rd.Size = len(rd.Content)
	if maxOutput > 0 && len(rd.Content) > maxOutput {
		rd.Content, rd.Truncated = Truncate(rd.Content, maxOutput), true
	}
	return rd
}

// Truncate cuts s to at most max bytes, backing up to a UTF-8 boundary, and
// appends "\n[mcpgen: output truncated: K of N bytes shown]". s is returned
// unchanged when it fits.
func Truncate(s string, max int) string {
	if max <= 0 || len(s) <= max {
		return s
	}
	cut := max
	for cut > 0 && !utf8.RuneStart(s[cut]) {
		cut--
	}
	return fmt.Sprintf("%s\n%s: %d of %d bytes shown]", s[:cut], TruncMarker, cut, len(s))
}
