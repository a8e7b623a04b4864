//go:build !unix

package synth

import "time"

func cpuTime() time.Duration { return 0 }
