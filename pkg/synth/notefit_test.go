package synth

import (
	"path/filepath"
	"regexp"
	"testing"
)

// A note written like its description's example keeps that text and is
// led by the choice it agrees with, not replaced by an echo of it
// ("Pedestal mount. James has been told.").
func TestFitNoteKeepsExample(t *testing.T) {
	tools, srv := toolsFile(t, filepath.Join("testdata", "dev41", "taxidermy_studio.json"))
	tl := tools["specimenIntake"]
	echo := regexp.MustCompile(`has been told|details are in the file|see the attached`)
	led := 0
	for _, m := range decodeAll(t, string(tl.InputSchema), 60, Options{Seed: 3, Key: "taxidermy_studio/specimenIntake", RootObject: true,
		Topic: tl.Name, About: tl.Description, Server: srv}) {
		n, ok := m["notes"].(string)
		if !ok {
			continue
		}
		if echo.MatchString(n) {
			t.Errorf("notes = %q, want its description's example kept", n)
		}
		if regexp.MustCompile(`^[A-Z][a-z ]+ mount; small hole`).MatchString(n) {
			led++
		}
	}
	if led == 0 {
		t.Errorf("no note led by its mount type, want e.g. 'Pedestal mount; small hole left of brisket'")
	}
}
