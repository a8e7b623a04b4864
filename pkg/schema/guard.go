package schema

import (
	"crypto/sha256"
	"sync"
)

// JSONDepth returns the maximum nesting depth of objects and arrays in the
// JSON text data (0 for a scalar, 1 for {} or [], ...). It scans bytes
// without decoding, in linear time and constant memory, and does not check
// that data is valid JSON.
func JSONDepth(data []byte) int {
	depth, max := 0, 0
	inString, escaped := false, false
	for _, c := range data {
		if inString {
			switch {
			case escaped:
				escaped = false
			case c == '\\':
				escaped = true
			case c == '"':
				inString = false
			}
			continue
		}
		switch c {
		case '"':
			inString = true
		case '{', '[':
			depth++
			if depth > max {
				max = depth
			}
		case '}', ']':
			depth--
		}
	}
	return max
}

func limit(v, def int) int {
	if v == 0 {
		return def
	}
	return v
}

// compileCache holds compiled schemas by content and options. It is bounded:
// when full it is emptied (a simple policy that keeps memory flat for long
// runs over many servers).
type compileCache struct {
	mu sync.Mutex
	m  map[[sha256.Size]byte]*Schema
}

const compileCacheMax = 4096

var compiled = &compileCache{m: map[[sha256.Size]byte]*Schema{}}

func cacheKey(raw []byte, d Draft, assertFormat bool) [sha256.Size]byte {
	h := sha256.New()
	h.Write([]byte(d))
	if assertFormat {
		h.Write([]byte{1})
	} else {
		h.Write([]byte{0})
	}
	h.Write(raw)
	var k [sha256.Size]byte
	h.Sum(k[:0])
	return k
}

func (c *compileCache) get(k [sha256.Size]byte) (*Schema, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	s, ok := c.m[k]
	return s, ok
}

func (c *compileCache) put(k [sha256.Size]byte, s *Schema) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if len(c.m) >= compileCacheMax {
		clear(c.m)
	}
	c.m[k] = s
}
