package models

import (
	"encoding/json"
	"time"
)

// Supporter is a record of supporter (Дэмжигч).
type Supporter struct {
	ID            int64        `json:"id"`
	Name          string       `json:"name"`
	SupporterType string       `json:"supporter_type"`
	Logo          *string      `json:"logo"`
	Website       *string      `json:"website"`
	Description   *string      `json:"description"`
	SupportAmount *json.Number `json:"support_amount"`
	SupportedAt   *string      `json:"supported_at"`
	IsPublished   bool         `json:"is_published"`
	CreatedAt     time.Time    `json:"created_at"`
	UpdatedAt     time.Time    `json:"updated_at"`
	DeletedAt     *time.Time   `json:"deleted_at"`
	Version       string       `json:"_version"`
}
