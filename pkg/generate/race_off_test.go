//go:build !race

package generate

// raceDetector is true when the tests run under -race (make test-race).
const raceDetector = false
