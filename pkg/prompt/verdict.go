package prompt

import "strings"

// This file says a choice whose value is itself what the key names (the
// verdict of a check, the point a piece of work is at) by the value, the
// way a person records one ("record the check as declined", "measured
// after tuning"), never as a kind of its key ("for a declined decision",
// "on the after tuning stage").

// verdictLabels are the head nouns of a key whose value is the verdict a
// call records (a check's result, a case's outcome, a review's decision):
// the value says what happened, so it is no kind of verdict to be "for".
var verdictLabels = map[string]bool{"outcome": true, "result": true, "decision": true, "verdict": true,
	"conclusion": true, "disposition": true, "finding": true, "determination": true, "ruling": true}

// verdictStarts open a verdict said as a state it ends in ("did not
// attend", "not hypertensive", "self administered", "withheld on advice")
// that no ending marks as one.
var verdictStarts = map[string]bool{"not": true, "did": true, "self": true, "withheld": true, "no": true,
	"ok": true, "pending": true, "cannot": true, "unable": true, "unsafe": true, "safe": true, "clear": true,
	"positive": true, "negative": true, "normal": true, "pregnant": true, "fatal": true, "good": true, "bad": true,
	"fine": true, "poor": true, "fair": true, "excellent": true, "perfect": true, "satisfactory": true,
	"unsatisfactory": true, "acceptable": true, "unacceptable": true}

// verdictChoice says the value v of a choice keyed by a verdict noun
// (label) on a call that records one: a state as what the thing is
// recorded as ("as declined", "as did not attend"), an act as what was
// decided ("with a decision to approve"), any other word as the verdict
// given ("as a pass", "with an outcome of ambulance"). A lookup keeps
// its wording ("checks with a fail result" picks some out). Before:
// "close a case for a released outcome", "record the result for an empty
// result", "for a decline decision"; after: "close a case as released",
// "record the result as empty", "with a decision to decline". ok is
// false for other keys and for values that are no words ("1-0").
func (st *funcState) verdictChoice(v, label string) (string, bool) {
	if !verdictLabels[label] || st.reads() {
		return "", false
	}
	vl := strings.ToLower(v)
	f := strings.Fields(vl)
	if len(f) == 0 || len(f) > 4 || !isWord(strings.Join(f, "")) || vagueAims[vl] || intransitivePast[vl] && vl != "failed" {
		// (outcome=died: what the thing did, never "as died")
		return "", false
	}
	said := strings.Join(spokenAcronyms(f), " ") // af_confirmed: "AF confirmed"
	if f[0] == "ok" {
		said = "OK"
	}
	switch {
	case participle(f[0]) || verdictStarts[f[0]] || plainStates[f[0]] || adjective(f[0]) && !verbs[f[0]] ||
		len(f) > 1 && participle(f[len(f)-1]):
		return "as " + said, true // outcome=did_not_attend: "as did not attend"
	case verbs[f[0]] && !nounVerbs[f[0]] && !judgedNouns[f[0]]:
		return "with " + article(label) + " to " + said, true // decision=approve: "with a decision to approve"
	case judgedNouns[f[0]]:
		return "as " + article(said), true // result=pass: "as a pass"
	}
	return "with " + article(label) + " of " + said, true // outcome=ambulance: "with an outcome of ambulance"
}

// judgedNouns are verdicts that are things a check hands out ("a pass",
// "a fail", "a recheck"), said with an article after "as".
var judgedNouns = map[string]bool{"pass": true, "fail": true, "recheck": true, "retest": true, "rework": true,
	"referral": true, "warning": true, "advisory": true, "repeat": true, "draw": true, "win": true, "loss": true}

// stepPrepositions open a choice's value that says where a thing stands
// by a preposition ("as_found", "after_tuning", "in_transit"): the value
// reads as it is.
var stepPrepositions = map[string]bool{"as": true, "after": true, "before": true, "in": true, "on": true,
	"during": true, "under": true, "out": true, "off": true, "without": true, "at": true}

// stepChoice says a choice whose value opens on a preposition by the
// value alone: "after tuning", "as found", "in transit", never "on the
// after tuning stage" or "at the in transit location". ok is false for a
// one-word value ("during") and for any other.
func stepChoice(v string) (string, bool) {
	f := strings.Fields(strings.ToLower(v))
	if len(f) < 2 || len(f) > 4 || !stepPrepositions[f[0]] || !isWord(strings.Join(f, "")) {
		return "", false
	}
	return strings.Join(f, " "), true
}
