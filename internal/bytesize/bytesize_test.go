package bytesize

import "testing"

func TestText(t *testing.T) {
	for n, want := range map[int]string{0: "0 B", 1023: "1023 B", 1024: "1.0 KiB", 64 << 10: "64.0 KiB", 5 << 20: "5.0 MiB"} {
		if got := Text(n); got != want {
			t.Errorf("Text(%d) = %q, want %q", n, got, want)
		}
	}
}
