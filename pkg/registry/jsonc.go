package registry

// stripJSONC returns a copy of data with // and /* */ comments, trailing
// commas (before } or ]) and a leading UTF-8 byte order mark (which Windows
// editors and PowerShell write, and VS Code accepts) replaced by spaces, so
// VS Code's JSONC files decode as JSON. Every byte keeps its offset and
// newlines are kept, so line:column positions of errors still point into the
// original text.
func stripJSONC(data []byte) []byte {
	out := make([]byte, len(data))
	copy(out, data)
	if len(out) >= 3 && out[0] == 0xEF && out[1] == 0xBB && out[2] == 0xBF {
		out[0], out[1], out[2] = ' ', ' ', ' '
	}
	inString := false
	lastComma := -1 // offset of a comma that may turn out to be trailing
	for i := 0; i < len(out); i++ {
		c := out[i]
		if inString {
			switch c {
			case '\\':
				i++
			case '"':
				inString = false
			}
			continue
		}
		switch {
		case c == '"':
			inString = true
			lastComma = -1
		case c == '/' && i+1 < len(out) && out[i+1] == '/':
			for ; i < len(out) && out[i] != '\n'; i++ {
				out[i] = ' '
			}
		case c == '/' && i+1 < len(out) && out[i+1] == '*':
			out[i], out[i+1] = ' ', ' '
			for i += 2; i < len(out); i++ {
				if out[i] == '*' && i+1 < len(out) && out[i+1] == '/' {
					out[i], out[i+1] = ' ', ' '
					i++
					break
				}
				if out[i] != '\n' {
					out[i] = ' '
				}
			}
		case c == ',':
			lastComma = i
		case c == '}' || c == ']':
			if lastComma >= 0 {
				out[lastComma] = ' '
			}
			lastComma = -1
		case c == ' ' || c == '\t' || c == '\n' || c == '\r':
		default:
			lastComma = -1
		}
	}
	return out
}
