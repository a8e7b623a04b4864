package hints

import (
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/tool"
)

// ParseNoFiles refuses file and glob sources on the sources as decoded, so
// a key written twice (JSON or YAML), whose first source reads a file, is
// refused too, before the file is opened.
func TestParseNoFiles(t *testing.T) {
	t.Parallel()
	secret := filepath.Join(t.TempDir(), "secret")
	if err := os.WriteFile(secret, []byte("SECRET\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	for _, doc := range []string{
		`{"city":{"file":"` + secret + `"},"city":["Lisbon"]}`,
		`{"city":["Lisbon"],"city":{"glob":"/etc/*"}}`,
		"city: {file: " + secret + "}\ncity: [Lisbon]\n",
		`{"t./a/*/b":{"glob":"*"}}`,
	} {
		if s, err := ParseNoFiles([]byte(doc), 1); !errors.Is(err, ErrReadsFiles) {
			t.Errorf("%s: %v (%v), want ErrReadsFiles", doc, err, s.For(&tool.Tool{Name: "t"}).Pools)
		}
	}
	s, err := ParseNoFiles([]byte(`{"city":["Lisbon"],"email":{"fake":"email","count":2}}`), 1)
	if err != nil {
		t.Fatal(err)
	}
	if h := s.For(&tool.Tool{Name: "x"}); len(h.Pools["city"]) != 1 || len(h.Pools["email"]) != 2 {
		t.Errorf("pools %v", h.Pools)
	}
}
