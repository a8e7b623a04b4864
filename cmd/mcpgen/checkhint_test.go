package main

import (
	"slices"
	"testing"
)

// The format hint of dataset check names only formats a --format may
// give for the file: those of the same records (an openai file may be
// checked as hf, mistral or mlx; an xlam file as nothing else), since
// checkFormatFits refuses the rest. It said "give --format to override"
// and then refused --format xlam for an openai file.
func TestSameShapeFormats(t *testing.T) {
	if got := sameShapeFormats("openai"); !slices.Equal(got, []string{"hf", "mistral", "mlx"}) {
		t.Errorf("sameShapeFormats(openai) = %q", got)
	}
	if got := sameShapeFormats("xlam"); len(got) != 0 {
		t.Errorf("sameShapeFormats(xlam) = %q", got)
	}
	if got := joinOr([]string{"hf", "mistral", "mlx"}); got != "hf, mistral or mlx" {
		t.Errorf("joinOr = %q", got)
	}
}
