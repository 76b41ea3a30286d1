package apierror

import (
	"regexp"
	"strconv"
	"strings"
)

// The issues Tamga's request schemas give (@tamga/schema validation/messages.ts), word for
// word: a member missing or not known, and text shorter or longer than its limits.

// Required is the issue of the object at path lacking its member name.
func Required(path, name string) Issue {
	return Issue{Path: path, Code: "required", Message: Message{Mn: "«" + name + "» заавал бөглөх ёстой. Утгыг нь оруулна уу.", En: "«" + name + "» is required. Fill it in.", Ko: "«" + name + "» 항목은 필수입니다. 값을 입력하세요."},
		Params: map[string]any{"missingProperty": name}}
}

// Unknown is the issue of the object at path holding a member name it does not take.
func Unknown(path, name string) Issue {
	return Issue{Path: path, Code: "additionalProperties", Message: Message{Mn: "«" + name + "» гэсэн тохиргоо энд байх ёсгүй. Үүнийг устгана уу.", En: "The setting «" + name + "» does not belong here. Remove it.", Ko: "«" + name + "» 설정은 여기에 올 수 없습니다. 삭제하세요."},
		Params: map[string]any{"additionalProperty": name}}
}

// Length is the issue of text at path outside min to max characters (as JavaScript counts
// them), or false when it is within them. Only the limits Tamga's schemas use have words here.
func Length(path string, length, min, max int) (Issue, bool) {
	switch {
	case length < min && min == 1:
		return Issue{Path: path, Code: "minLength", Message: Message{Mn: "Хоосон байж болохгүй. Утга оруулна уу.", En: "This must not be empty. Fill it in.", Ko: "비워 둘 수 없습니다. 값을 입력하세요."}, Params: map[string]any{"limit": 1}}, true
	case length > max && max == 64:
		return Issue{Path: path, Code: "maxLength", Message: Message{Mn: "Хэт урт байна: 64 тэмдэгтээс ихгүй болтол богиносгоно уу.", En: "This is too long: shorten it to at most 64 characters.", Ko: "너무 깁니다. 64자 이하로 줄이세요."}, Params: map[string]any{"limit": 64}}, true
	}
	return Issue{}, false
}

// WrongType is the issue of a value at path that is not of the JSON type it takes (one of
// string, integer, number, boolean, array and object).
func WrongType(path, jsonType string) Issue {
	return Issue{Path: path, Code: "type", Message: typeWords[jsonType], Params: map[string]any{"type": jsonType}}
}

var typeWords = map[string]Message{
	"string":  Message{Mn: "Энд текст байх ёстой. Утгыг текст болгож засна уу.", En: "This must be a text. Change the value to a text.", Ko: "여기에는 텍스트 값이 와야 합니다. 값을 텍스트(으)로 고치세요."},
	"integer": Message{Mn: "Энд бүхэл тоо байх ёстой. Утгыг бүхэл тоо болгож засна уу.", En: "This must be a whole number. Change the value to a whole number.", Ko: "여기에는 정수 값이 와야 합니다. 값을 정수(으)로 고치세요."},
	"number":  Message{Mn: "Энд тоо байх ёстой. Утгыг тоо болгож засна уу.", En: "This must be a number. Change the value to a number.", Ko: "여기에는 숫자 값이 와야 합니다. 값을 숫자(으)로 고치세요."},
	"boolean": Message{Mn: "Энд тийм/үгүй утга байх ёстой. Утгыг тийм/үгүй утга болгож засна уу.", En: "This must be a yes/no value. Change the value to a yes/no value.", Ko: "여기에는 예/아니요 값 값이 와야 합니다. 값을 예/아니요 값(으)로 고치세요."},
	"array":   Message{Mn: "Энд жагсаалт байх ёстой. Утгыг жагсаалт болгож засна уу.", En: "This must be a list. Change the value to a list.", Ko: "여기에는 목록 값이 와야 합니다. 값을 목록(으)로 고치세요."},
	"object":  Message{Mn: "Энд тохиргооны бүлэг байх ёстой. Утгыг тохиргооны бүлэг болгож засна уу.", En: "This must be a group of settings. Change the value to a group of settings.", Ko: "여기에는 설정 묶음 값이 와야 합니다. 값을 설정 묶음(으)로 고치세요."},
}

// MaxID is the largest id a route takes: PostgreSQL's integer.
const MaxID = 2147483647

// ID reads a route's id as Tamga's route schema does: an integer from 1 to MaxID, or its issue.
func ID(path, text string) (int64, *Issue) {
	id, err := strconv.ParseInt(text, 10, 64)
	switch {
	case err != nil && !integerText.MatchString(text):
		issue := WrongType(path, "integer")
		return 0, &issue
	case err == nil && id < 1 || strings.HasPrefix(text, "-"):
		return 0, &Issue{Path: path, Code: "minimum", Message: Message{Mn: "Утга хэт бага байна: 1 буюу түүнээс их утга оруулна уу.", En: "The value is too small: enter 1 or more.", Ko: "값이 너무 작습니다. 1 이상을 입력하세요."},
			Params: map[string]any{"comparison": ">=", "limit": 1}}
	case err != nil || id > MaxID:
		return 0, &Issue{Path: path, Code: "maximum", Message: Message{Mn: "Утга хэт их байна: 2147483647 буюу түүнээс бага утга оруулна уу.", En: "The value is too large: enter 2147483647 or less.", Ko: "값이 너무 큽니다. 2147483647 이하를 입력하세요."},
			Params: map[string]any{"comparison": "<=", "limit": MaxID}}
	}
	return id, nil
}

var integerText = regexp.MustCompile(`^-?[0-9]+$`)

// DiagramID is the form of a diagram's step and port names (@tamga/schema PATTERNS.diagramId).
var DiagramID = regexp.MustCompile("^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$")

// DiagramIDIssue is the issue of a name at path that is not of that form.
func DiagramIDIssue(path string) Issue {
	return Issue{Path: path, Code: "pattern", Message: Message{Mn: "Бичлэг нь буруу байна. Латин үсэг, тоо, зураас (-), доогуур зураас (_) ашиглана; үсэг эсвэл тоогоор эхэлж, 64 тэмдэгтээс ихгүй. Жишээ: step_2", En: "This is not written correctly. Use Latin letters, digits, hyphens (-) and underscores (_), starting with a letter or digit; at most 64 characters. Example: step_2", Ko: "형식이 올바르지 않습니다. 라틴 문자, 숫자, 하이픈(-), 밑줄(_)만 쓰고 문자나 숫자로 시작하며 64자 이하로 쓰세요. 예: step_2"},
		Params: map[string]any{"pattern": DiagramID.String()}}
}
