package dataset

import (
	"encoding/binary"
	"io"
	"runtime"
	"testing"
)

// BenchmarkEncode measures encoding throughput per format on the "full"
// fixture (system prompt, two tools, call, result, answer). The records/s
// metric is what `make bench` reports.
func BenchmarkEncode(b *testing.B) {
	for _, name := range builtinNames {
		b.Run(name, func(b *testing.B) {
			f, _ := Lookup(name)
			r := fixtures()["full"]
			line, err := f.Encode(r, FormatOptions{})
			if err != nil {
				b.Fatal(err)
			}
			b.SetBytes(int64(len(line) + 1))
			b.ReportAllocs()
			for b.Loop() {
				if _, err := f.Encode(r, FormatOptions{}); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "records/s")
		})
	}
}

// BenchmarkWriteDedupe measures the per-record cost of dedupe plus the
// buffered, hashed writer.
func BenchmarkWriteDedupe(b *testing.B) {
	f, _ := Lookup("openai")
	r := fixtures()["full"]
	line, _ := f.Encode(r, FormatOptions{})
	w := NewStreamWriter(io.Discard)
	d := NewDeduper(0)
	b.SetBytes(int64(len(line) + 1))
	i := 0
	for b.Loop() {
		r.Meta.Seq = int64(i)
		i++
		d.SeenLine(append(line[:len(line):len(line)], byte(i), byte(i>>8), byte(i>>16)))
		if err := w.Write(line); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "records/s")
}

// BenchmarkCheck measures `dataset check` throughput on openai lines
// (parse, rules, schema validation with the compiled-schema cache).
func BenchmarkCheck(b *testing.B) {
	f, _ := Lookup("openai")
	line, _ := f.Encode(fixtures()["full"], FormatOptions{})
	var buf []byte
	for range 1000 {
		buf = append(buf, line...)
		buf = append(buf, '\n')
	}
	b.SetBytes(int64(len(buf)))
	for b.Loop() {
		rep, err := Check(bytesReader(buf), "openai", CheckOptions{})
		if err != nil || !rep.OK() {
			b.Fatal(err, rep.Findings)
		}
	}
	b.ReportMetric(float64(b.N*1000)/b.Elapsed().Seconds(), "records/s")
}

func bytesReader(b []byte) io.Reader { return &sliceReader{b: b} }

type sliceReader struct{ b []byte }

func (r *sliceReader) Read(p []byte) (int, error) {
	if len(r.b) == 0 {
		return 0, io.EOF
	}
	n := copy(p, r.b)
	r.b = r.b[n:]
	return n, nil
}

// BenchmarkDeduperMemory reports the heap held by a Deduper after 1,000,000
// distinct records (bytes/record), the dominant memory cost of a
// 1,000,000-record run's dedupe.
func BenchmarkDeduperMemory(b *testing.B) {
	for b.Loop() {
		runtime.GC()
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		d := NewDeduper(0)
		var line [8]byte
		for i := range 1_000_000 {
			binary.LittleEndian.PutUint64(line[:], uint64(i))
			d.SeenLine(line[:])
		}
		runtime.GC()
		runtime.ReadMemStats(&after)
		b.ReportMetric(float64(after.HeapAlloc-before.HeapAlloc)/1e6, "bytes/record")
		runtime.KeepAlive(d)
	}
}
