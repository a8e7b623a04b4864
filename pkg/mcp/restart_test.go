package mcp

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/mcpgen/mcpgen/internal/exampleserver"
)

func TestRestarterReopensAfterCrashWithinBudget(t *testing.T) {
	ctx := context.Background()
	// Every server process crashes at its second call.
	r := NewRestarter(exampleSpec(t, "crashy", exampleserver.Faults{CrashAfter: 1}), nil, RestartPolicy{MaxRestarts: 2, Backoff: 10 * time.Millisecond})
	defer r.Close()
	var pids []int
	ok, failed := 0, 0
	for i := 0; i < 8; i++ {
		s, err := r.Session(ctx)
		if err != nil {
			if !errors.Is(err, ErrRestartBudget) || !errors.Is(err, ErrUnavailable) {
				t.Fatalf("call %d: %v", i, err)
			}
			failed++
			continue
		}
		if len(pids) == 0 || pids[len(pids)-1] != s.Pid() {
			pids = append(pids, s.Pid())
		}
		if _, err := s.CallTool(ctx, "list_rooms", nil); err != nil {
			if !errors.Is(err, ErrUnavailable) {
				t.Fatalf("call %d: %v", i, err)
			}
			failed++
		} else {
			ok++
		}
	}
	// Three sessions (one + two restarts), each one good call then a crash;
	// after that the budget is spent.
	if ok != 3 || len(pids) != 3 || r.Restarts() != 2 {
		t.Errorf("ok=%d pids=%v restarts=%d", ok, pids, r.Restarts())
	}
	for _, pid := range pids {
		if !processGone(pid) {
			t.Errorf("pid %d left running", pid)
		}
	}
}

func TestRestarterGivesUpOnServerThatNeverStarts(t *testing.T) {
	r := NewRestarter(ServerSpec{Name: "ghost", Command: "/nonexistent/server"}, nil, RestartPolicy{MaxRestarts: 2, Backoff: time.Millisecond})
	defer r.Close()
	_, err := r.Session(context.Background())
	if ErrorKind(err) != KindDropped || r.Restarts() != 2 {
		t.Errorf("err=%v restarts=%d", err, r.Restarts())
	}
	if _, err2 := r.Session(context.Background()); err2 != err {
		t.Errorf("second call: %v", err2)
	}
}
