package prompt

import (
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"
)

// fsBinding binds the built-in template of the filesystem server's tool
// name, from the captured tools/list.
func fsBinding(t *testing.T, set *Set, name string) *Binding {
	t.Helper()
	si, tools := loadCorpus(t, "filesystem.json")
	for _, tl := range tools {
		if tl.Name == name {
			b, err := set.For(ToolInfo{Server: "fs", ServerInfo: si, Name: tl.Name, Title: tl.Title,
				Description: tl.Description, InputSchema: tl.InputSchema})
			if err != nil {
				t.Fatal(err)
			}
			return b
		}
	}
	t.Fatalf("no tool %s in filesystem.json", name)
	return nil
}

// TestFilesystemRequestsSayArgsOnce: every request variant of the
// built-in filesystem templates says a line count once ("only the first
// 250 lines", never "… only" twice), and asks which files take the most
// space only when the call sorts by size.
func TestFilesystemRequestsSayArgsOnce(t *testing.T) {
	set, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	r := set.NewRenderer()
	twice := regexp.MustCompile(`\bonly\b.*\bonly\b`)
	read := fsBinding(t, set, "read_text_file")
	for i := range 40 {
		for _, args := range []map[string]any{{"path": "/data/a.txt", "head": 250}, {"path": "/data/a.txt", "tail": 20}} {
			text, _, err := r.Request(read, rand.New(rand.NewPCG(uint64(i), 7)), i, args)
			if err != nil {
				t.Fatal(err)
			}
			if twice.MatchString(text) {
				t.Errorf("read_text_file %v, variant %d: %q says only twice", args, i, text)
			}
		}
	}
	sizes := fsBinding(t, set, "list_directory_with_sizes")
	for i := range 40 {
		for _, sortBy := range []any{nil, "name"} {
			args := map[string]any{"path": "/data", "sortBy": sortBy}
			text, _, err := r.Request(sizes, rand.New(rand.NewPCG(uint64(i), 7)), i, args)
			if err != nil {
				t.Fatal(err)
			}
			if strings.Contains(text, "most space") || strings.Contains(text, "biggest") || strings.Contains(text, "argest") {
				t.Errorf("list_directory_with_sizes sortBy %v, variant %d: %q asks for the biggest without sorting by size", sortBy, i, text)
			}
		}
	}
}

// TestReadTextFileBinaryAnswer: a binary file read as text (a PNG) gets
// an answer saying it is not text, never a quote of its bytes.
func TestReadTextFileBinaryAnswer(t *testing.T) {
	set, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	r := set.NewRenderer()
	b := fsBinding(t, set, "read_text_file")
	png := "\uFFFDPNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x00\x01\x00\x00\x00\x01\b\x06\x00\x00\x00\x1f\x15\uFFFD\uFFFD\x00\x00\x00\rIDATx\uFFFDc"
	for i := range 12 {
		s, err := r.FinalTo(b, rand.New(rand.NewPCG(uint64(i), 3)), i, map[string]any{"path": "/data/a.png"}, png, false, `Read "/data/a.png".`)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(s, "a.png is not text") || strings.Contains(s, "PNG") {
			t.Errorf("variant %d: %q", i, s)
		}
	}
}
