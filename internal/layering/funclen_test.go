package layering

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/internal/testenv"
)

// maxFuncLines is the longest a function (declaration or literal) of
// production code may be, from its first line to its closing brace: longer
// ones hold more than a reader can keep in mind at once.
const maxFuncLines = 120

// TestFunctionLength fails for every function of the module's non-test,
// non-generated Go files longer than maxFuncLines lines.
func TestFunctionLength(t *testing.T) {
	t.Parallel()
	root := testenv.RepoRoot()
	fset := token.NewFileSet()
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			switch d.Name() {
			case ".git", "node_modules", "testdata":
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(p, ".go") || strings.HasSuffix(p, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(fset, p, nil, parser.ParseComments)
		if err != nil {
			return err
		}
		if ast.IsGenerated(f) {
			return nil
		}
		rel, _ := filepath.Rel(root, p)
		ast.Inspect(f, func(n ast.Node) bool {
			name := "func literal"
			var body *ast.BlockStmt
			switch fn := n.(type) {
			case *ast.FuncDecl:
				name, body = fn.Name.Name, fn.Body
			case *ast.FuncLit:
				body = fn.Body
			default:
				return true
			}
			if body == nil {
				return true
			}
			start := fset.Position(n.Pos()).Line
			if lines := fset.Position(body.End()).Line - start + 1; lines > maxFuncLines {
				t.Errorf("%s:%d: %s is %d lines, over %d: split it into functions a reader can hold", rel, start, name, lines, maxFuncLines)
			}
			return true
		})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}
