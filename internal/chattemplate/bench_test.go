package chattemplate

import "testing"

// BenchmarkCheck measures Check (two renders and the marker scan) of a
// two-turn record through each of the 12 templates.
func BenchmarkCheck(b *testing.B) {
	ts, err := Load(templatesDir)
	if err != nil {
		b.Fatal(err)
	}
	r := loadRecord(b, "two-turns-object")
	b.ResetTimer()
	for b.Loop() {
		for _, tm := range ts {
			Check(r, tm)
		}
	}
}
