package synth

import (
	"regexp"
	"slices"
	"strings"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// A reported problem (a driver's complaint on a work order, what a
// resident reports to the city, a machine's symptom) says what is wrong
// with the thing the tool is about: "Check engine light came on.",
// "Streetlight out on the corner since Tuesday." A remark of the area
// ("Flight delayed, picking up around 22:00.") or a software bug report
// ("Users on iOS get logged out...") filed as one tells a reader the
// text was borrowed from another domain.

// problemHeads are the last words of a parameter holding a reported
// problem.
var problemHeads = map[string]bool{"complaint": true, "complaints": true, "problem": true, "problems": true, "fault": true,
	"faults": true, "symptom": true, "symptoms": true, "defect": true}

// problemTextHeads are the last words of a free-text parameter whose
// description may say it holds a reported problem.
var problemTextHeads = map[string]bool{"description": true, "desc": true, "details": true, "text": true, "summary": true,
	"report": true, "body": true}

// problemDesc matches a description saying its text is a reported
// problem: "Driver's reported problem", "What the problem is, in the
// reporter's words", "What the resident reports, in their words".
var problemDesc = newDescRe(`(?i)\b(?:reported (?:problem|fault|issue)|what the problem is|the problem (?:reported|seen|found)|complaint|symptoms?|what the (?:resident|reporter|caller|customer|driver|tenant|citizen|member)s? reports?)\b`)

// civicWords match the words of a tool about a city's services to its
// residents (a 311 request, a council's report form).
var civicWords = regexp.MustCompile(`(?i)\b(?:311|city|municipal|council|residents?|citizens?|neighbou?rhood)\b`)

// civicProblems are problems residents report to a city, each filed
// under the words of the kinds of request it is (an enum value such as
// "streetlight_out" or "illegal_dumping" picks its own).
var civicProblems = []kindText{
	{[]string{"pothole", "road", "street"}, "Pothole in the right lane, about a foot across; cars swerve around it."},
	{[]string{"streetlight", "light", "lighting", "lamp"}, "Streetlight out on the corner since Tuesday; the whole block is dark at night."},
	{[]string{"graffiti", "vandalism"}, "Graffiti sprayed on the wall of the underpass over the weekend."},
	{[]string{"trash", "garbage", "rubbish", "pickup", "collection", "recycling", "sanitation", "waste", "bin"}, "Trash wasn't picked up on our street this week; the bins are still out."},
	{[]string{"dumping", "dumped", "litter"}, "Someone dumped an old mattress and bags of rubbish on the verge."},
	{[]string{"noise"}, "Loud music from the house next door every night past 1 am."},
	{[]string{"vehicle", "car", "abandoned", "parking"}, "A car with flat tyres has been parked in the same spot for three weeks."},
	{[]string{"tree", "branch"}, "A large branch came down in the storm and blocks half the sidewalk."},
	{[]string{"water", "leak", "hydrant", "main", "utility", "utilities"}, "Water bubbling up from the road near the hydrant since this morning."},
	{[]string{"sidewalk", "pavement", "curb"}, "Sidewalk slab lifted by tree roots; someone tripped on it yesterday."},
	{[]string{"signal", "traffic"}, "Traffic light at the crossing is stuck on red in both directions."},
}

// civicProblemSet holds every text of civicProblems.
var civicProblemSet = textSet(civicProblems)

// isProblemParam tells whether the parameter h names holds a problem a
// person reports: its name's last word says so (complaint, symptoms),
// or a free text's description does ("Driver's reported problem").
func isProblemParam(h hint) bool {
	ts := sharedTokens(h.name)
	if len(ts) == 0 {
		return false
	}
	last := ts[len(ts)-1]
	return problemHeads[last] || problemTextHeads[last] && problemDesc.MatchString(h.desc)
}

// reportedProblem returns the problem the parameter h reports (see
// isProblemParam, or a free text of a tool whose object is a fault or a
// complaint: report_fault's details): one a resident reports to a city for a tool about a
// city's services, else one of the fault kinds of the tool's area, else
// a fault of the broken thing the tool's words name; ok is false for
// other parameters, for software tools (their problems are bug reports)
// and where nothing says what the thing is.
func (g *Generator) reportedProblem(h hint) (string, bool) {
	if !isProblemParam(h) && !g.problemTool(h) {
		return "", false
	}
	about := strings.ReplaceAll(g.opts.Topic+" "+g.opts.About, "_", " ")
	if civicWords.MatchString(about) && !g.repoTool {
		ok := civicAllowed(g.opts.About)
		return ok[g.rng.Intn(len(ok))], true
	}
	w := g.plainWorldOf()
	if g.repoTool || w.software {
		return "", false
	}
	if lx := g.areaLex(); lx != nil && len(lx.faults) > 0 {
		return g.fill(lx.faults[g.rng.Intn(len(lx.faults))]), true
	}
	if w := faultThing(about); w != "" && thingKinds[singular(w)] != "" {
		// (a thing of no known kind, a "kennel run", is no machine that
		// stops working when switched on)
		return g.faultNote(about), true
	}
	return "", false
}

// problemObjects are the objects of tools that report a broken thing's
// problem (report_fault, file_complaint).
var problemObjects = map[string]bool{"complaint": true, "problem": true, "fault": true, "defect": true, "damage": true, "breakdown": true}

// problemTool tells whether h is the free text of a tool that reports a
// problem: its name's last word is a text's and the tool's object is a
// fault or a complaint.
func (g *Generator) problemTool(h hint) bool {
	ts := sharedTokens(h.name)
	if len(ts) == 0 || !problemTextHeads[ts[len(ts)-1]] {
		return false
	}
	_, obj := g.toolActOf()
	return problemObjects[singular(obj)]
}

// fitCivicProblem makes a resident's reported problem agree with the
// kind of request a sibling enum chose (a "graffiti" request reports
// graffiti, not a pothole); a kind no problem is filed under ("other")
// keeps the one drawn.
func (g *Generator) fitCivicProblem(p *objPlan, obj map[string]any) {
	if p.planFits()&fitsKindText == 0 {
		return
	}
	var allowed []string // the tool's own (civicAllowed), read once per object and only when needed
	fitKindText(p, obj, civicProblems, civicProblemSet, func(text string) bool {
		if allowed == nil {
			allowed = civicAllowed(g.opts.About)
		}
		return slices.Contains(allowed, text)
	})
}

// civicAllowed returns the texts of civicProblems a tool whose
// description is about may file: none that names a thing of a list the
// description turns away ("Emergencies such as downed live wires or
// water main breaks go to 911": no burst water main), every one when
// that leaves none.
func civicAllowed(about string) []string {
	var out []string
	shut := excludedWords(about)
	for _, cp := range civicProblems {
		if !slices.ContainsFunc(tokens(cp.text), func(w string) bool { return shut[singular(w)] }) {
			out = append(out, cp.text)
		}
	}
	if len(out) == 0 {
		for _, cp := range civicProblems {
			out = append(out, cp.text)
		}
	}
	return out
}

// excludedWords are the content words (singular, four letters or more)
// of the lists a description turns away (role.Negated): "downed live
// wires, gas leaks" gives downed, live, wire, leak.
func excludedWords(about string) map[string]bool {
	var m map[string]bool
	for _, loc := range excludedList.FindAllStringSubmatchIndex(about, 4) {
		if !role.Negated(about, loc[0]) {
			continue
		}
		list := about[max(loc[2], loc[4]):max(loc[3], loc[5])]
		for _, w := range tokens(list) {
			if len(w) >= 4 && w != "such" && w != "other" && w != "like" {
				if m == nil {
					m = map[string]bool{}
				}
				m[singular(w)] = true
			}
		}
	}
	return m
}

// excludedList matches a list a description gives, in brackets or after
// "such as", "like" or "e.g.", up to the end of its clause.
var excludedList = regexp.MustCompile(`(?i)\(([^)]+)\)|(?:such as|like|e\.g\.,?|including) ([^.;()]+)`)
