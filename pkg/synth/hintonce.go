package synth

// urlWordsKey is what imageWord and fileTypeOf read of a hint.
type urlWordsKey struct{ ptr, name, title, desc string }

// urlWords are imageWord and fileTypeOf of one hint.
type urlWords struct{ image, fileType string }

// urlWordsOf returns imageWord(h) and fileTypeOf(h), worked out once per
// generator and hint (a bounded map): both tokenize the hint's words, for
// every URL value of the same parameter.
func (g *Generator) urlWordsOf(h hint) urlWords {
	k := urlWordsKey{h.ptr, h.name, h.title, h.desc}
	if w, ok := g.once.urlWords[k]; ok {
		return w
	}
	w := urlWords{imageWord(h), fileTypeOf(h)}
	if w.fileType == "" {
		w.fileType = nounFileType(h, g.toolObject()) // (artwork_urls: print-ready PDFs)
	}
	if g.once.urlWords == nil {
		g.once.urlWords = map[urlWordsKey]urlWords{}
	}
	if len(g.once.urlWords) < 4096 {
		g.once.urlWords[k] = w
	}
	return w
}
