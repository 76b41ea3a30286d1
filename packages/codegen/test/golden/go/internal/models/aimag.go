package models

import (
	"encoding/json"
	"time"
)

// Aimag is a record of aimag (Аймаг).
type Aimag struct {
	ID        int64           `json:"id"`
	Name      string          `json:"name"`
	Code      *string         `json:"code"`
	Boundary  json.RawMessage `json:"boundary"`
	CreatedAt time.Time       `json:"created_at"`
	UpdatedAt time.Time       `json:"updated_at"`
	Version   string          `json:"_version"`
}
