package role

import "strings"

// Id keys are keys that clip what they identify to its first letter or
// two and write "id" after it ("jid" a job's, "tid" a turn's, "oid" an
// order's). Said as they are they read as noise ("Cancel a job on jid
// SJ-2026-868"); said by what they identify they read as a person says
// them ("Cancel job SJ-2026-868").

// idKeyWords are keys of the id-key shape that are words of their own:
// "bid" is an offer, "mid" the middle, "kid" a child.
var idKeyWords = map[string]bool{"aid": true, "bid": true, "did": true, "hid": true, "kid": true, "lid": true,
	"mid": true, "skid": true}

// IDKeyHead is idKeyHead, for the questions that ask for an id key:
// "Which turn? I'll need its id.", not "… its tid.".
func IDKeyHead(key string) string { return idKeyHead(key) }

// idKeyHead is the clipped head of an id key: the one letter, or two
// letters with no vowel, a key of lower-case letters writes before "id"
// ("j" of "jid", "cp" of "cpid"); "" for any other key, for "uid" and
// "gid" (a user's or group's by convention, read elsewhere) and for words
// ("paid", "void", "bid").
func idKeyHead(key string) string {
	if len(key) < 3 || len(key) > 4 || !strings.HasSuffix(key, "id") || idKeyWords[key] {
		return ""
	}
	head := key[:len(key)-2]
	for _, r := range head {
		if r < 'a' || r > 'z' {
			return ""
		}
	}
	if len(head) == 2 && strings.ContainsAny(head, "aeiouy") || head == "u" || head == "g" {
		return ""
	}
	return head
}

// idKeyMeaning is what id key key of tool toolName (described toolDesc)
// identifies, with "id" after it: the word its head clips in the key's
// own description, else in the tool's name or description (past its
// first word, the deed, when it has more: "return rental"), else the
// word the server's other tools agree it clips (keyClips, filed per id
// key by noteKeyClips). "jid" of job_get ("Get one job") is the "job
// id", so a request says "job SJ-2025-975", not 'jid "SJ-2025-975"';
// "tid" of dly.add ("Add delay code.") is the "turn id" its sibling
// turn.cxl names. "" when none says, or the key is a word its tool uses
// ("bid" of "Place a bid").
func (s *Server) idKeyMeaning(toolName, toolDesc, key, desc string) string {
	head := idKeyHead(key)
	if head == "" || inToolWords(key, toolName, toolDesc) {
		return ""
	}
	w := ""
	if desc != "" {
		w = toolClip(head, "", desc)
	}
	if f := strings.Fields(toolDesc); w == "" && len(f) > 1 {
		// a tool description opens on what it does ("return rental"):
		// its first word is the deed, not what the id names
		w = toolClip(head, toolName, strings.Join(f[1:], " "))
	}
	if w == "" {
		w = toolClip(head, toolName, toolDesc)
	}
	if w == "" && s != nil {
		w = s.keyClips[key]
	}
	if w == "" || w == "id" || w == "identifier" {
		return ""
	}
	return w + " id"
}

// inToolWords tells whether key is itself a word of the tool's name or
// description: a key its tool writes is a word there, not a clipping.
func inToolWords(key, toolName, toolDesc string) bool {
	for _, w := range Tokens(toolName) {
		if strings.EqualFold(w, key) {
			return true
		}
	}
	for _, w := range strings.FieldsFunc(strings.ToLower(toolDesc), func(r rune) bool { return r < 'a' || r > 'z' }) {
		if w == key {
			return true
		}
	}
	return false
}
