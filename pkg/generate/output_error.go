package generate

import "errors"

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
