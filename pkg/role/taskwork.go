package role

import "regexp"

// A task manager that is not about code (a to-do app, a work planner)
// holds everyday and office tasks ("Renew car insurance", "Send the Q3
// invoices"); one whose words speak of software work (a sprint, a bug, a
// pull request) holds software stories. Its area ("projects") is the
// same for both, so the server's words decide.

// codeTrackerCue matches the words of a tracker of software work.
var codeTrackerCue = regexp.MustCompile(`(?i)\b(jira|linear|sprints?|epics?|bugs?|story points|pull requests?|merge requests?|repositor(?:y|ies)|github|gitlab|bitbucket|commits?|deploy\w*|source code|codebase|developers?)\b`)

// codeTracker tells whether text speaks of software work (a deploy of
// people is none: see withoutPeopleDeploys).
func codeTracker(text string) bool {
	if len(text) > maxAreaText {
		text = text[:maxAreaText]
	}
	return codeTrackerCue.MatchString(withoutPeopleDeploys(text))
}

// PlainTasks tells whether the server is a task manager whose words say
// nothing of software work: its tasks, comments and reasons are a
// person's or an office's, not issues and pull requests. False for a nil
// server.
func (s *Server) PlainTasks() bool {
	return s != nil && s.lead == "projects" && !s.codeTasks
}
