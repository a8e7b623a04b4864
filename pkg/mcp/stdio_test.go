package mcp

import (
	"context"
	"encoding/json"
	"errors"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
)

// TestLateWriteDeadlineCallback: context.AfterFunc runs its callback in a
// goroutine of its own, so the callback that sets the stdin write deadline
// when a write's context ends may run after that write returned. It must
// not reach the next write, whose context is alive: that write would fail
// with a timeout (and go-sdk would end the whole connection). The test
// holds the first write's callback back until the second write is blocked
// on a full pipe (a server that does not read its stdin), then lets it run.
func TestLateWriteDeadlineCallback(t *testing.T) {
	p, err := startProcess(ServerSpec{Name: "deaf", Command: "/bin/sh", Args: []string{"-c", "exec sleep 300"}}, resolve(ServerSpec{}, &Options{TerminateGrace: 50 * time.Millisecond}))
	if err != nil {
		t.Fatal(err)
	}
	conn, _ := (&stdioTransport{proc: p, max: 1 << 20, warn: func(string) {}}).Connect(context.Background())
	defer conn.Close()

	gate := make(chan struct{})
	first := true
	afterFunc = func(ctx context.Context, f func()) func() bool {
		if !first {
			return context.AfterFunc(ctx, f)
		}
		first = false
		// As when the context ended as the write finished: the callback
		// has started (stop reports false) but has not run yet.
		go func() {
			<-gate
			f()
		}()
		return func() bool { return false }
	}
	defer func() { afterFunc = context.AfterFunc }()

	id1, _ := jsonrpc.MakeID(float64(1))
	id2, _ := jsonrpc.MakeID(float64(2))
	small := &jsonrpc.Request{ID: id1, Method: "ping"}
	big := &jsonrpc.Request{ID: id2, Method: "tools/call", Params: json.RawMessage(`{"name":"x","arguments":{"body":"` + strings.Repeat("x", 1<<20) + `"}}`)}

	w1 := make(chan error, 1)
	go func() { w1 <- conn.Write(context.Background(), small) }()
	w2 := make(chan error, 1)
	ctx2, cancel2 := context.WithTimeout(context.Background(), 500*time.Millisecond)
	defer cancel2()
	select {
	case err := <-w1:
		// Write returned with its callback still pending: start the next
		// write, let it block on the full pipe, then release the callback.
		if err != nil {
			t.Fatalf("first Write: %v", err)
		}
		go func() { w2 <- conn.Write(ctx2, big) }()
		time.Sleep(100 * time.Millisecond)
		close(gate)
	case <-time.After(300 * time.Millisecond):
		// Write waits for its callback: release it, then write again.
		close(gate)
		if err := <-w1; err != nil {
			t.Fatalf("first Write: %v", err)
		}
		go func() { w2 <- conn.Write(ctx2, big) }()
	}
	err = <-w2
	if errors.Is(err, os.ErrDeadlineExceeded) || !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("second Write = %v; want it to end with its own context (context deadline exceeded), not with the deadline of the first write's context", err)
	}
}

// TestWriteOnEndedContextSendsNothing: a message whose context has ended is
// not written.
func TestWriteOnEndedContextSendsNothing(t *testing.T) {
	p, err := startProcess(ServerSpec{Name: "deaf", Command: "/bin/sh", Args: []string{"-c", "exec sleep 300"}}, resolve(ServerSpec{}, &Options{TerminateGrace: 50 * time.Millisecond}))
	if err != nil {
		t.Fatal(err)
	}
	conn, _ := (&stdioTransport{proc: p, max: 1 << 20, warn: func(string) {}}).Connect(context.Background())
	defer conn.Close()
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	id, _ := jsonrpc.MakeID(float64(1))
	if err := conn.Write(ctx, &jsonrpc.Request{ID: id, Method: "ping"}); !errors.Is(err, context.Canceled) {
		t.Errorf("Write on an ended context = %v, want context.Canceled", err)
	}
	if p.stdinBroken.Load() {
		t.Error("a write refused for its context marked the server's stdin broken")
	}
}
