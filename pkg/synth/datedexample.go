package synth

// datedExample reports whether c is a date or a date-time by its format:
// a schema's example of one ("2024-07-15T13:00:00-04:00") shows the
// form, and copied it is a moment of the example's writing, long past,
// or the end of a window that opens after it closes.
func datedExample(c conj) bool {
	for _, s := range c.pos {
		if s.Format == "date" || s.Format == "date-time" {
			return true
		}
	}
	return false
}
