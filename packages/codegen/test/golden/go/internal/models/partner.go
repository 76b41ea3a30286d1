package models

import "time"

// Partner is a record of partner (Хамтрагч байгууллага).
type Partner struct {
	ID              int64      `json:"id"`
	Name            string     `json:"name"`
	PartnerType     string     `json:"partner_type"`
	Logo            *string    `json:"logo"`
	Website         *string    `json:"website"`
	Country         *string    `json:"country"`
	CooperationArea *string    `json:"cooperation_area"`
	Description     *string    `json:"description"`
	PartnerSince    *string    `json:"partner_since"`
	SortOrder       int32      `json:"sort_order"`
	IsPublished     bool       `json:"is_published"`
	CreatedAt       time.Time  `json:"created_at"`
	UpdatedAt       time.Time  `json:"updated_at"`
	DeletedAt       *time.Time `json:"deleted_at"`
	Version         string     `json:"_version"`
}
