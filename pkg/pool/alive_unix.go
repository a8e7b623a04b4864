//go:build unix

package pool

import (
	"errors"
	"syscall"

	"github.com/mcpgen/mcpgen/pkg/mcp"
)

// alive reports whether the process of a stdio session still exists (http
// and sse sessions are assumed alive). pkg/mcp reaps its children as soon as
// they exit, so a dead server is seen as ESRCH; in the short window before
// it is reaped it still looks alive, and the next call fails instead (the
// session is then replaced).
func alive(s *mcp.Session) bool {
	pid := s.Pid()
	if pid <= 0 {
		return true
	}
	return !errors.Is(syscall.Kill(pid, 0), syscall.ESRCH)
}
