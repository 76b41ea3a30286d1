package models

import (
	"encoding/json"
	"time"
)

// Investor is a record of investor (Хөрөнгө оруулагч).
type Investor struct {
	ID             int64        `json:"id"`
	Name           string       `json:"name"`
	InvestorType   string       `json:"investor_type"`
	Logo           *string      `json:"logo"`
	Website        *string      `json:"website"`
	Description    *string      `json:"description"`
	Project        *string      `json:"project"`
	InvestedAmount *json.Number `json:"invested_amount"`
	InvestedAt     *string      `json:"invested_at"`
	SortOrder      int32        `json:"sort_order"`
	IsPublished    bool         `json:"is_published"`
	CreatedAt      time.Time    `json:"created_at"`
	UpdatedAt      time.Time    `json:"updated_at"`
	DeletedAt      *time.Time   `json:"deleted_at"`
	Version        string       `json:"_version"`
}
