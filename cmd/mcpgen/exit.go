package main

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"syscall"

	"github.com/mcpgen/mcpgen/pkg/mcp"
)

// Exit codes, decided here and nowhere else (README.md, "Exit codes").
const (
	exitOK          = 0   // success
	exitError       = 1   // an error, or findings at or above --fail-on
	exitUsage       = 2   // usage error or invalid arguments
	exitPartial     = 3   // some servers or tools failed, others succeeded
	exitUnavailable = 4   // server failed to start, unreachable or timed out
	exitToolError   = 5   // the tool returned isError
	exitInterrupted = 130 // SIGINT or SIGTERM
)

// UsageError is a mistake in the command line or in argument values. It
// exits 2.
type UsageError struct{ Err error }

func (e *UsageError) Error() string { return e.Err.Error() }
func (e *UsageError) Unwrap() error { return e.Err }

// usageErrorf returns a *UsageError with a formatted message.
func usageErrorf(format string, args ...any) error {
	return &UsageError{Err: fmt.Errorf(format, args...)}
}

// errPartial means part of the work failed and was reported, and the rest
// was done. It exits 3.
var errPartial = errors.New("partial failure")

// errToolError means a called tool returned a result with isError set. It
// exits 5.
var errToolError = errors.New("tool returned an error result")

// errFindings means a check found problems it has already reported. It exits 1.
var errFindings = errors.New("findings reported")

// silentError wraps an error that has already been reported to the user in
// full: run prints nothing more for it, only maps it to an exit code.
type silentError struct{ Err error }

func (e *silentError) Error() string { return e.Err.Error() }
func (e *silentError) Unwrap() error { return e.Err }

// silent marks err as already reported.
func silent(err error) error { return &silentError{Err: err} }

// exitCode maps an error returned by a command to the process exit code.
func exitCode(err error) int {
	var ue *UsageError
	switch {
	case err == nil:
		return exitOK
	case errors.As(err, &ue):
		return exitUsage
	case errors.Is(err, errPartial):
		return exitPartial
	case errors.Is(err, errToolError):
		return exitToolError
	case errors.Is(err, context.Canceled):
		return exitInterrupted
	case errors.Is(err, mcp.ErrUnavailable):
		return exitUnavailable
	case errors.Is(err, fs.ErrNotExist), errors.Is(err, syscall.EISDIR), errors.Is(err, syscall.ENOTDIR):
		// A file or folder named on the command line that is not there is
		// an invalid argument, whichever flag or argument named it: the
		// tools file of generate, the records of dataset check, the config
		// of server import, a --hints file or --chat-template alike. So
		// is a folder where a file is wanted (EISDIR), and a file where a
		// folder is (ENOTDIR: "tools.json/").
		return exitUsage
	default:
		return exitError
	}
}
