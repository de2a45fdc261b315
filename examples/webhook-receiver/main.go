// Command openim-webhook-receiver is a minimal OpenIM webhook receiver for one-to-one messages
// (open-im-server v3.8.3), the Go twin of receiver.ts.
//
// OpenIM POSTs every enabled callback to <url>/<callbackCommand>, where url comes from
// config/webhooks.yml. This receiver answers three commands:
//
//	callbackBeforeSendSingleMsgCommand  (key beforeSendSingleMsg)  allow or reject
//	callbackBeforeMsgModifyCommand      (key beforeMsgModify)      allow, reject or rewrite a text message
//	callbackAfterSendSingleMsgCommand   (key afterSendSingleMsg)   log one line and acknowledge
//
// The before-send answer cannot change a message: its response type has only the common fields.
// Rewriting goes through beforeMsgModify, which OpenIM calls just before it queues a text message.
//
// Standard library only. Run: go run . (PORT defaults to 10006).
package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"log"
	"net"
	"net/http"
	"os"
	"regexp"
	"strings"
	"time"
)

const (
	cmdBeforeSendSingleMsg = "callbackBeforeSendSingleMsgCommand"
	cmdBeforeMsgModify     = "callbackBeforeMsgModifyCommand"
	cmdAfterSendSingleMsg  = "callbackAfterSendSingleMsgCommand"

	// errCode returned to the sender on rejection: app-defined, >= 100, and unused by OpenIM.
	bannedWordErrCode = 30001
	textContentType   = 101 // content is the JSON string {"content":"<the text>"}

	defaultBasePath = "/callbackExample" // path part of url in config/webhooks.yml
	maxBodyBytes    = 1 << 20
)

// Policy: a text message containing one of these words (case-insensitive) is rejected.
var bannedWords = []string{"casino bonus", "buy followers", "crypto giveaway"}

// Policy: a phone-number-like run (optional "+", then 7 to 15 digits, single spaces or dashes allowed
// between digits) is masked in text messages. Deliberately simple; tune it for your users' formats.
var phonePattern = regexp.MustCompile(`\+?\d(?:[ -]?\d){6,14}`)

// msgCallbackRequest is the body of the message hooks (CommonCallbackReq in pkg/callbackstruct),
// spelled as OpenIM sends it.
type msgCallbackRequest struct {
	SendID           string   `json:"sendID"`
	CallbackCommand  string   `json:"callbackCommand"`
	ServerMsgID      string   `json:"serverMsgID"`
	ClientMsgID      string   `json:"clientMsgID"`
	OperationID      string   `json:"operationID"`
	SenderPlatformID int32    `json:"senderPlatformID"`
	SenderNickname   string   `json:"senderNickname"`
	SessionType      int32    `json:"sessionType"` // 1 one-to-one, 3 group
	MsgFrom          int32    `json:"msgFrom"`     // 100 user, 200 system (REST /msg/send_msg)
	ContentType      int32    `json:"contentType"` // 101 text, 102 picture, ...
	Status           int32    `json:"status"`
	SendTime         int64    `json:"sendTime"`   // ms
	CreateTime       int64    `json:"createTime"` // ms
	Content          string   `json:"content"`    // the message element as a JSON string
	Seq              uint32   `json:"seq"`        // not assigned yet: 0
	AtUserList       []string `json:"atUserList"`
	FaceURL          string   `json:"faceURL"`
	Ex               string   `json:"ex"`
	RecvID           string   `json:"recvID"` // before/after send only; the modify hook carries no recvID
}

// callbackResponse is the answer OpenIM decodes (CommonCallbackResp, plus content for the modify hook).
type callbackResponse struct {
	ActionCode int32  `json:"actionCode"`
	ErrCode    int32  `json:"errCode"`
	ErrMsg     string `json:"errMsg"`
	ErrDlt     string `json:"errDlt"`
	NextCode   int32  `json:"nextCode"`
	// Replacement message element as a JSON string; only the modify hook reads it.
	Content *string `json:"content,omitempty"`
}

// allow is all zeros: go ahead unchanged. Also the acknowledgement for after-hooks.
func allow() callbackResponse {
	return callbackResponse{}
}

// reject: OpenIM stops the action only when actionCode is 0 and nextCode is 1;
// errCode, errMsg and errDlt reach the sender.
func reject(errCode int32, errMsg, errDlt string) callbackResponse {
	return callbackResponse{ErrCode: errCode, ErrMsg: errMsg, ErrDlt: errDlt, NextCode: 1}
}

// textElement returns the parsed element and the text of a text message; ok is false for any other message.
func textElement(req *msgCallbackRequest) (elem map[string]json.RawMessage, text string, ok bool) {
	if req.ContentType != textContentType {
		return nil, "", false
	}
	if err := json.Unmarshal([]byte(req.Content), &elem); err != nil {
		return nil, "", false
	}
	if err := json.Unmarshal(elem["content"], &text); err != nil {
		return nil, "", false
	}
	return elem, text, true
}

func findBannedWord(text string) (string, bool) {
	lower := strings.ToLower(text)
	for _, word := range bannedWords {
		if strings.Contains(lower, word) {
			return word, true
		}
	}
	return "", false
}

// maskPhoneNumbers replaces every digit of each phone-like run, except the last four, with "*".
func maskPhoneNumbers(text string) string {
	return phonePattern.ReplaceAllStringFunc(text, func(run string) string {
		digits := 0
		for _, r := range run {
			if r >= '0' && r <= '9' {
				digits++
			}
		}
		seen := 0
		return strings.Map(func(r rune) rune {
			if r >= '0' && r <= '9' {
				seen++
				if seen <= digits-4 {
					return '*'
				}
			}
			return r
		}, run)
	})
}

