package templates

import "embed"

// FS holds the built-in template files, by relative path.
//
//go:embed *.tmpl */*.tmpl
var FS embed.FS
