package main

import (
	"sort"
	"strings"

	"github.com/mcpgen/mcpgen/pkg/dataset"
)

// argsEncodingUsage is generate's --args-encoding help: which formats take
// either encoding (dataset.RequiredEncoding says none is required), so the
// help stays true when a format's rule changes.
func argsEncodingUsage() string {
	var either []string
	for _, n := range dataset.Names() {
		if need, _ := dataset.RequiredEncoding(n); need == dataset.EncodingDefault && n != "text" {
			either = append(either, n)
		}
	}
	sort.Strings(either)
	return "write call arguments as `ENC`: string (JSON text) or object; only " + strings.Join(either, " and ") +
		" take either: the others refuse the encoding their trainer does not read (mcpgen dataset formats lists each default)"
}
