package models

import (
	"encoding/json"
	"time"
)

// FieldSample is a record of field_sample (Талбарын жишээ).
type FieldSample struct {
	ID          int64           `json:"id"`
	Title       string          `json:"title"`
	Code        *string         `json:"code"`
	Summary     *string         `json:"summary"`
	Quantity    *int32          `json:"quantity"`
	UnitPrice   *json.Number    `json:"unit_price"`
	Total       *json.Number    `json:"total"`
	EventDate   *string         `json:"event_date"`
	StartsAt    *time.Time      `json:"starts_at"`
	OpeningTime *string         `json:"opening_time"`
	RecordedAt  *time.Time      `json:"recorded_at"`
	Category    string          `json:"category"`
	Tags        json.RawMessage `json:"tags"`
	Size        *string         `json:"size"`
	IsChecked   bool            `json:"is_checked"`
	IsActive    bool            `json:"is_active"`
	DomainNode  *string         `json:"domain_node"`
	Color       *string         `json:"color"`
	Attachment  *string         `json:"attachment"`
	Picture     *string         `json:"picture"`
	Secret      *string         `json:"secret"`
	Email       *string         `json:"email"`
	Phone       *string         `json:"phone"`
	Website     *string         `json:"website"`
	OrderNumber *int32          `json:"order_number"`
	Description *string         `json:"description"`
	AimagID     *int64          `json:"aimag_id"`
	BearerID    *int64          `json:"bearer_id"`
	Origin      *string         `json:"origin"`
	CreatedAt   time.Time       `json:"created_at"`
	UpdatedAt   time.Time       `json:"updated_at"`
	DeletedAt   *time.Time      `json:"deleted_at"`
	Version     string          `json:"_version"`
}
