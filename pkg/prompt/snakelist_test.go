package prompt

import "testing"

// TestSnakeListWords checks that a list of snake-case choices is said in
// words and any other list stays as it was.
func TestSnakeListWords(t *testing.T) {
	for _, c := range []struct {
		items      []string
		list, want string
	}{
		{[]string{"wind_speed", "rain"}, "wind_speed and rain", "wind speed and rain"},
		{[]string{"rain", "snow"}, "rain and snow", "rain and snow"},
		{[]string{"Meta", "shift_key"}, "Meta and shift_key", "Meta and shift_key"},
	} {
		if got := snakeListWords(c.items, c.list); got != c.want {
			t.Errorf("snakeListWords(%q) = %q, want %q", c.items, got, c.want)
		}
	}
}
