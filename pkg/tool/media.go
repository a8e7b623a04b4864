package tool

import "regexp"

// mediaReader matches a tool name (with its path parameter's description)
// that reads images, audio or video.
var mediaReader = regexp.MustCompile(`(?i)media|image|picture|photo|audio|video|(^|[_\s-])(img|png|jpe?g)([_\s-]|$)`)

// mediaExt matches the extension of an image, audio or video file.
var mediaExt = regexp.MustCompile(`(?i)\.(png|jpe?g|gif|webp|bmp|tiff?|svg|ico|heic|avif|mp3|wav|ogg|oga|flac|m4a|aac|opus|mp4|m4v|mov|webm|mkv|avi)$`)

// ReadsMedia reports whether a tool named name, whose path parameter is
// described by desc, reads images, audio or video ("read_media_file",
// "view_image"): its path should name a media file, never a text file it
// would describe as a picture.
func ReadsMedia(name, desc string) bool {
	return mediaReader.MatchString(name + " " + desc)
}

// MediaFiles returns the paths of paths with an image, audio or video
// extension, in order.
func MediaFiles(paths []string) []string {
	var out []string
	for _, p := range paths {
		if mediaExt.MatchString(p) {
			out = append(out, p)
		}
	}
	return out
}

// textReader matches a tool name or description that reads a file as text
// ("read_text_file", "Read the complete contents of a file as text").
var textReader = regexp.MustCompile(`(?i)(^|[_\s-])text([_\s-]|$)|\bas text\b`)

// ReadsText reports whether a tool named name and described by desc reads
// files as text (and does not read media): its path should name a text
// file, never an image whose bytes it would show as text.
func ReadsText(name, desc string) bool {
	return !ReadsMedia(name, "") && textReader.MatchString(name+" "+desc)
}

// TextFiles returns the paths of paths without an image, audio or video
// extension, in order.
func TextFiles(paths []string) []string {
	var out []string
	for _, p := range paths {
		if !mediaExt.MatchString(p) {
			out = append(out, p)
		}
	}
	return out
}
