package synth

import (
	"regexp"
	"strings"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// sureCodeTopic matches the words of a tool name that are software work
// whatever the server (a pull request, a commit, a merge, a repository);
// the rest of codeTopic's (an issue, a build, a pipeline, a branch, a
// deployment, code) are as often an elections office's polling-place
// issue or a sales pipeline, and count only on a server of code work
// (role.Server.CodeWork).
var sureCodeTopic = regexp.MustCompile(`(^| )(pulls?|prs?|commits?|merge|repos?|repositor\w*)( |$)`)

// codeTopicNamed tells whether a tool name's words (ts) are about
// software work on server s (nil when read alone).
func codeTopicNamed(ts []string, s *role.Server) bool {
	t := strings.Join(ts, " ")
	return codeTopic.MatchString(t) && (s == nil || s.CodeWork() || sureCodeTopic.MatchString(t))
}
