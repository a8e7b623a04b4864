package mcp

import "sync"

// ringBuffer keeps the last size bytes written to it. It is safe for
// concurrent use.
type ringBuffer struct {
	mu    sync.Mutex
	buf   []byte
	size  int
	total int64
}

func newRingBuffer(size int) *ringBuffer { return &ringBuffer{size: size} }

// Write appends p, dropping the oldest bytes beyond the size. It never fails.
func (r *ringBuffer) Write(p []byte) (int, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.total += int64(len(p))
	if len(p) >= r.size {
		r.buf = append(r.buf[:0], p[len(p)-r.size:]...)
		return len(p), nil
	}
	if over := len(r.buf) + len(p) - r.size; over > 0 {
		r.buf = append(r.buf[:0], r.buf[over:]...)
	}
	r.buf = append(r.buf, p...)
	return len(p), nil
}

// String returns the kept bytes.
func (r *ringBuffer) String() string {
	r.mu.Lock()
	defer r.mu.Unlock()
	return string(r.buf)
}

// Total returns how many bytes were written in all.
func (r *ringBuffer) Total() int64 {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.total
}
