package jsonx

// CompactObject reports whether b is one JSON object in compact form: valid
// JSON (as json.Valid has it) with no white space outside strings, so that
// json.Compact would leave it as it is. It reads b once without
// allocating, which is what callers that check the arguments of every
// record want; false only means "not known to be": objects nested deeper
// than compactMaxDepth are not read and give false.
func CompactObject(b []byte) bool {
	if len(b) == 0 || b[0] != '{' {
		return false
	}
	n, ok := compactValue(b, 0, 0)
	return ok && n == len(b)
}

// compactMaxDepth bounds the nesting CompactObject reads (json.Valid's own
// limit is far deeper; deeper values take the caller's slow path).
const compactMaxDepth = 256

// compactValue reads the compact JSON value at b[i:] and returns the index
// after it.
func compactValue(b []byte, i, depth int) (int, bool) {
	if i >= len(b) || depth > compactMaxDepth {
		return i, false
	}
	switch c := b[i]; {
	case c == '{':
		return compactMembers(b, i+1, depth)
	case c == '[':
		return compactElements(b, i+1, depth)
	case c == '"':
		return compactString(b, i)
	case c == 't':
		return compactLiteral(b, i, "true")
	case c == 'f':
		return compactLiteral(b, i, "false")
	case c == 'n':
		return compactLiteral(b, i, "null")
	case c == '-' || c >= '0' && c <= '9':
		return compactNumber(b, i)
	}
	return i, false
}

// compactMembers reads an object's members after its '{'.
func compactMembers(b []byte, i, depth int) (int, bool) {
	if i < len(b) && b[i] == '}' {
		return i + 1, true
	}
	for {
		if i >= len(b) || b[i] != '"' {
			return i, false
		}
		var ok bool
		if i, ok = compactString(b, i); !ok || i >= len(b) || b[i] != ':' {
			return i, false
		}
		if i, ok = compactValue(b, i+1, depth+1); !ok || i >= len(b) {
			return i, false
		}
		switch b[i] {
		case ',':
			i++
		case '}':
			return i + 1, true
		default:
			return i, false
		}
	}
}

// compactElements reads an array's elements after its '['.
func compactElements(b []byte, i, depth int) (int, bool) {
	if i < len(b) && b[i] == ']' {
		return i + 1, true
	}
	for {
		var ok bool
		if i, ok = compactValue(b, i, depth+1); !ok || i >= len(b) {
			return i, false
		}
		switch b[i] {
		case ',':
			i++
		case ']':
			return i + 1, true
		default:
			return i, false
		}
	}
}

// compactString reads the string starting at b[i] == '"'.
func compactString(b []byte, i int) (int, bool) {
	for i++; i < len(b); i++ {
		switch c := b[i]; {
		case c == '"':
			return i + 1, true
		case c < 0x20:
			return i, false
		case c == '\\':
			if i++; i >= len(b) {
				return i, false
			}
			switch b[i] {
			case '"', '\\', '/', 'b', 'f', 'n', 'r', 't':
			case 'u':
				if i+4 >= len(b) || !isHex(b[i+1]) || !isHex(b[i+2]) || !isHex(b[i+3]) || !isHex(b[i+4]) {
					return i, false
				}
				i += 4
			default:
				return i, false
			}
		}
	}
	return i, false
}

func isHex(c byte) bool { return c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F' }

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

// compactLiteral reads lit (true, false or null) at b[i:].
func compactLiteral(b []byte, i int, lit string) (int, bool) {
	if len(b)-i < len(lit) || string(b[i:i+len(lit)]) != lit {
		return i, false
	}
	return i + len(lit), true
}

// compactNumber reads a number: -?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?
func compactNumber(b []byte, i int) (int, bool) {
	if b[i] == '-' {
		i++
	}
	switch {
	case i < len(b) && b[i] == '0':
		i++
	case i < len(b) && b[i] >= '1' && b[i] <= '9':
		for i++; i < len(b) && isDigit(b[i]); i++ {
		}
	default:
		return i, false
	}
	if i < len(b) && b[i] == '.' {
		if i++; i >= len(b) || !isDigit(b[i]) {
			return i, false
		}
		for i++; i < len(b) && isDigit(b[i]); i++ {
		}
	}
	if i < len(b) && (b[i] == 'e' || b[i] == 'E') {
		if i++; i < len(b) && (b[i] == '+' || b[i] == '-') {
			i++
		}
		if i >= len(b) || !isDigit(b[i]) {
			return i, false
		}
		for i++; i < len(b) && isDigit(b[i]); i++ {
		}
	}
	return i, true
}
