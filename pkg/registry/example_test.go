package registry_test

import (
	"context"
	"fmt"
	"log"
	"os"
	"path/filepath"

	"github.com/mcpgen/mcpgen/pkg/registry"
)

// Add a server to a registry file, then read it back merged with a second
// file and expand its variables as mcpgen does when it starts the server.
func Example() {
	dir, err := os.MkdirTemp("", "registry-example")
	if err != nil {
		log.Fatal(err)
	}
	defer os.RemoveAll(dir)
	project := filepath.Join(dir, "project", registry.FileName)
	user := filepath.Join(dir, "user", registry.FileName)

	add := func(path, name string, e registry.Entry) {
		err := registry.Update(context.Background(), path, func(f *registry.File) error {
			return f.Set(name, e)
		})
		if err != nil {
			log.Fatal(err)
		}
	}
	add(user, "fs", registry.Entry{Command: "node", Args: []string{"fs.js", "${DATA_DIR:-/srv/data}"}})
	add(project, "fs", registry.Entry{Command: "node", Args: []string{"fs.js", "${DATA_DIR:-./data}"}})

	r, err := registry.Load(project, user) // the project file wins
	if err != nil {
		log.Fatal(err)
	}
	s, err := r.Lookup("fs")
	if err != nil {
		log.Fatal(err)
	}
	e, err := registry.Expand(s.Entry, func(string) (string, bool) { return "", false })
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(filepath.Base(filepath.Dir(s.Source)), e.Command, e.Args)

	_, err = registry.Expand(registry.Entry{Command: "${SERVER_BIN}"}, func(string) (string, bool) { return "", false })
	fmt.Println(err)
	// Output:
	// project node [fs.js ./data]
	// command: variable not set: SERVER_BIN (used as ${SERVER_BIN})
}
