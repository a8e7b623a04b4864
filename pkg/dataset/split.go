package dataset

import (
	"crypto/sha256"
	"encoding/binary"
	"fmt"
	"strconv"
	"strings"
)

// Split names.
const (
	SplitTrain = "train"
	SplitValid = "valid"
	SplitTest  = "test"
)

// SplitRatios are the shares of the valid and test splits; train gets the
// rest. Both are in [0, 1) and their sum is below 1.
type SplitRatios struct {
	Valid float64 `json:"valid"`
	Test  float64 `json:"test"`
}

// IsZero reports whether no split is asked for (everything is train).
func (r SplitRatios) IsZero() bool { return r.Valid == 0 && r.Test == 0 }

// Names returns the split names in use, in file order: train, then valid
// and test when their share is above zero.
func (r SplitRatios) Names() []string {
	out := []string{SplitTrain}
	if r.Valid > 0 {
		out = append(out, SplitValid)
	}
	if r.Test > 0 {
		out = append(out, SplitTest)
	}
	return out
}

// String formats r the way ParseSplit reads it.
func (r SplitRatios) String() string {
	var parts []string
	if r.Valid > 0 {
		parts = append(parts, "valid="+strconv.FormatFloat(r.Valid, 'g', -1, 64))
	}
	if r.Test > 0 {
		parts = append(parts, "test="+strconv.FormatFloat(r.Test, 'g', -1, 64))
	}
	return strings.Join(parts, ",")
}

// ParseSplit parses "valid=0.1[,test=0.1]" (also "train=0.8,valid=0.2",
// where train must equal the rest). Shares are decimal fractions in [0, 1);
// valid+test must stay below 1. Errors name the offending part.
func ParseSplit(s string) (SplitRatios, error) {
	var r SplitRatios
	train := -1.0
	seen := map[string]bool{}
	for _, part := range strings.Split(s, ",") {
		part = strings.TrimSpace(part)
		if part == "" {
			continue
		}
		k, v, ok := strings.Cut(part, "=")
		if !ok {
			return r, fmt.Errorf("split %q: part %q: want NAME=FRACTION", s, part)
		}
		k = strings.TrimSpace(k)
		f, err := strconv.ParseFloat(strings.TrimSpace(v), 64)
		if err != nil || f < 0 || f >= 1 {
			return r, fmt.Errorf("split %q: %s=%s: want a fraction in [0, 1)", s, k, v)
		}
		if seen[k] {
			return r, fmt.Errorf("split %q: %s given twice", s, k)
		}
		seen[k] = true
		switch k {
		case SplitValid, "validation", "val":
			r.Valid = f
		case SplitTest:
			r.Test = f
		case SplitTrain:
			train = f
		default:
			return r, fmt.Errorf("split %q: unknown split %q (want valid, test or train)", s, k)
		}
	}
	if r.Valid+r.Test >= 1 {
		return r, fmt.Errorf("split %q: valid+test must be below 1", s)
	}
	if train >= 0 && abs(train-(1-r.Valid-r.Test)) > 1e-9 {
		return r, fmt.Errorf("split %q: train=%g but valid and test leave %g", s, train, 1-r.Valid-r.Test)
	}
	return r, nil
}

func abs(f float64) float64 {
	if f < 0 {
		return -f
	}
	return f
}

// AssignSplit returns the split ("train", "valid" or "test") of the group
// groupKey: a pure function of (seed, groupKey, ratios), so every record of
// a group lands on the same side, whatever the order, worker count or shard.
// The expected share of groups per split follows ratios. An empty groupKey is
// a group of its own like any other.
func AssignSplit(groupKey string, seed int64, ratios SplitRatios) string {
	if ratios.IsZero() {
		return SplitTrain
	}
	var b [8]byte
	binary.LittleEndian.PutUint64(b[:], uint64(seed))
	h := sha256.New()
	h.Write([]byte("mcpgen-split\x00"))
	h.Write(b[:])
	h.Write([]byte(groupKey))
	sum := h.Sum(nil)
	// 53 random bits → uniform float in [0, 1).
	u := float64(binary.BigEndian.Uint64(sum[:8])>>11) / (1 << 53)
	switch {
	case u < ratios.Valid:
		return SplitValid
	case u < ratios.Valid+ratios.Test:
		return SplitTest
	}
	return SplitTrain
}
