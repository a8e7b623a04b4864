package generate

import (
	"errors"
	"fmt"
)

// ErrBadOutput is wrapped by the error of an output path the run refuses
// before it writes anything: one that names an input of the run, a file
// of another dataset, or a file where a folder is asked for. It is a
// mistake in the command line (the CLI exits 2 for it), not a failure.
var ErrBadOutput = errors.New("bad output path")

// badOutputError is an error that says its message as is and wraps
// ErrBadOutput.
type badOutputError struct{ msg string }

func (e *badOutputError) Error() string { return e.msg }
func (e *badOutputError) Unwrap() error { return ErrBadOutput }

// badOutput returns a *badOutputError saying msg.
func badOutput(msg string) error { return &badOutputError{msg: msg} }

// ErrResumeMismatch is wrapped by the error of a --resume that cannot
// continue the interrupted run it names: written to standard output, or
// with another seed, format, options, shard or tool definitions than that
// run had (ToolsChangedError). Like ErrBadOutput it is a mistake in the
// command line, found before anything is written (the CLI exits 2).
var ErrResumeMismatch = errors.New("resume does not match the interrupted run")

// resumeMismatchError says its message as is and wraps ErrResumeMismatch.
type resumeMismatchError struct{ msg string }

func (e *resumeMismatchError) Error() string { return e.msg }
func (e *resumeMismatchError) Unwrap() error { return ErrResumeMismatch }

// resumeMismatch returns a *resumeMismatchError of the formatted message.
func resumeMismatch(format string, args ...any) error {
	return &resumeMismatchError{msg: fmt.Sprintf(format, args...)}
}
