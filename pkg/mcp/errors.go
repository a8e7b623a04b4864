package mcp

import "errors"

// ErrUnavailable marks every error that means a server could not be used:
// its command failed to start, it exited or crashed during the handshake, it
// was unreachable over HTTP, or it timed out. Callers test for it with
// errors.Is; the CLI maps it to exit code 4.
var ErrUnavailable = errors.New("server unavailable")

// ErrTimeout marks an error caused by a connect or call timeout. Errors that
// wrap ErrTimeout also wrap ErrUnavailable.
var ErrTimeout = errors.New("timed out")
