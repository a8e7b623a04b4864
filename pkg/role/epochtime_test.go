package role

import "testing"

// A time its own description gives in unix seconds is a moment, even when
// its name reads as a span: a pigeon race's liberation "t" ("liberation
// time, unix secs UTC") was a duration in seconds, said "for 1,717,396,200
// seconds"; it is now a point in time in epoch seconds, as its clocking
// "t" ("unix secs") already was. A timeout stays a span.
func TestEpochTimeIsMoment(t *testing.T) {
	t.Parallel()
	s, tools := loadServer(t, "dev39/pigeon_racing_club.json")
	checkKindUnits(t, []kindUnit{
		{s, tools, "liberate", "/t", DateTime, "epoch seconds"},
		{s, tools, "submitClocking", "/t", DateTime, "epoch seconds"},
	})
	poll := ServerTool{Name: "poll", Description: "Poll a job.",
		InputSchema: []byte(`{"type":"object","properties":{"timeout":{"type":"integer","description":"seconds to wait, unix style"}}}`)}
	x := NewServer("x", []ServerTool{poll})
	checkKindUnits(t, []kindUnit{{x, map[string]ServerTool{"poll": poll}, "poll", "/timeout", Duration, "seconds"}})
}
