package httpapi

import (
	"heritage-server/internal/records"
	"heritage-server/internal/resources"
)

// workflowResources are the kruds whose new records start an approval process.
func workflowResources() []*records.Resource {
	return []*records.Resource{
		resources.Applications(),
	}
}
