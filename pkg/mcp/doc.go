// Package mcp opens client sessions to MCP servers over stdio, Streamable
// HTTP and SSE using github.com/modelcontextprotocol/go-sdk, and exposes the
// calls mcpgen needs: initialize, tools/list (all pages) and tools/call.
package mcp
