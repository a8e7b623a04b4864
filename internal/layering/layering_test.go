package layering

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"os/exec"
	"slices"
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/internal/testenv"
)

type goPackage struct {
	ImportPath                         string
	Imports, TestImports, XTestImports []string
}

// layerOf returns the layer of the module package p (relative path) and
// whether it has one.
func layerOf(p string) (int, bool) {
	if l, ok := Layers[p]; ok {
		return l, true
	}
	for k, l := range Layers {
		if pre, ok := strings.CutSuffix(k, "/..."); ok && (p == pre || strings.HasPrefix(p, pre+"/")) {
			return l, true
		}
	}
	return 0, false
}

// TestLayering lists the module's packages (go list -json ./...) and fails
// for every import the package graph of the package doc does not allow.
func TestLayering(t *testing.T) {
	t.Parallel()
	cmd := exec.Command("go", "list", "-json", "./...")
	cmd.Dir = testenv.RepoRoot()
	out, err := cmd.Output()
	if err != nil {
		var ee *exec.ExitError
		if errors.As(err, &ee) {
			t.Fatalf("go list: %v\n%s", err, ee.Stderr)
		}
		t.Fatalf("go list: %v", err)
	}
	dec := json.NewDecoder(bytes.NewReader(out))
	n := 0
	for {
		var p goPackage
		if err := dec.Decode(&p); err == io.EOF {
			break
		} else if err != nil {
			t.Fatal(err)
		}
		n++
		for _, bad := range violations(p) {
			t.Error(bad)
		}
	}
	if n < 10 {
		t.Fatalf("go list gave %d packages", n)
	}
}

// violations returns what is wrong with p's imports, one message each.
func violations(p goPackage) []string {
	rel, ok := strings.CutPrefix(p.ImportPath, Module+"/")
	if !ok {
		return []string{p.ImportPath + ": not in module " + Module}
	}
	layer, ok := layerOf(rel)
	if !ok {
		return []string{rel + ": no layer; give it one in layering.Layers (and the package doc's graph)"}
	}
	var out []string
	check := func(imports []string, test bool) {
		for _, imp := range imports {
			dep, ok := strings.CutPrefix(imp, Module+"/")
			if !ok || dep == rel {
				continue
			}
			if test && slices.Contains(TestOnly, dep) {
				continue
			}
			what := "imports"
			if test {
				what = "test imports"
			}
			dl, known := layerOf(dep)
			switch {
			case !known:
				out = append(out, rel+" "+what+" "+dep+", which has no layer")
			case dl >= layer:
				out = append(out, rel+" (layer "+itoa(layer)+") "+what+" "+dep+" (layer "+itoa(dl)+"): imports go to lower layers only")
			case !test && strings.HasPrefix(rel, "pkg/") && slices.Contains(NotFromPkg, dep):
				out = append(out, rel+" imports "+dep+": pkg/ never depends on mcpgen's internal programs")
			case !test && strings.HasPrefix(rel, "examples/") && !strings.HasPrefix(dep, "pkg/"):
				out = append(out, rel+" imports "+dep+": examples use the public API (pkg/) only")
			}
		}
	}
	check(p.Imports, false)
	// External tests (package x_test) are programs of their own: they may
	// import anything (pkg/schema's tests synthesize with pkg/synth).
	check(p.TestImports, true)
	return out
}

func itoa(n int) string { return string(rune('0' + n)) }

// TestViolations checks the rules themselves on made-up packages.
func TestViolations(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		p    goPackage
		want string
	}{
		{goPackage{ImportPath: Module + "/pkg/dataset", Imports: []string{Module + "/pkg/generate"}}, "imports go to lower layers only"},
		{goPackage{ImportPath: Module + "/pkg/generate", Imports: []string{Module + "/pkg/execute"}}, "imports go to lower layers only"},
		{goPackage{ImportPath: Module + "/pkg/generate", Imports: []string{Module + "/internal/exampleserver"}}, "pkg/ never depends"},
		{goPackage{ImportPath: Module + "/examples/x", Imports: []string{Module + "/internal/serve"}}, "public API"},
		{goPackage{ImportPath: Module + "/pkg/newthing"}, "no layer"},
		{goPackage{ImportPath: Module + "/pkg/generate", TestImports: []string{Module + "/internal/testenv"}}, ""},
		{goPackage{ImportPath: Module + "/pkg/execute", Imports: []string{Module + "/pkg/generate", "fmt"}}, ""},
	} {
		got := strings.Join(violations(c.p), "; ")
		if (c.want == "") != (got == "") || !strings.Contains(got, c.want) {
			t.Errorf("%s importing %v: %q, want %q", c.p.ImportPath, c.p.Imports, got, c.want)
		}
	}
}