// marshalJSON encodes v without Go's default escaping of <, > and &, and without a trailing newline.
func marshalJSON(v any) (string, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return "", err
	}
	return strings.TrimSuffix(buf.String(), "\n"), nil
}

// withText replaces the text of a text element and encodes the element again.
func withText(elem map[string]json.RawMessage, text string) (string, error) {
	encoded, err := marshalJSON(text)
	if err != nil {
		return "", err
	}
	elem["content"] = json.RawMessage(encoded)
	return marshalJSON(elem)
}

// decideBeforeSend is the policy for both before-hooks, as a pure function of the request body:
//   - text with a banned word: reject (either hook can stop the message);
//   - text with a phone number, in the modify hook: rewrite content (the whole element, as a JSON string);
//   - anything else: allow unchanged.
func decideBeforeSend(req *msgCallbackRequest) callbackResponse {
	elem, text, ok := textElement(req)
	if !ok {
		return allow()
	}
	if _, found := findBannedWord(text); found {
		return reject(bannedWordErrCode, "message blocked by content policy", "rule: banned-words")
	}
	if req.CallbackCommand == cmdBeforeMsgModify {
		if masked := maskPhoneNumbers(text); masked != text {
			if content, err := withText(elem, masked); err == nil {
				resp := allow()
				resp.Content = &content
				return resp
			}
		}
	}
	return allow()
}

func writeJSON(w http.ResponseWriter, status int, payload any) {
	body, err := marshalJSON(payload)
	if err != nil {
		status, body = http.StatusInternalServerError, `{"error":"internal error"}`
	}
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.WriteHeader(status)
	_, _ = io.WriteString(w, body)
}

func errorBody(message string) map[string]string {
	return map[string]string{"error": message}
}

// newReceiver routes by the path suffix after basePath. Only the path counts:
// on the main branch OpenIM appends a ?key=... query to after-hooks.
func newReceiver(basePath string, logger *log.Logger) http.Handler {
	basePath = strings.TrimRight(basePath, "/")
	handlers := map[string]func(req *msgCallbackRequest) callbackResponse{
		cmdBeforeSendSingleMsg: decideBeforeSend,
		cmdBeforeMsgModify:     decideBeforeSend,
		cmdAfterSendSingleMsg: func(req *msgCallbackRequest) callbackResponse {
			// The send does not wait for this answer and OpenIM never retries it: keep it fast, queue real work.
			logger.Printf("after-send operationID=%s %s -> %s serverMsgID=%s contentType=%d",
				req.OperationID, req.SendID, req.RecvID, req.ServerMsgID, req.ContentType)
			return allow()
		},
	}

	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		command := ""
		if strings.HasPrefix(r.URL.Path, basePath+"/") {
			command = r.URL.Path[len(basePath)+1:]
		}
		handle, ok := handlers[command]
		if !ok {
			// A struct, not a map: encoding/json sorts map keys, and the answer keeps receiver.ts's key order.
			writeJSON(w, http.StatusNotFound, struct {
				Error   string `json:"error"`
				Command string `json:"command"`
			}{"unknown callback command", command})
			return
		}
		if r.Method != http.MethodPost {
			w.Header().Set("Allow", http.MethodPost)
			writeJSON(w, http.StatusMethodNotAllowed, map[string]string{"error": "method not allowed", "method": r.Method})
			return
		}

		body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, maxBodyBytes))
		var tooLarge *http.MaxBytesError
		switch {
		case errors.As(err, &tooLarge):
			writeJSON(w, http.StatusRequestEntityTooLarge, errorBody("request body too large"))
			return
		case err != nil:
			writeJSON(w, http.StatusBadRequest, errorBody("cannot read request body"))
			return
		case !json.Valid(body):
			writeJSON(w, http.StatusBadRequest, errorBody("request body is not valid JSON"))
			return
		case !bytes.HasPrefix(bytes.TrimSpace(body), []byte("{")):
			writeJSON(w, http.StatusBadRequest, errorBody("request body must be a JSON object"))
			return
		}
		// A field of the wrong type is left at its zero value, like a missing one (receiver.ts does the same):
		// Unmarshal still fills the other fields, and the rules only act on well-formed text messages.
		var req msgCallbackRequest
		var wrongType *json.UnmarshalTypeError
		if err := json.Unmarshal(body, &req); err != nil && !errors.As(err, &wrongType) {
			writeJSON(w, http.StatusBadRequest, errorBody("request body is not valid JSON"))
			return
		}
		writeJSON(w, http.StatusOK, handle(&req))
	})
}

func main() {
	port := os.Getenv("PORT")
	if port == "" {
		port = "10006"
	}
	logger := log.New(os.Stdout, "", log.LstdFlags)
	srv := &http.Server{
		Addr:              ":" + port,
		Handler:           newReceiver(defaultBasePath, logger),
		ReadHeaderTimeout: 5 * time.Second,
		ReadTimeout:       10 * time.Second,
		WriteTimeout:      10 * time.Second,
	}
	// Listen before saying so, and say the real port (PORT=0 picks a free one).
	listener, err := net.Listen("tcp", srv.Addr)
	if err != nil {
		log.Fatal(err)
	}
	logger.Printf("OpenIM webhook receiver on http://127.0.0.1:%d%s", listener.Addr().(*net.TCPAddr).Port, defaultBasePath)
	log.Fatal(srv.Serve(listener))
}
