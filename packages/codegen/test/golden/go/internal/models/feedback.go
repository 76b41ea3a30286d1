package models

import "time"

// Feedback is a record of feedback (Санал хүсэлт).
type Feedback struct {
	ID        int64      `json:"id"`
	Name      string     `json:"name"`
	Email     *string    `json:"email"`
	Phone     *string    `json:"phone"`
	Topic     string     `json:"topic"`
	Message   string     `json:"message"`
	Status    string     `json:"status"`
	Reply     *string    `json:"reply"`
	RepliedAt *time.Time `json:"replied_at"`
	CreatedAt time.Time  `json:"created_at"`
	UpdatedAt time.Time  `json:"updated_at"`
	DeletedAt *time.Time `json:"deleted_at"`
	Version   string     `json:"_version"`
}
