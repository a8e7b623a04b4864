package role

import "regexp"

// A tool name's noun alone tells a code host's thing only for words that
// mean nothing else (a commit, a pull request, a repository). An issue,
// a build, a pipeline, a workflow, a branch or a deployment are as often
// an elections office's polling-place issue, a model railway's build, a
// sales pipeline, a bank's branch or a crew's deployment: they count as
// code only on a server that shows other signs of software work (blind
// raters saw a dependency upgrade's text as a polling-place staffing
// issue's description).

// sureCodeNouns are the words of a tool name that name a code host's
// thing whatever the server.
var sureCodeNouns = map[string]bool{"pull": true, "pulls": true, "pr": true, "prs": true, "commit": true,
	"commits": true, "repo": true, "repos": true, "repository": true, "repositories": true, "ci": true}

// looseCodeNouns are the words of a tool name that name a code host's
// thing on a server of software work, and something else elsewhere; the
// value is the word's singular, so that list_issues and get_issue name one
// noun.
var looseCodeNouns = map[string]string{"issue": "issue", "issues": "issue", "build": "build", "builds": "build",
	"deploy": "deploy", "deployment": "deploy", "deployments": "deploy", "pipeline": "pipeline", "pipelines": "pipeline",
	"workflow": "workflow", "workflows": "workflow", "branch": "branch", "branches": "branch", "code": "code"}

// codeCue matches words of a tool's description that speak of software
// work beyond codeTracker's: git, a stack trace, CI, code review.
var codeCue = regexp.MustCompile(`\bCI(/CD)?\b|(?i)\b(git|stack ?traces?|code reviews?|continuous integration|software|programming|source files?)\b`)

// codeNounsOf returns whether name holds a sure code noun, and the
// singulars of the loose ones it holds.
func codeNounsOf(name string) (sure bool, loose []string) {
	for _, t := range Tokens(name) {
		if sureCodeNouns[t] {
			sure = true
		} else if n, ok := looseCodeNouns[t]; ok {
			loose = append(loose, n)
		}
	}
	return sure, loose
}

// NamesCodeThing tells whether a tool name names a code host's thing: a
// sure code noun (get_commit, list_pull_requests), or a loose one (an
// issue, a build, a pipeline) on a server that works on code
// (Server.CodeWork) or read alone (s nil). reportPollingPlaceIssue on an
// elections office's server names none.
func NamesCodeThing(name string, s *Server) bool {
	sure, loose := codeNounsOf(name)
	return sure || len(loose) > 0 && (s == nil || s.CodeWork())
}

// codeNounTally gathers, over a server's tools, the signs that its loose
// code nouns are a code host's: the distinct loose nouns its tool names
// hold and whether a description speaks of software work.
type codeNounTally struct {
	loose map[string]bool
	cue   bool
}

// add counts one tool; it returns whether the name holds a sure noun.
func (c *codeNounTally) add(name, description string) bool {
	sure, loose := codeNounsOf(name)
	for _, n := range loose {
		if c.loose == nil {
			c.loose = map[string]bool{}
		}
		c.loose[n] = true
	}
	if !c.cue {
		d := description
		if len(d) > maxAreaText {
			d = d[:maxAreaText]
		}
		c.cue = codeCue.MatchString(d)
	}
	return sure
}

// codeThings tells whether the server's loose code nouns are a code
// host's things: it names two of them (a CI server's pipelines and
// builds), a description speaks of software work, the rest of the
// server does (sure nouns, a lead domain of code, software tasks, a
// database code talks to), or its words lean to no domain at all (an
// issue tracker's cycles, modules and labels), where AboutSoftware reads
// it as software too. An elections office's or a garage's issues lean
// to their own domain.
func (c *codeNounTally) codeThings(s *Server) bool {
	if len(c.loose) == 0 {
		return false
	}
	return len(c.loose) >= 2 || c.cue || s.codeThings || s.lead == "" && !s.elsewhere || codeAreas[s.lead] || s.codeTasks || s.codeQueries
}
