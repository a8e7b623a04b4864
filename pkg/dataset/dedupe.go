package dataset

import (
	"crypto/sha256"
	"encoding/binary"
	"hash"
)

// A Deduper detects exact duplicates in bounded memory: it keeps a set of
// 16-byte digests (about 40 bytes per distinct record with map overhead, so
// 1,000,000 records take about 40 MiB). A Deduper is not safe for concurrent
// use; feed it in output order so the first copy is the one kept.
type Deduper struct {
	seen map[[16]byte]struct{}
	h    hash.Hash
	buf  []byte
	dups int
}

// NewDeduper returns an empty Deduper. sizeHint preallocates for that many
// records (0 is fine).
func NewDeduper(sizeHint int) *Deduper {
	return &Deduper{seen: make(map[[16]byte]struct{}, sizeHint), h: sha256.New()}
}

// SeenLine reports whether an identical line was seen before, and records it
// otherwise.
func (d *Deduper) SeenLine(line []byte) bool {
	d.h.Reset()
	d.h.Write(line)
	return d.mark()
}

// SeenRecord reports whether a record with the same content was seen before,
// and records it otherwise. Content is the system prompt, the tool names and
// parameters, and every turn (role, text, call names and arguments, results)
// — but not call ids, which are random per record and would hide duplicates,
// nor Meta.
func (d *Deduper) SeenRecord(r *Record) bool {
	d.h.Reset()
	d.field([]byte(r.System))
	for i := range r.Tools {
		d.field([]byte(r.Tools[i].Name))
		d.field(r.Tools[i].Parameters)
	}
	d.field(nil)
	for i := range r.Turns {
		t := &r.Turns[i]
		d.field([]byte(t.Role))
		d.field([]byte(t.Content))
		for j := range t.Calls {
			d.field([]byte(t.Calls[j].Name))
			d.field(t.Calls[j].Arguments)
		}
		d.field([]byte(t.Name))
		if t.IsError {
			d.field([]byte{1})
		} else {
			d.field([]byte{0})
		}
	}
	return d.mark()
}

// field writes a length-prefixed field so field boundaries cannot collide.
func (d *Deduper) field(b []byte) {
	d.buf = binary.AppendUvarint(d.buf[:0], uint64(len(b)))
	d.h.Write(d.buf)
	d.h.Write(b)
}

func (d *Deduper) mark() bool {
	var k [16]byte
	d.buf = d.h.Sum(d.buf[:0])
	copy(k[:], d.buf)
	if _, ok := d.seen[k]; ok {
		d.dups++
		return true
	}
	d.seen[k] = struct{}{}
	return false
}

// Len returns the number of distinct items seen.
func (d *Deduper) Len() int { return len(d.seen) }

// Duplicates returns the number of repeats reported so far.
func (d *Deduper) Duplicates() int { return d.dups }
