package synth

import (
	"strconv"
	"strings"
)

// A URL parameter named for a file (artwork_urls, fileUrl,
// attachment_url, document_url) points at such a file on the
// organisation's storage, with an extension its description names or
// the one its noun implies (print artwork is a PDF, a translated
// deliverable a Word file): a Wikipedia article or a shop's product page
// is no artwork and no deliverable.

// fileNouns map the nouns of a URL parameter's name that say it points
// at a file to the extension such a file mostly has.
var fileNouns = map[string]string{"artwork": ".pdf", "artworks": ".pdf", "file": ".pdf", "files": ".pdf", "attachment": ".pdf",
	"attachments": ".pdf", "document": ".pdf", "documents": ".pdf", "scan": ".pdf", "scans": ".pdf", "proof": ".pdf",
	"deliverable": ".docx", "manuscript": ".docx", "translation": ".docx", "source": ".docx", "download": ".zip", "asset": ".pdf",
	"assets": ".pdf", "resume": ".pdf", "cv": ".pdf"}

// genericFiles are file nouns that say nothing of what the file holds;
// the tool's object does (a deliverable's file is the deliverable).
var genericFiles = map[string]bool{"file": true, "document": true, "attachment": true, "asset": true, "download": true}

// fileNoun returns the noun of a URL parameter's name or JSON pointer
// that names a file ("artwork" of /artwork_urls/0), the tool's object obj
// for a generic one when obj names a file itself, or "".
func fileNoun(h hint, obj string) string {
	for _, t := range sharedTokens(h.name + " " + h.ptr) {
		if _, ok := fileNouns[t]; ok {
			t = strings.TrimSuffix(t, "s")
			if _, named := fileNouns[obj]; named && genericFiles[t] {
				return obj
			}
			return t
		}
	}
	return ""
}

// nounFileType returns the extension of the file a URL parameter named
// for a file points at: a type its description names anywhere ("Print-
// ready PDFs"), else its noun's; "" when its name names no file.
func nounFileType(h hint, obj string) string {
	n := fileNoun(h, obj)
	if n == "" {
		return ""
	}
	for _, t := range sharedTokens(h.desc) {
		for _, ft := range fileTypes {
			if t == ft.word || t == ft.word+"s" {
				return ft.ext
			}
		}
	}
	if ext, ok := fileNouns[n]; ok {
		return ext
	}
	return fileNouns[n+"s"]
}

// nounFileNames are the base names of files by the noun that names them.
var nounFileNames = map[string][]string{
	"artwork":     {"spring-flyer-front", "business-cards-v2", "poster-a2-final", "brochure-print-ready", "menu-trifold"},
	"deliverable": {"final-draft", "contract-translated", "report-v2", "brochure-final"},
	"translation": {"final-draft", "contract-translated", "website-copy-v2", "brochure-final"},
	"manuscript":  {"manuscript-v3", "final-draft", "chapter-4"},
	"resume":      {"resume-2026", "resume-final", "resume-updated"},
	"cv":          {"cv-2026", "cv-final", "cv-updated"},
}

// nounFileURL returns the address of a file of the noun and extension on
// the scene's organisation's file host
// ("https://files.acme.io/artwork/spring-flyer-front.pdf"); ok is false
// when the noun has no names of its own.
func (g *Generator) nounFileURL(noun, ext string) (string, bool) {
	names := nounFileNames[noun]
	if len(names) == 0 {
		return "", false
	}
	_, dom := g.org()
	return "https://files." + dom + "/" + noun + "/" + names[g.rng.Intn(len(names))] + ext, true
}

// photoName returns the base name a camera gives a photo ("IMG_4821.jpg"):
// a photo of a damaged sofa or of a room is no "team-offsite.jpg".
func (g *Generator) photoName() string {
	return "IMG_" + strconv.Itoa(1000+g.rng.Intn(9000)) + ".jpg"
}

// toolObject returns the object noun of the tool's name (see toolAct).
func (g *Generator) toolObject() string {
	_, obj := g.toolActOf()
	return obj
}
