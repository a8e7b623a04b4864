// Package redact hides secrets in server URLs so that they can be shown in
// listings and error messages. It is shared by pkg/registry (listings) and
// pkg/mcp (errors), which must not import each other.
package redact
