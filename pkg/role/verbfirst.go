package role

// nounVerbs are words that name a thing of their own (an issue, a record,
// a log, a report) and, first in a tool's name or description, are its
// verb: issue_refund issues a refund, record_spray records a spray,
// log_deviation logs one, report_damaged_bike reports a bike.
var nounVerbs = map[string]bool{"issue": true, "record": true, "log": true, "report": true}

// nounVerbHeads are words that, after one of nounVerbs, make the pair
// a thing's part or an act on that thing, not a verb and its object:
// issue_comments, issue_read, record_count, log_entries, report_status.
var nounVerbHeads = map[string]bool{
	"comment": true, "comments": true, "label": true, "labels": true, "id": true, "ids": true, "number": true, "key": true,
	"type": true, "types": true, "status": true, "state": true, "event": true, "events": true, "field": true, "fields": true,
	"template": true, "templates": true, "link": true, "links": true, "body": true, "title": true, "assignee": true,
	"assignees": true, "history": true, "detail": true, "details": true, "summary": true, "count": true, "list": true,
	"search": true, "read": true, "write": true, "get": true, "set": true, "update": true, "create": true, "delete": true,
	"entry": true, "entries": true, "level": true, "levels": true, "file": true, "files": true, "data": true, "info": true,
	"metadata": true, "url": true, "view": true, "page": true, "format": true, "timeline": true, "reaction": true,
	"reactions": true, "sub": true, "stream": true, "tail": true, "query": true, "dependency": true, "dependencies": true,
	"tracker": true, "name": true, "names": true, "owner": true, "version": true, "versions": true, "date": true, "by": true,
	"of": true, "for": true, "to": true, "in": true, "and": true, "s": true, "lines": true, "line": true, "output": true,
}

// OpensOnVerb tells whether words (a tool name's or a description's, lower
// case, in order) open on a verb that is also a noun: "issue refund",
// "issue a permit", "record spray", "log deviation" do something to the
// thing that follows, while "issue comments", "issue read" and "log
// entries" are about issues and logs. A lone word is the thing.
func OpensOnVerb(words []string) bool {
	return len(words) > 1 && nounVerbs[words[0]] && !nounVerbHeads[words[1]]
}
