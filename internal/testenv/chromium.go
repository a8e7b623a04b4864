package testenv

import (
	"os"
	"os/exec"
	"testing"
)

// ChromiumEnv names an environment variable that, when set, is the path of
// the Chromium (or Chrome) binary the browser tests drive.
const ChromiumEnv = "MCPGEN_CHROMIUM"

// chromiumNames are the binaries Chromium's packages install, in the order
// they are tried (Debian's package is "chromium").
var chromiumNames = []string{"chromium", "chromium-browser", "google-chrome-stable", "google-chrome", "chrome", "headless-shell"}

// Chromium returns the path of a Chromium binary for the browser tests:
// $MCPGEN_CHROMIUM, else the first of chromium, chromium-browser,
// google-chrome… on PATH. When none is found the test skips, or fails
// under CI=true (`make test-deps` installs the system package).
func Chromium(t testing.TB) string {
	t.Helper()
	if p := os.Getenv(ChromiumEnv); p != "" {
		if _, err := os.Stat(p); err != nil {
			missing(t, "%s=%s: %v", ChromiumEnv, p, err)
		}
		return p
	}
	for _, n := range chromiumNames {
		if p, err := exec.LookPath(n); err == nil {
			return p
		}
	}
	missing(t, "no Chromium on PATH (tried %v; or set %s)", chromiumNames, ChromiumEnv)
	return ""
}
