package synth

import "testing"

// TestFitFileNamesNoLink: an object with no file's link (an invented
// kennel booking's) is left as it is without sorting its keys: fitting
// file names costs it nothing.
func TestFitFileNamesNoLink(t *testing.T) {
	g := memoGen(t)
	p := &objPlan{names: []string{"dog_name", "kennel_code", "nights"}}
	obj := map[string]any{"dog_name": "Biscuit", "kennel_code": "KN-104", "nights": 3.0}
	if n := testing.AllocsPerRun(50, func() { g.fitFileNames(p, obj) }); n != 0 {
		t.Errorf("fitFileNames on an object without a file's link made %v allocations, want 0", n)
	}
	if obj["dog_name"] != "Biscuit" || obj["kennel_code"] != "KN-104" {
		t.Errorf("fitFileNames changed an object without a file's link: %v", obj)
	}
	if !holdsFileURL(map[string]any{"url": "https://example.com/files/report.pdf"}) {
		t.Errorf("holdsFileURL missed a file's link")
	}
}
