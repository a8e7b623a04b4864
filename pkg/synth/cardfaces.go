package synth

// A study card has two faces that belong together: a word and its
// translation, a question and its answer. Drawn apart, each face of a
// card whose schema says nothing else was a filler word ("front":
// "general", "back": "default"). fixCardFaces gives the two faces one
// drawn pair.

// cardFaces are the pairs of property names that hold a card's two faces;
// the last two are faces only in a tool about cards, decks or quizzes.
var cardFaces = [][2]string{{"front", "back"}, {"term", "definition"}, {"question", "answer"}}

// cardWords say a tool is about study cards.
var cardWords = []string{"card", "deck", "quiz", "flashcard", "study", "revision"}

// cardPairs are the faces of study cards: words with their translations,
// questions with their answers.
var cardPairs = [][2]string{
	{"la biblioteca", "the library"}, {"el aeropuerto", "the airport"}, {"madrugar", "to get up early"},
	{"la cuenta, por favor", "the bill, please"}, {"le boulanger", "the baker"}, {"se souvenir de", "to remember"},
	{"die Rechnung", "the bill"}, {"der Bahnhof", "the train station"}, {"eichhörnchen", "squirrel"},
	{"ありがとう", "thank you"}, {"駅", "station"}, {"食べる", "to eat"}, {"o guarda-chuva", "the umbrella"},
	{"What is the powerhouse of the cell?", "The mitochondrion"}, {"Capital of Australia?", "Canberra"},
	{"Year the Berlin Wall fell?", "1989"}, {"Chemical symbol for sodium?", "Na"},
	{"Derivative of sin x?", "cos x"}, {"Who wrote 'Middlemarch'?", "George Eliot"},
}

// fixCardFaces gives an object holding both faces of a card as strings a
// drawn pair of cardPairs, when the faces are front and back or the tool
// is about cards.
func (g *Generator) fixCardFaces(obj map[string]any) {
	for i, f := range cardFaces {
		a, okA := obj[f[0]].(string)
		b, okB := obj[f[1]].(string)
		if !okA || !okB || a == "" || b == "" {
			continue
		}
		if i > 0 && !containsAny(g.toolL, cardWords...) {
			continue
		}
		p := cardPairs[g.rng.Intn(len(cardPairs))]
		obj[f[0]], obj[f[1]] = p[0], p[1]
		g.unsure = true // rewritten after its check
		return
	}
}
