package prompt

import "strings"

// roleNouns name a person by the part they play (a student, a patient, a
// guest): when the call names the person, the name is the object
// ("enrol Aisha Lee on course X", never "enrol a student for Aisha Lee").
var roleNouns = map[string]bool{"student": true, "learner": true, "pupil": true, "patient": true, "member": true,
	"guest": true, "driver": true, "client": true, "customer": true, "attendee": true, "participant": true,
	"employee": true, "volunteer": true, "passenger": true, "tenant": true, "applicant": true, "candidate": true,
	"visitor": true, "subscriber": true, "trainee": true, "player": true, "athlete": true, "resident": true,
	"worker": true, "staff": true, "user": true, "contact": true, "person": true, "teacher": true, "instructor": true}

// personObject is the head of the request's object when it is one person
// named by their part ("a learner" → "learner"), the noun a person's name
// stands for; "" when the object is anything else ("a tattoo session",
// "the students").
func personObject(in intent) string {
	w := strings.Fields(strings.ToLower(in.Object))
	if len(w) < 1 || len(w) > 3 {
		return ""
	}
	if h := objectHead(in.Object); roleNouns[h] && lastWord(strings.ToLower(in.Object)) == h {
		return h
	}
	return ""
}

// personRef gives a person's name phrase a the object's noun when the
// object is the person ("a learner"), so the name takes its place;
// otherwise a is returned as it is ("book a session for Mei Ferreira").
func personRef(a argWords, in intent, ref string) argWords {
	if h := personObject(in); h != "" && a.noun == "" || h != "" && a.noun == "user" {
		a.noun, a.ref = h, ref
	}
	return a
}

// samePerson tells whether an email key's prefix (mailPre) and a name
// key's (namePre) name one person: the same prefix (guest_name,
// guest_email), or a bare "email" beside the name of the person the
// request is about (learner_name and email on "enrol a learner").
func samePerson(mailPre, namePre string, in intent) bool {
	return mailPre == namePre || mailPre == "" && namePre != "" && namePre == personObject(in)
}
