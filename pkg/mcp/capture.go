package mcp

import (
	"context"
	"encoding/json"
	"sync"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	gomcp "github.com/modelcontextprotocol/go-sdk/mcp"
)

// A rawSlot receives the raw JSON result of the request sent with a context
// that carries it (see withSlot). go-sdk decodes results into Go structs and
// loses what the server actually sent (absent annotations become false), so
// captureConn copies the wire bytes here.
type rawSlot struct {
	mu  sync.Mutex
	raw json.RawMessage
}

func (s *rawSlot) get() json.RawMessage {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.raw
}

type slotKey struct{}

// withSlot returns a context whose next outgoing request's result is
// captured in slot.
func withSlot(ctx context.Context, slot *rawSlot) context.Context {
	return context.WithValue(ctx, slotKey{}, slot)
}

// captureConn wraps a go-sdk Connection and records raw results of requests
// written with a slot in their context. go-sdk passes the caller's context to
// Connection.Write, which is what makes the match possible.
type captureConn struct {
	gomcp.Connection
	mu      sync.Mutex
	pending map[jsonrpc.ID]*rawSlot
}

func newCaptureConn(c gomcp.Connection) *captureConn {
	return &captureConn{Connection: c, pending: make(map[jsonrpc.ID]*rawSlot)}
}

func (c *captureConn) Write(ctx context.Context, msg jsonrpc.Message) error {
	if req, ok := msg.(*jsonrpc.Request); ok && req.IsCall() {
		if slot, ok := ctx.Value(slotKey{}).(*rawSlot); ok {
			c.mu.Lock()
			c.pending[req.ID] = slot
			c.mu.Unlock()
		}
	}
	return c.Connection.Write(ctx, msg)
}

func (c *captureConn) Read(ctx context.Context) (jsonrpc.Message, error) {
	msg, err := c.Connection.Read(ctx)
	if resp, ok := msg.(*jsonrpc.Response); ok && err == nil {
		c.mu.Lock()
		slot := c.pending[resp.ID]
		delete(c.pending, resp.ID)
		c.mu.Unlock()
		if slot != nil && resp.Error == nil {
			slot.mu.Lock()
			slot.raw = append(json.RawMessage(nil), resp.Result...)
			slot.mu.Unlock()
		}
	}
	return msg, err
}

// captureTransport makes go-sdk's connection a captureConn and remembers it,
// so a hard connect timeout can close it from outside.
//
// The inner transport connects with life instead of go-sdk's connect
// context: the SSE transport keeps its GET stream on that context, which
// must outlive Connect (life ends with the session).
type captureTransport struct {
	inner gomcp.Transport
	life  context.Context
	mu    sync.Mutex
	conn  *captureConn
}

func (t *captureTransport) Connect(context.Context) (gomcp.Connection, error) {
	c, err := t.inner.Connect(t.life)
	if err != nil {
		return nil, err
	}
	cc := newCaptureConn(c)
	t.mu.Lock()
	t.conn = cc
	t.mu.Unlock()
	return cc, nil
}

func (t *captureTransport) close() {
	t.mu.Lock()
	c := t.conn
	t.mu.Unlock()
	if c != nil {
		_ = c.Close()
	}
}
