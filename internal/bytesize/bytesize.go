// Package bytesize words a number of bytes as people read sizes in
// messages: "812 B", "64.0 KiB", "4.9 MiB" (binary units, one decimal).
package bytesize

import "fmt"

// Text words n bytes: under 1 KiB in bytes, under 1 MiB in KiB, else in
// MiB, with one decimal.
func Text(n int) string {
	switch {
	case n >= 1<<20:
		return fmt.Sprintf("%.1f MiB", float64(n)/(1<<20))
	case n >= 1<<10:
		return fmt.Sprintf("%.1f KiB", float64(n)/(1<<10))
	}
	return fmt.Sprintf("%d B", n)
}
