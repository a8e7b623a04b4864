package synth

import (
	"strings"

	"github.com/mcpgen/mcpgen/pkg/role"
)

// The terms of a glossary or a termbase are words of a trade ("invoice",
// "load-bearing wall"), not people's names, and a target term is the
// source term in the target language its entry names. An entry whose
// target language has no translation here leaves its optional target
// term out.

// glossaryTerms are source terms with their translations by language.
var glossaryTerms = []struct {
	term string
	tr   map[string]string
}{
	{"invoice", map[string]string{"de": "Rechnung", "fr": "facture", "es": "factura", "it": "fattura", "pt": "fatura", "nl": "factuur"}},
	{"warranty", map[string]string{"de": "Garantie", "fr": "garantie", "es": "garantía", "it": "garanzia", "pt": "garantia", "nl": "garantie"}},
	{"user account", map[string]string{"de": "Benutzerkonto", "fr": "compte utilisateur", "es": "cuenta de usuario", "it": "account utente", "pt": "conta de utilizador", "nl": "gebruikersaccount"}},
	{"delivery date", map[string]string{"de": "Liefertermin", "fr": "date de livraison", "es": "fecha de entrega", "it": "data di consegna", "pt": "data de entrega", "nl": "leverdatum"}},
	{"safety instructions", map[string]string{"de": "Sicherheitshinweise", "fr": "consignes de sécurité", "es": "instrucciones de seguridad", "it": "istruzioni di sicurezza", "pt": "instruções de segurança", "nl": "veiligheidsinstructies"}},
	{"power supply", map[string]string{"de": "Netzteil", "fr": "alimentation", "es": "fuente de alimentación", "it": "alimentatore", "pt": "fonte de alimentação", "nl": "voeding"}},
	{"terms and conditions", map[string]string{"de": "Allgemeine Geschäftsbedingungen", "fr": "conditions générales", "es": "términos y condiciones", "it": "termini e condizioni", "pt": "termos e condições", "nl": "algemene voorwaarden"}},
	{"side effects", map[string]string{"de": "Nebenwirkungen", "fr": "effets secondaires", "es": "efectos secundarios", "it": "effetti collaterali", "pt": "efeitos secundários", "nl": "bijwerkingen"}},
}

// languageCodes file language names by their ISO 639-1 code.
var languageCodes = map[string]string{"german": "de", "french": "fr", "spanish": "es", "italian": "it", "portuguese": "pt", "dutch": "nl"}

// glossaryTool tells whether the tool's words speak of a glossary or a
// termbase.
func (g *Generator) glossaryTool() bool {
	return containsAny(g.toolL, "glossary", "glossaries", "terminology", "termbase", "term base")
}

// glossaryTerm returns a source term of a glossary for a parameter named
// for a term (sourceTerm, term) on a glossary tool; ok is false
// otherwise. A target term is the first term's translation (see
// fitGlossary), drawn here as the source term is.
func (g *Generator) glossaryTerm(r *role.Role, h hint) (string, bool) {
	ts := g.nameTokens(h.name)
	if len(ts) == 0 || ts[len(ts)-1] != "term" || len(r.Values) > 0 || !g.glossaryTool() {
		return "", false
	}
	return glossaryTerms[g.rng.Intn(len(glossaryTerms))].term, true
}

// fitGlossary makes an entry's target term the translation of its
// source term into its target language; with none known here, an
// optional target term is left out.
func (g *Generator) fitGlossary(p *objPlan, obj map[string]any) {
	if p.planFits()&fitsGlossary == 0 {
		return
	}
	src, dst, lang := "", "", ""
	for _, k := range p.names {
		ts := g.nameTokens(k)
		if len(ts) == 0 {
			continue
		}
		switch last := ts[len(ts)-1]; {
		case last == "term" && ts[0] == "target":
			dst = k
		case last == "term":
			src = k
		case (last == "language" || last == "lang" || last == "locale") && ts[0] == "target":
			lang = k
		}
	}
	if src == "" || dst == "" || lang == "" {
		return
	}
	s, _ := obj[src].(string)
	l, _ := obj[lang].(string)
	if _, ok := obj[dst]; !ok || s == "" {
		return
	}
	l = strings.ToLower(l)
	if c, ok := languageCodes[l]; ok {
		l = c
	} else if len(l) > 2 {
		l = l[:2]
	}
	for _, e := range glossaryTerms {
		if e.term != s {
			continue
		}
		if t, ok := e.tr[l]; ok {
			obj[dst] = t
			return
		}
	}
	for i, k := range p.names {
		if k == dst && !p.required[i] {
			delete(obj, dst)
		}
	}
}
