package execute

import (
	"os"
	"testing"

	"github.com/mcpgen/mcpgen/internal/exampleserver"
	"github.com/mcpgen/mcpgen/internal/testenv"
	"github.com/mcpgen/mcpgen/pkg/mcp"
)

// TestMain lets this test binary act as the example server (see
// testenv.RunExampleServerIfChild): the executor talks to real child
// processes over real pipes.
func TestMain(m *testing.M) {
	testenv.RunExampleServerIfChild()
	os.Exit(m.Run())
}

func exampleSpec(t testing.TB, name string, f exampleserver.Faults) mcp.ServerSpec {
	t.Helper()
	command, env := testenv.ExampleServer(t, f)
	return mcp.ServerSpec{Name: name, Command: command, Env: env}
}

// processGone reports whether pid no longer runs (a zombie counts as gone).
// It waits up to 3 s.
var processGone = testenv.ProcessGone
