package synth

import (
	"math/rand"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// Free text whose description writes out an example is written like it:
// a chess arbiter's description is what happened at the board, a returned
// costume's note its damage, a machine's reason why it is out of order;
// never another trade's note ("Home game against the Rovers, kick-off
// 10:30.", "nothing happens when switched on").
func TestProseExampleFreeText(t *testing.T) {
	wrong := regexp.MustCompile(`(?i)Rovers|switched on|rattles|grinding|full details|follow up|unusual|clicking`)
	cases := []struct {
		file, tool, ptr string
		want            *regexp.Regexp
	}{
		{"chess_tournament_director.json", "recordArbiterDecision", "/description", regexp.MustCompile(`^White's phone rang in the playing hall`)},
		{"costume_rental.json", "CheckInRental", "/items/*/notes", regexp.MustCompile(`^fake blood on collar(, (left|right) sleeve seam split)?$`)},
		{"laundromat_chain.json", "machine_set_status", "/r", regexp.MustCompile(`^leaking from door seal$`)},
		{"laundromat_chain.json", "wf_order_create", "/notes", regexp.MustCompile(`^separate darks(, 2 pillows)?(, no softener on towels)?$`)},
		{"farrier_hoof_care.json", "logShoeing", "/notes", regexp.MustCompile(`^thin sole LF(, crack RH quarter)?(, owner to keep dry)?$`)},
	}
	for _, c := range cases {
		tools, srv := toolsFile(t, filepath.Join("testdata", "dev41", c.file))
		tl := tools[c.tool]
		var vals []string
		for _, m := range decodeAll(t, string(tl.InputSchema), 40, Options{Seed: 3, Key: c.file + "/" + c.tool, RootObject: true,
			Topic: tl.Name, About: tl.Description, Server: srv}) {
			vals = append(vals, pointed(m, strings.Split(strings.TrimPrefix(c.ptr, "/"), "/"))...)
		}
		if len(vals) == 0 {
			t.Errorf("%s %s%s: no values", c.file, c.tool, c.ptr)
		}
		for _, v := range vals {
			if !c.want.MatchString(v) || wrong.MatchString(v) {
				t.Errorf("%s %s%s = %q, want its description's example", c.file, c.tool, c.ptr, v)
			}
		}
	}
}

// An unquoted example is read to the end of its sentence; a code or a
// bare word is no prose. Measured amounts vary a little; counts, codes
// and times stay.
func TestBareProseExample(t *testing.T) {
	cases := map[string]string{
		"reason, e.g. leaking from door seal":                           "leaking from door seal",
		"e.g. separate darks, 2 pillows, no softener on towels":         "separate darks, 2 pillows, no softener on towels",
		"Branch code, e.g. LAX01 or DEN-AP":                             "",
		`e.g. "fake blood on collar"`:                                   "",
		"Free text. For example dog in yard, read over fence. Optional": "dog in yard, read over fence",
	}
	for d, want := range cases {
		if got := bareProseExample(d); got != want {
			t.Errorf("bareProseExample(%q) = %q, want %q", d, got, want)
		}
	}
	g := &Generator{rng: rand.New(rand.NewSource(1))}
	for range 20 {
		v := g.varyMeasures("sheath worn through on 40 m rope at move 31, CRV-042 at 07:40")
		m := regexp.MustCompile(`^sheath worn through on (3[0-9]|4[0-9]|50) m rope at move 31, CRV-042 at 07:40$`).FindStringSubmatch(v)
		if m == nil {
			t.Errorf("varyMeasures = %q, want 30-50 m and the rest as written", v)
		}
	}
}
