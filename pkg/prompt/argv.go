package prompt

import (
	"strings"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// argvLine returns the command line an argv list stands for (["sh", "-c",
// "npm test"] → sh -c 'npm test'): a person types the command, never its
// words one by one ("with cmds docker and ps"). ok is false for a list
// that is no command's words.
func argvLine(p Param, x []any) (string, bool) {
	if roleKind(p) != role.Command || len(x) == 0 {
		return "", false
	}
	words := make([]string, len(x))
	for i, e := range x {
		s, ok := e.(string)
		if !ok || s == "" || strings.ContainsAny(s, "'\n") {
			return "", false
		}
		if strings.ContainsAny(s, " \t\"$*?|&;<>()") {
			s = "'" + s + "'"
		}
		words[i] = s
	}
	return strings.Join(words, " "), true
}
