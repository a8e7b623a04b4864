package prompt

import "testing"

// An act's object is the thing a person names, without the
// description's qualifiers: a participle phrase after the noun goes (a
// place it opens on stays), a hyphened "-style" modifier goes, and a
// bare noun left by the cut takes the modifiers the tool's name gives it.
// A participle with a state after it ("left unattended") stays, and a
// noun that ends in "-eed" is no participle. Tools invented for the test
// (no server's own files).
func TestObjectWithoutQualifier(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ name, desc, verb, object, extra string }{
		{"report_abandoned_vehicle", "Report a vehicle parked on a public street for more than 72 hours.", "report", "an abandoned vehicle", "on a public street"},
		{"book_vaccination", "Book a walk-in-style vaccination slot.", "book", "a vaccination slot", ""},
		{"queue_print_job", "Queue a print job sent from the web portal for the next available printer.", "queue", "a print job", "from the web portal"},
		{"log-snowmaking-run", "Use this to log a snowmaking run performed by night crew, including the water used.", "log", "a snowmaking run", ""},
		{"recordLiftInspection", "Records the results of a chairlift inspection carried out by a certified inspector.", "record", "the results of a chairlift inspection", ""},
		{"report_abandoned_gear", "Report the skis left unattended in a rack for more than 3 days.", "report", "the skis left unattended", "in a rack"},
		{"list_recurring_items", "List the recurring items expected for a date range.", "list", "the recurring items", "for a date range"},
		{"get_wind", "Get wind speed in a city.", "get", "wind speed", "in a city"},
		{"reopen_tasks", "Reopen one or more completed tasks by their IDs.", "reopen", "completed tasks", "by their IDs"},
	} {
		in := toolIntent(c.name, "", c.desc)
		if in.Verb != c.verb || in.Object != c.object || in.Extra != c.extra {
			t.Errorf("%s: got %q + %q + %q, want %q + %q + %q", c.name, in.Verb, in.Object, in.Extra, c.verb, c.object, c.extra)
		}
	}
}

// A clause that opens on a word as often a noun as a verb reads as a
// verb when the tool's name says it and ends on the clause's object; a
// name that says more than the clause keeps the name's act.
func TestNamedNounVerb(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		name, clause, verb, object string
		ok                         bool
	}{
		{"oc_track_frost_alerts", "Track frost alerts issued for the orchard's blocks", "track", "the frost alerts", true},
		{"log_filament_usage", "Log filament consumed by a print job", "", "", false},
		{"get_track_details", "Track details for a song", "", "", false},
		{"order_status", "Order status for an order number", "", "", false},
	} {
		in, ok := namedNounVerb(c.name, c.clause)
		if ok != c.ok || ok && (in.Verb != c.verb || in.Object != c.object) {
			t.Errorf("%s: got %q + %q (%v), want %q + %q (%v)", c.name, in.Verb, in.Object, ok, c.verb, c.object, c.ok)
		}
	}
}

// A state participle after its noun is said before it ("the changed
// files"), and a qualifier naming the asker as the agent makes the
// object the asker's ("my routes").
func TestStateParticipleFirst(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ name, desc, object, extra string }{
		{"get_pr_files", "List files changed in a pull request.", "the changed files", "in a pull request"},
		{"list_currencies", "Lists cryptocurrencies supported for manual tracking.", "the supported cryptocurrencies", "for manual tracking"},
	} {
		in := toolIntent(c.name, "", c.desc)
		if in.Object != c.object || in.Extra != c.extra {
			t.Errorf("%s: got %q + %q, want %q + %q", c.name, in.Object, in.Extra, c.object, c.extra)
		}
	}
}

// A tool whose act records something is never asked about as a read,
// whatever reading made it one; a read verb on a tool its server says
// changes something stays a read.
func TestWrittenActIsNoRead(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		verb string
		eff  Effect
		read bool
	}{
		{"log", EffectUnknown, false},
		{"record", EffectReads, false},
		{"search", EffectChanges, true},
		{"summarize", EffectChanges, false},
		{"get", EffectUnknown, true},
	} {
		in := writtenAct(ToolInfo{Effect: c.eff}, intent{Verb: c.verb, Object: "the leftover servings", Read: true, OK: true})
		if in.Read != c.read {
			t.Errorf("%s (effect %d): read %v, want %v", c.verb, c.eff, in.Read, c.read)
		}
	}
}

// "Compare" and "queue" open a description as its act ("Compare current
// performance against industry benchmarks"), not a label the request
// asks help with ("help me with wp performance benchmark") nor a noun of
// the object ("send the queue recall reminders").
func TestCompareAndQueueAreActs(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ name, desc, verb, object string }{
		{"wp_performance_benchmark", "Compare current performance against industry benchmarks. Note: benchmarks are session-wide.", "compare", "the current performance"},
		{"send_recall_reminders", "Queue the recall reminders for patients overdue for a cleaning.", "queue", "the recall reminders"},
	} {
		in := toolIntent(c.name, "", c.desc)
		if in.Verb != c.verb || in.Object != c.object {
			t.Errorf("%s: got %q + %q, want %q + %q", c.name, in.Verb, in.Object, c.verb, c.object)
		}
	}
}
