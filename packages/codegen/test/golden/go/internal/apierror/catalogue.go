package apierror

type entry struct {
	code   string
	status int
	msg    string
	enMsg  string
}

// catalogue is the errors of Tamga's own catalogue this server answers with, word for word.
var catalogue = []entry{
	{code: "UNAUTHORIZED", status: 401, msg: "Нэвтэрнэ үү", enMsg: "Please sign in"},
	{code: "FORBIDDEN", status: 403, msg: "Хандах эрх байхгүй байна", enMsg: "You do not have access to this"},
	{code: "NOT_FOUND", status: 404, msg: "Хуудас олдсонгүй", enMsg: "The Page can't be found"},
	{code: "VALIDATION_FAILED", status: 400, msg: "Илгээсэн мэдээлэл буруу байна", enMsg: "The data sent is not valid"},
	{code: "INVALID_JSON", status: 400, msg: "Илгээсэн өгөгдөл зөв JSON биш байна", enMsg: "The request body is not valid JSON"},
	{code: "RECORD_CHANGED", status: 409, msg: "Бичлэгийг өөр хүн өөрчилсөн байна: дахин ачаалж шалгаад хадгална уу", enMsg: "Someone else changed this record: reload it, check and save again"},
	{code: "PROCESS_NOT_FOUND", status: 404, msg: "Шийдвэрлэлтийн явц олдсонгүй", enMsg: "The process does not exist"},
	{code: "LOGIN_FAILED", status: 401, msg: "Нэвтрэх нэр эсвэл нууц үг буруу байна!", enMsg: "Wrong username or password!"},
	{code: "BODY_TOO_LARGE", status: 413, msg: "Илгээсэн өгөгдөл хэт том байна", enMsg: "The request body is too large"},
	{code: "SERVER_ERROR", status: 500, msg: "Уучлаарай, алдаа гарлаа", enMsg: "Sorry, an error occurred"},
}

// lookup is the catalogue entry of code.
func lookup(code string) (entry, bool) {
	for _, known := range catalogue {
		if known.code == code {
			return known, true
		}
	}
	return entry{}, false
}
