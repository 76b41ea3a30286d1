package models

import (
	"encoding/json"
	"time"
)

// PublicRequest is a record of public_request (Хүсэлт).
type PublicRequest struct {
	ID            int64        `json:"id"`
	Kind          string       `json:"kind"`
	Name          string       `json:"name"`
	Email         string       `json:"email"`
	Phone         *string      `json:"phone"`
	Message       *string      `json:"message"`
	Amount        *json.Number `json:"amount"`
	ContentItemID *int64       `json:"content_item_id"`
	Status        string       `json:"status"`
	StaffNote     *string      `json:"staff_note"`
	CreatedAt     time.Time    `json:"created_at"`
	UpdatedAt     time.Time    `json:"updated_at"`
	DeletedAt     *time.Time   `json:"deleted_at"`
	Version       string       `json:"_version"`
}
