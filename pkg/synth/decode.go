package synth

import (
	"encoding/json"
	"errors"
	"strconv"
	"unicode/utf16"
	"unicode/utf8"
)

// decodeJSON decodes one JSON text into the values pkg/schema validates
// (map[string]any, []any, string, json.Number, bool, nil), like
// schema.DecodeJSON but without a reader: Next decodes every instance it
// encoded, so the round trip is on the hot path. It returns an error on
// anything that is not exactly one JSON value (RFC 8259).
func decodeJSON(b []byte) (any, error) {
	d := decoder{b: b}
	v, err := d.value(0)
	if err != nil {
		return nil, err
	}
	d.ws()
	if d.i != len(d.b) {
		return nil, errSyntax
	}
	return v, nil
}

var errSyntax = errors.New("decode JSON: syntax error")

type decoder struct {
	b []byte
	i int
}

func (d *decoder) ws() {
	for d.i < len(d.b) {
		switch d.b[d.i] {
		case ' ', '\t', '\n', '\r':
			d.i++
		default:
			return
		}
	}
}

func (d *decoder) value(depth int) (any, error) {
	if depth > 10000 {
		return nil, errSyntax
	}
	d.ws()
	if d.i >= len(d.b) {
		return nil, errSyntax
	}
	switch c := d.b[d.i]; {
	case c == '{':
		d.i++
		m := map[string]any{}
		d.ws()
		if d.i < len(d.b) && d.b[d.i] == '}' {
			d.i++
			return m, nil
		}
		for {
			d.ws()
			if d.i >= len(d.b) || d.b[d.i] != '"' {
				return nil, errSyntax
			}
			k, err := d.str()
			if err != nil {
				return nil, err
			}
			d.ws()
			if d.i >= len(d.b) || d.b[d.i] != ':' {
				return nil, errSyntax
			}
			d.i++
			v, err := d.value(depth + 1)
			if err != nil {
				return nil, err
			}
			m[k] = v
			if done, err := d.next('}'); done || err != nil {
				if err != nil {
					return nil, err
				}
				return m, nil
			}
		}
	case c == '[':
		d.i++
		a := []any{}
		d.ws()
		if d.i < len(d.b) && d.b[d.i] == ']' {
			d.i++
			return a, nil
		}
		for {
			v, err := d.value(depth + 1)
			if err != nil {
				return nil, err
			}
			a = append(a, v)
			if done, err := d.next(']'); done || err != nil {
				if err != nil {
					return nil, err
				}
				return a, nil
			}
		}
	case c == '"':
		return d.str()
	case c == 't':
		return true, d.lit("true")
	case c == 'f':
		return false, d.lit("false")
	case c == 'n':
		return nil, d.lit("null")
	case c == '-' || c >= '0' && c <= '9':
		j := d.i
		for d.i < len(d.b) {
			c := d.b[d.i]
			if c >= '0' && c <= '9' || c == '-' || c == '+' || c == '.' || c == 'e' || c == 'E' {
				d.i++
				continue
			}
			break
		}
		n := string(d.b[j:d.i])
		if !validNumber(n) {
			return nil, errSyntax
		}
		return json.Number(n), nil
	}
	return nil, errSyntax
}

// next reads what follows a member of an object or an element of an array:
// a comma (done false: another one follows) or the closing byte (done
// true); anything else is a syntax error.
func (d *decoder) next(closing byte) (done bool, err error) {
	d.ws()
	if d.i >= len(d.b) {
		return false, errSyntax
	}
	switch d.b[d.i] {
	case ',':
		d.i++
		return false, nil
	case closing:
		d.i++
		return true, nil
	}
	return false, errSyntax
}

func (d *decoder) lit(s string) error {
	if len(d.b)-d.i < len(s) || string(d.b[d.i:d.i+len(s)]) != s {
		return errSyntax
	}
	d.i += len(s)
	return nil
}

// str decodes a string at d.i (the opening quote).
func (d *decoder) str() (string, error) {
	d.i++
	j := d.i
	// fast path: no escapes, valid UTF-8, no control characters
	for d.i < len(d.b) {
		c := d.b[d.i]
		if c == '"' {
			s := d.b[j:d.i]
			d.i++
			if utf8.Valid(s) {
				return string(s), nil
			}
			return string([]rune(string(s))), nil // invalid bytes → U+FFFD, as encoding/json
		}
		if c == '\\' || c < 0x20 {
			break
		}
		d.i++
	}
	buf := append([]byte(nil), d.b[j:d.i]...)
	for d.i < len(d.b) {
		c := d.b[d.i]
		switch {
		case c == '"':
			d.i++
			if !utf8.Valid(buf) {
				return string([]rune(string(buf))), nil
			}
			return string(buf), nil
		case c < 0x20:
			return "", errSyntax
		case c != '\\':
			buf = append(buf, c)
			d.i++
			continue
		}
		d.i++
		if d.i >= len(d.b) {
			return "", errSyntax
		}
		e := d.b[d.i]
		d.i++
		switch e {
		case '"', '\\', '/':
			buf = append(buf, e)
		case 'b':
			buf = append(buf, '\b')
		case 'f':
			buf = append(buf, '\f')
		case 'n':
			buf = append(buf, '\n')
		case 'r':
			buf = append(buf, '\r')
		case 't':
			buf = append(buf, '\t')
		case 'u':
			r, ok := d.hex4()
			if !ok {
				return "", errSyntax
			}
			if utf16.IsSurrogate(r) {
				r2 := rune(-1)
				if d.i+1 < len(d.b) && d.b[d.i] == '\\' && d.b[d.i+1] == 'u' {
					save := d.i
					d.i += 2
					var ok2 bool
					if r2, ok2 = d.hex4(); !ok2 {
						return "", errSyntax
					}
					if dec := utf16.DecodeRune(r, r2); dec != utf8.RuneError {
						buf = utf8.AppendRune(buf, dec)
						continue
					}
					d.i = save
				}
				r = utf8.RuneError
			}
			buf = utf8.AppendRune(buf, r)
		default:
			return "", errSyntax
		}
	}
	return "", errSyntax
}

func (d *decoder) hex4() (rune, bool) {
	if len(d.b)-d.i < 4 {
		return 0, false
	}
	n, err := strconv.ParseUint(string(d.b[d.i:d.i+4]), 16, 32)
	if err != nil {
		return 0, false
	}
	d.i += 4
	return rune(n), true
}
