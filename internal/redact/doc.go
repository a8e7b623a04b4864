// Package redact hides secrets in server URLs (URL, URLsIn) and in free
// text such as a server's stderr tail (Text) so that they can be shown in
// listings, error messages and API answers. It is shared by pkg/registry (listings) and
// pkg/mcp (errors), which must not import each other. Its one table of
// token formats (ReplaceTokens) also serves pkg/execute, which scrubs
// tool outputs with a kind-naming label.
package redact
