//go:build !unix

package exampleserver

import "os"

// pollablePipe returns nil: the stdio pipes are used as they are.
func pollablePipe(*os.File) *os.File { return nil }
