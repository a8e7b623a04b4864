package generate

// linePool recycles the buffers of encoded lines: the collector hands a
// record's line back once it is written (or dropped), and a later record
// of the run is encoded into it, so a run does not allocate and clear a
// new line per record. Bounded: at most linePoolSize buffers of up to
// linePoolMax bytes each are kept, so memory stays flat. A nil pool
// keeps nothing.
type linePool chan []byte

const (
	linePoolSize = 256
	linePoolMax  = 64 << 10
)

func newLinePool() linePool { return make(linePool, linePoolSize) }

// get returns an empty buffer from the pool, or nil when it has none.
func (p linePool) get() []byte {
	select {
	case b := <-p:
		return b[:0]
	default:
		return nil
	}
}

// put gives b back; nothing may use b after.
func (p linePool) put(b []byte) {
	if p == nil || cap(b) == 0 || cap(b) > linePoolMax {
		return
	}
	select {
	case p <- b:
	default:
	}
}
