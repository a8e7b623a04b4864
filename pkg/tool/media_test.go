package tool

import (
	"strings"
	"testing"
)

// A tool that reads images, audio or video gets media files only (the
// probe's path pool, a chain's second call), never text files it would
// describe as pictures.
func TestReadsMediaAndMediaFiles(t *testing.T) {
	for name, want := range map[string]bool{"read_media_file": true, "view_image": true, "transcribe_audio": true, "get_img": true,
		"read_text_file": false, "read_file": false, "imagine_story": false} {
		if got := ReadsMedia(name, ""); got != want {
			t.Errorf("ReadsMedia(%q) = %v, want %v", name, got, want)
		}
	}
	if !ReadsMedia("open", "Path to the image to show") {
		t.Error("a path described as an image is not read as media")
	}
	got := MediaFiles([]string{"/d/design.md", "/d/logo.PNG", "/d/a.csv", "/d/talk.mp3", "/d/x.jpeg.txt"})
	if strings.Join(got, " ") != "/d/logo.PNG /d/talk.mp3" {
		t.Errorf("MediaFiles = %v", got)
	}
}
