package dataset

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
)

// FuzzCheck: Check never panics and never fails with an error on any input
// (problems in data are findings), for every format.
func FuzzCheck(f *testing.F) {
	for i, name := range builtinNames {
		data, _ := os.ReadFile(filepath.Join(goldenDir, name+".jsonl"))
		for _, line := range bytes.Split(data, []byte("\n")) {
			f.Add(uint8(i), line)
		}
	}
	f.Fuzz(func(t *testing.T, fi uint8, line []byte) {
		name := builtinNames[int(fi)%len(builtinNames)]
		rep, err := Check(bytes.NewReader(line), name, CheckOptions{})
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if rep.Errors < rep.BadLines {
			t.Fatalf("counts: %+v", rep)
		}
	})
}
