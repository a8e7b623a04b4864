package synth

import (
	"strconv"
	"strings"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// A file a person attaches on a server not about software is a photo
// from their phone or a scan of a document about the tool's object
// ("IMG_4821.jpg", "season-pass-receipt.pdf"), never a web developer's
// "checkout-final.csv" or a team's "roadmap.png".

// photoWords say a file is a picture.
var photoWords = []string{"photo", "photos", "image", "images", "picture", "pictures", "pic", "jpg", "jpeg", "png", "artwork",
	"art", "snapshot", "scan", "evidence"}

// docTails name the documents people keep about a thing.
var docTails = []string{"receipt", "invoice", "form", "letter", "report", "certificate"}

// groundFileName returns the name of a file attached to a tool of a
// server not about software: a phone photo's name for a picture, else a
// document named for the tool's object; ok is false on other servers
// and for a file whose format (a log, a script, data) is a machine's.
func (g *Generator) groundFileName(r *role.Role, h hint) (string, bool) {
	if !g.grounded() || g.aboutCode() {
		return "", false
	}
	switch r.Format {
	case "", "image", "pdf":
	default:
		return "", false
	}
	words := strings.ToLower(h.name + " " + h.desc + " " + h.parent)
	_, obj := toolObject(g.opts.Topic, g.opts.About)
	if r.Format == "image" || textHas(words, photoWords...) || textHas(g.toolL, "photo", "photos", "image", "picture", "artwork") {
		if obj != "" && textHas(words+" "+g.toolL, "art", "artwork", "label", "logo", "design") {
			return slug(obj) + []string{"-v2", "-final", "-draft", ""}[g.rng.Intn(4)] + []string{".png", ".jpg"}[g.rng.Intn(2)], true
		}
		return "IMG_" + strconv.Itoa(1000+g.rng.Intn(9000)) + []string{".jpg", ".jpg", ".HEIC", ".png"}[g.rng.Intn(4)], true
	}
	if obj == "" || vagueObjects[obj] {
		return "", false
	}
	return slug(obj) + "-" + docTails[g.rng.Intn(len(docTails))] + ".pdf", true
}
