package generate

import "testing"

// TestDoublesSlot: a follow-up of a booking tool varies the time, not the
// thing booked: another lesson in the same hour takes the slot again.
func TestDoublesSlot(t *testing.T) {
	raw := `{"type":"object","properties":{"lesson_ref":{"type":"string"},"date":{"type":"string","format":"date"},"coach":{"type":"string"}}}`
	book := boundTool(t, "book_lesson", "Books a riding lesson.", raw)
	args := map[string]any{"lesson_ref": "RL-1", "date": "2026-05-02", "coach": "Ilse"}
	for _, p := range book.bind.Params() {
		want := p.Name != "date"
		if got := doublesSlot(book, p, args); got != want {
			t.Errorf("book_lesson %s: doublesSlot = %v, want %v", p.Name, got, want)
		}
	}
	move := boundTool(t, "move_reservation", "Moves a reservation.", raw)
	if !doublesSlot(move, move.bind.Params()[0], args) {
		t.Error("move_reservation: a plain verb with a booked thing books a slot")
	}
	note := boundTool(t, "add_note", "Adds a note to a lesson.", raw)
	for _, p := range note.bind.Params() {
		if doublesSlot(note, p, args) {
			t.Errorf("add_note %s: no slot is booked", p.Name)
		}
	}
}
