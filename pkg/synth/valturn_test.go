package synth

import (
	"regexp"
	"strings"
	"testing"
)

// A tool written for this test: a landlord refuses a deposit return for
// a coded reason and explains it in a note.
var fitDeposit = [][3]string{
	{"refuse_deposit_return", "Refuse to return a tenant's deposit and send the letter.",
		`{"type":"object","properties":{"lease_ref":{"type":"string"},"reason_code":{"enum":["unpaid_rent","damage_found","late_notice"]},"explanation":{"type":"string","minLength":20}},"required":["lease_ref","reason_code","explanation"]}`},
}

// An explanation beside a coded reason ("reason_code") says that reason,
// as it does beside a plain "reason"; a reason whose first word is "late"
// and that goes on ("late notice") is no late arrival.
func TestExplanationFollowsCodedReason(t *testing.T) {
	srv := fitServer("lettings", fitDeposit)
	tl := fitDeposit[0]
	for _, m := range decodeAll(t, tl[2], 24, Options{Seed: 3, RootObject: true, Topic: tl[0], About: tl[1], Server: srv}) {
		code, _ := m["reason_code"].(string)
		ex, _ := m["explanation"].(string)
		if strings.HasPrefix(strings.ToLower(ex), "arrived") || strings.Contains(ex, "too late to use") {
			t.Errorf("%s: explanation %q reads as a late arrival", code, ex)
		}
		if code == "unpaid_rent" && !strings.Contains(strings.ToLower(ex), "unpaid rent") {
			t.Errorf("%s: explanation %q does not say the reason", code, ex)
		}
	}
	if got := reasonTokens([]string{"cancel", "reason", "code"}); strings.Join(got, " ") != "cancel reason" {
		t.Errorf("reasonTokens(cancel reason code) = %v", got)
	}
}

// A tool written for this test: a judge scores a dive out of a maximum
// given beside it.
var fitDive = [][3]string{
	{"score_dive", "Score one dive of a competitor.",
		`{"type":"object","properties":{"diver":{"type":"string"},"points":{"type":"number","minimum":0,"maximum":10},"maxPoints":{"type":"number","minimum":1,"maximum":10}},"required":["diver","points","maxPoints"]}`},
}

// A number beside its maximum sibling ("points" and "maxPoints") is at
// most that maximum.
func TestValueStaysUnderItsMaxSibling(t *testing.T) {
	srv := fitServer("diving", fitDive)
	tl := fitDive[0]
	for _, m := range decodeAll(t, tl[2], 40, Options{Seed: 9, RootObject: true, Topic: tl[0], About: tl[1], Server: srv}) {
		x, ok1 := numberOf(m["points"])
		hi, ok2 := numberOf(m["maxPoints"])
		if ok1 && ok2 && x > hi {
			t.Errorf("points %v above maxPoints %v", x, hi)
		}
	}
	if got := siblingMaxNames("score"); got[0] != "max_score" || got[1] != "maxScore" {
		t.Errorf("siblingMaxNames(score) = %v", got)
	}
}

// A hex colour drawn from a pattern that takes either case is written in
// one case ("#a3f0c2", never "#A3f0C2"); a pattern of upper case only
// keeps it upper case.
func TestHexColourInOneCase(t *testing.T) {
	for _, src := range []string{
		`{"type":"object","properties":{"swatch":{"type":"string","pattern":"^#[0-9A-Fa-f]{6}$"}},"required":["swatch"]}`,
		`{"type":"object","properties":{"swatch":{"type":"string","pattern":"^[0-9a-fA-F]{6}$"}},"required":["swatch"]}`,
	} {
		for _, m := range decodeAll(t, src, 30, Options{Seed: 4, RootObject: true, Topic: "paint_swatch"}) {
			s, _ := m["swatch"].(string)
			if strings.ToLower(s) != s && strings.ToUpper(s) != s {
				t.Errorf("swatch %q mixes cases", s)
			}
		}
	}
	if got := oneCaseHex("AbC123", regexp.MustCompile(`^[0-9A-F]{6}$`)); got != "ABC123" {
		t.Errorf("oneCaseHex for upper-case pattern = %q", got)
	}
}

// A name in capitalised words with a number ("Harbor Lager 2 Cask",
// "Cote-Rotie 1er Cru La Landonne") keeps its words, and its ordinals
// stay as written; only other digits vary (examples written for this
// test).
func TestProductNameExampleKeepsItsWords(t *testing.T) {
	if !wordyExample("Harbor Lager 2 Cask") || !wordyExample("Cote-Rotie 1er Cru La Landonne") || wordyExample("AB-12 C") {
		t.Errorf("wordyExample misreads capitalised names")
	}
	src := `{"type":"object","properties":{"beer":{"type":"string","description":"Beer name, e.g. \"Harbor Lager 2 Cask\"."},"cuvee":{"type":"string","description":"Cuvee, e.g. \"Cote-Rotie 1er Cru La Landonne\"."}},"required":["beer","cuvee"]}`
	for _, m := range decodeAll(t, src, 12, Options{Seed: 2, RootObject: true, Topic: "add_to_cellar"}) {
		b, _ := m["beer"].(string)
		c, _ := m["cuvee"].(string)
		if !strings.HasPrefix(b, "Harbor Lager ") || !strings.HasSuffix(b, " Cask") {
			t.Errorf("beer %q lost its words", b)
		}
		if c != "Cote-Rotie 1er Cru La Landonne" {
			t.Errorf("cuvee %q, want the example's words and ordinal", c)
		}
	}
}
