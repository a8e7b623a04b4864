package schema

import (
	"crypto/sha256"
	"sync"
)

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
