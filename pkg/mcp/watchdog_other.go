//go:build !unix

package mcp

// watchGroup and unwatchGroup do nothing where there are no process groups
// (see watchdog_unix.go).
func watchGroup(pid int)   {}
func unwatchGroup(pid int) {}
