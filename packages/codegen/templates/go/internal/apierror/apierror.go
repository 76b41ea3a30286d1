// Package apierror holds the errors the API answers with, in the shape Tamga's own server uses,
// so a portal written for Tamga reads them the same way.
package apierror

import (
	"encoding/json"
	"errors"
	"log"
	"net/http"
)

// Message is a text in the languages the API answers in.
type Message struct {
	Mn string `json:"mn_MN"`
	En string `json:"en_US"`
	// Ko is the Korean, where Tamga's words have it (its request schemas' sentences).
	Ko string `json:"ko_KR,omitempty"`
}

// Issue is one problem with what was sent: where (a JSON pointer), what (a code) and a text.
type Issue struct {
	Path    string  `json:"path"`
	Code    string  `json:"code"`
	Message Message `json:"message"`
	// Params are the issue's values its words name (the column a sort cannot take).
	Params map[string]any `json:"params,omitempty"`
}

// Texts are an answer's own words in place of the catalogue's, where they say more (the minutes
// a locked sign-in has left).
type Texts struct {
	Mn, En, Ko string
}

// Error is an answer other than success: a catalogue code with the issues that explain it.
type Error struct {
	Code   string
	Texts  *Texts
	Issues []Issue
	// In is where the issues are: "body" or "querystring" (empty when it does not apply).
	In string
}

func (e *Error) Error() string {
	if len(e.Issues) == 0 {
		return e.Code
	}
	return e.Code + ": " + e.Issues[0].Path + " " + e.Issues[0].Code
}

// New returns the catalogue error code.
func New(code string) *Error {
	return &Error{Code: code}
}

// Invalid returns a VALIDATION_FAILED error with issues found in `in`.
func Invalid(in string, issues ...Issue) *Error {
	return &Error{Code: "VALIDATION_FAILED", Issues: issues, In: in}
}

type body struct {
	Status bool   `json:"status"`
	Code   string `json:"code"`
	Msg    string `json:"msg"`
	EnMsg  string `json:"enMsg"`
	KoMsg  string `json:"koMsg"`
	// In comes before the issues, as Tamga writes them.
	In     string  `json:"in,omitempty"`
	Issues []Issue `json:"issues,omitempty"`
}

// Write answers err: a catalogue error as itself, anything else as SERVER_ERROR (logged, never shown).
func Write(w http.ResponseWriter, err error) {
	var known *Error
	if !errors.As(err, &known) {
		log.Printf("server error: %v", err)
		known = New("SERVER_ERROR")
	}
	entry, ok := lookup(known.Code)
	if !ok {
		log.Printf("unknown error code %q", known.Code)
		entry, _ = lookup("SERVER_ERROR")
	}
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.WriteHeader(entry.status)
	answer := body{Code: known.Code, Msg: entry.msg, EnMsg: entry.enMsg, KoMsg: entry.koMsg, Issues: known.Issues, In: known.In}
	if known.Texts != nil {
		answer.Msg, answer.EnMsg, answer.KoMsg = known.Texts.Mn, known.Texts.En, known.Texts.Ko
	}
	encoder := json.NewEncoder(w)
	encoder.SetEscapeHTML(false)
	if err := encoder.Encode(answer); err != nil {
		log.Printf("writing an error answer: %v", err)
	}
}
