package main

import (
	"bytes"
	"strings"
	"testing"

	"github.com/mcpgen/mcpgen/pkg/dataset"
	"github.com/mcpgen/mcpgen/pkg/generate"
)

// TestWriteSummarySplitShares: the summary warns with the shares written
// when a split lands more than 5 points from the --split share asked (the
// counts of a 30-per-tool slack run with --mix, where one group of records
// filled valid), and stays quiet when the shares are close.
func TestWriteSummarySplitShares(t *testing.T) {
	res := func(train, valid, test int) *generate.Result {
		return &generate.Result{
			Manifest: &dataset.Manifest{Split: &dataset.SplitRatios{Valid: 0.1, Test: 0.1}},
			Files: []dataset.FileSum{
				{Path: "s.train.jsonl", Split: dataset.SplitTrain, Lines: train},
				{Path: "s.valid.jsonl", Split: dataset.SplitValid, Lines: valid},
				{Path: "s.test.jsonl", Split: dataset.SplitTest, Lines: test},
			},
		}
	}
	var b bytes.Buffer
	if err := writeSummary(&b, res(136, 91, 12)); err != nil {
		t.Fatal(err)
	}
	want := "warning: --split wrote train 136 (57%), valid 91 (38%), test 12 (5%), asked train 80%, valid 10%, test 10%"
	if !strings.Contains(b.String(), want) {
		t.Errorf("summary lacks %q:\n%s", want, b.String())
	}
	b.Reset()
	if err := writeSummary(&b, res(198, 24, 18)); err != nil {
		t.Fatal(err)
	}
	if strings.Contains(b.String(), "--split wrote") {
		t.Errorf("shares within 5 points warned:\n%s", b.String())
	}
}

// TestWriteSummarySkippedNotFailed: records the format cannot hold (xlam
// and follow-ups) are counted under SKIPPED with the reason said as a
// skip; FAILED counts only slots that failed (it counted both).
func TestWriteSummarySkippedNotFailed(t *testing.T) {
	r := &generate.Result{Unrepresentable: 3, Tools: []generate.ToolStats{
		{Server: "shop", Tool: "check_in_bike", Name: "check_in_bike", Records: 3, Unrepresentable: 3, FirstFailure: "xlam: a row holds one query"},
		{Server: "shop", Tool: "open_ticket", Name: "open_ticket", Records: 2, SynthFailures: 1, FirstFailure: "no value fits"},
	}}
	var b bytes.Buffer
	if err := writeSummary(&b, r); err != nil {
		t.Fatal(err)
	}
	out := b.String()
	for _, want := range []string{"FAILED  SKIPPED", "shop/check_in_bike: skipped: xlam: a row holds one query",
		"shop/open_ticket: no value fits", "3 records skipped, by design, not failed"} {
		if !strings.Contains(out, want) {
			t.Errorf("summary lacks %q:\n%s", want, out)
		}
	}
	for _, l := range strings.Split(out, "\n") {
		if f := strings.Fields(l); len(f) > 7 && f[1] == "check_in_bike" && (f[6] != "0" || f[7] != "3") {
			t.Errorf("FAILED, SKIPPED = %s, %s, want 0, 3: %q", f[6], f[7], l)
		}
	}
}
