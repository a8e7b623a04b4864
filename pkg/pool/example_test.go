package pool_test

import (
	"context"
	"encoding/json"
	"fmt"
	"os"

	"github.com/mcpgen/mcpgen/pkg/mcp"
	"github.com/mcpgen/mcpgen/pkg/pool"
)

// Three calls share one warm session; Close stops the server process.
func ExamplePool_Do() {
	ctx := context.Background()
	exe, _ := os.Executable() // this test binary runs the example server (see TestMain)
	spec := mcp.ServerSpec{Name: "ex", Command: exe, Env: map[string]string{"MCPGEN_TEST_EXAMPLE_SERVER": "{}"}}

	p := pool.New(pool.Options{MaxSessions: 2})
	defer p.Close()
	for _, city := range []string{"Lisbon", "Osaka", "Lima"} {
		err := p.Do(ctx, spec, func(s *mcp.Session) error {
			res, err := s.CallTool(ctx, "get_forecast", map[string]any{"city": city, "date": "2026-03-01"})
			if err != nil {
				return err // a server failure (crash, timeout) makes the pool replace the session
			}
			var sc struct{ City, Conditions string }
			_ = json.Unmarshal(res.StructuredContent, &sc)
			fmt.Println(sc.City, sc.Conditions != "")
			return nil
		})
		if err != nil {
			fmt.Println("error:", err)
		}
	}
	st := p.Stats()[0]
	fmt.Printf("%s: %d session started, %d calls\n", st.Server, st.Starts, st.Calls)
	// Output:
	// Lisbon true
	// Osaka true
	// Lima true
	// ex: 1 session started, 3 calls
}
