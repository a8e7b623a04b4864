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
