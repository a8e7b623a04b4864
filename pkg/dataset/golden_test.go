package dataset

import (
	"bytes"
	"errors"
	"flag"
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
)

var update = flag.Bool("update", false, "rewrite golden files in testdata/dataset")

const goldenDir = "../../testdata/dataset"

// TestGolden renders every fixture in every format and compares with
// testdata/dataset/<format>.jsonl; records a format cannot hold are listed
// in the golden file as a comment-free "# skipped" sidecar instead.
func TestGolden(t *testing.T) {
	t.Parallel()
	for _, name := range builtinNames {
		t.Run(name, func(t *testing.T) {
			f, err := Lookup(name)
			if err != nil {
				t.Fatal(err)
			}
			var got, skipped bytes.Buffer
			fx := fixtures()
			for _, k := range fixtureOrder {
				line, err := f.Encode(fx[k], FormatOptions{})
				if errors.Is(err, ErrNotRepresentable) {
					skipped.WriteString(k + ": " + err.Error() + "\n")
					continue
				}
				if err != nil {
					t.Fatalf("%s: %v", k, err)
				}
				got.Write(line)
				got.WriteByte('\n')
			}
			compareGolden(t, filepath.Join(goldenDir, name+".jsonl"), got.Bytes())
			compareGolden(t, filepath.Join(goldenDir, name+".skipped.txt"), skipped.Bytes())
		})
	}
}

func compareGolden(t *testing.T, path string, got []byte) {
	t.Helper()
	if *update {
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update)", err)
	}
	if d := cmp.Diff(string(want), string(got)); d != "" {
		t.Errorf("%s (-want +got):\n%s", path, d)
	}
}

// builtinNames are the formats this package registers.
var builtinNames = []string{"hermes", "hf", "mistral", "mlx", "openai", "openai-functions", "sharegpt", "xlam"}

// TestCheckOwnOutput: every golden line passes Check for its format.
func TestCheckOwnOutput(t *testing.T) {
	t.Parallel()
	for _, name := range builtinNames {
		t.Run(name, func(t *testing.T) {
			f, err := os.Open(filepath.Join(goldenDir, name+".jsonl"))
			if err != nil {
				t.Fatal(err)
			}
			defer f.Close()
			rep, err := Check(f, name, CheckOptions{})
			if err != nil {
				t.Fatal(err)
			}
			lineFindings := 0
			for _, f := range rep.Findings {
				if f.Line > 0 {
					lineFindings++
				}
			}
			if !rep.OK() || lineFindings > 0 || rep.Records == 0 {
				t.Errorf("%s: %d records, %d errors, %d warnings: %v", name, rep.Records, rep.Errors, rep.Warnings, rep.Findings)
			}
		})
	}
}
