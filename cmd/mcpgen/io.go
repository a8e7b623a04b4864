package main

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"

	"github.com/mattn/go-isatty"
)

// IO carries the streams a command reads and writes. Data goes to Out;
// diagnostics, summaries and progress go to Err. Packages never touch
// os.Stdout directly.
type IO struct {
	In       io.Reader
	Out, Err io.Writer
	InIsTTY  bool
	OutIsTTY bool
	ErrIsTTY bool
}

// StdIO returns the process's standard streams with TTY detection.
func StdIO() *IO {
	return &IO{
		In:       os.Stdin,
		Out:      os.Stdout,
		Err:      os.Stderr,
		InIsTTY:  isatty.IsTerminal(os.Stdin.Fd()),
		OutIsTTY: isatty.IsTerminal(os.Stdout.Fd()),
		ErrIsTTY: isatty.IsTerminal(os.Stderr.Fd()),
	}
}

// TestIO returns buffers for tests: stdin, stdout and stderr.
func TestIO() (*IO, *bytes.Buffer, *bytes.Buffer, *bytes.Buffer) {
	in, out, errb := new(bytes.Buffer), new(bytes.Buffer), new(bytes.Buffer)
	return &IO{In: in, Out: out, Err: errb}, in, out, errb
}

// count is n and noun, plural unless n is 1 ("1 tool", "0 tools", "14
// tools"); noun takes a plain "s".
func count[N ~int | ~int64](n N, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}

// pathCause is the cause of a *fs.PathError ("no such file or directory")
// for a message that names the path itself, with the flag that gave it;
// err as it is otherwise. errors.Is still sees fs.ErrNotExist.
func pathCause(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}
