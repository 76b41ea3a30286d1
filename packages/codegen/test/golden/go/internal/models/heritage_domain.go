package models

import "time"

// HeritageDomain is a record of heritage_domain (Өвийн төрөл).
type HeritageDomain struct {
	ID          int64     `json:"id"`
	Name        string    `json:"name"`
	Description *string   `json:"description"`
	CreatedAt   time.Time `json:"created_at"`
	UpdatedAt   time.Time `json:"updated_at"`
	Version     string    `json:"_version"`
}
