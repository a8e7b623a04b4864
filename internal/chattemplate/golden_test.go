package chattemplate

import (
	"flag"
	"os"
	"path/filepath"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/golden")

// TestGolden compares the rendered text of two fixed records through
// Qwen2.5, Llama-3.3 and Mistral-Nemo with testdata/golden byte for byte.
// Run `go test ./internal/chattemplate -run TestGolden -update` to rewrite them.
// The golden files were checked against Python's jinja2 3.1.6 set up as
// transformers does (ImmutableSandboxedEnvironment, trim_blocks,
// lstrip_blocks, tojson = json.dumps(ensure_ascii=False)): identical.
func TestGolden(t *testing.T) {
	tmpls := loadTemplates(t)
	for _, rec := range []string{"single-object", "two-turns-object"} {
		r := loadRecord(t, rec)
		for _, name := range []string{"qwen2.5-7b-instruct", "llama-3.3-70b-instruct", "mistral-nemo-instruct-2407"} {
			t.Run(rec+"/"+name, func(t *testing.T) {
				got, err := tmpls[name].Render(r)
				if err != nil {
					t.Fatal(err)
				}
				path := filepath.Join("testdata", "golden", rec+"__"+name+".txt")
				if *update {
					if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
						t.Fatal(err)
					}
					if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
						t.Fatal(err)
					}
				}
				want, err := os.ReadFile(path)
				if err != nil {
					t.Fatalf("%v (run with -update to create it)", err)
				}
				if got != string(want) {
					t.Errorf("%s differs from the rendered text:\n--- got\n%s\n--- want\n%s", path, got, want)
				}
			})
		}
	}
}
