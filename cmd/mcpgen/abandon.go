package main

import "context"

// untilDone returns what read returns, or ctx's error as soon as ctx ends
// (SIGINT, SIGTERM) while read still blocks. Reads of standard input, of a
// pipe with no data yet or of a FIFO with no writer (whose open blocks)
// cannot be interrupted: read runs in a goroutine that is abandoned when
// ctx ends (the command exits right after), so every command still stops
// within a second of a signal.
func untilDone[T any](ctx context.Context, read func() (T, error)) (T, error) {
	if err := ctx.Err(); err != nil {
		var zero T
		return zero, err
	}
	type result struct {
		v   T
		err error
	}
	done := make(chan result, 1)
	go func() {
		v, err := read()
		done <- result{v, err}
	}()
	select {
	case r := <-done:
		return r.v, r.err
	case <-ctx.Done():
		var zero T
		return zero, ctx.Err()
	}
}
